/**
 * Situations a customer may be in that the CBO does not list as occupations (retired, student…), offered before the
 * CBO 2002 occupations on the personal-data screen. Their ids (10001–10099) sit below the first CBO code as a number
 * (010105 → 10105), so an OccupationId names one or the other, never both.
 */
export const OCCUPATION_SITUATIONS: readonly [number, string][] = [
  [10001, 'Empresário(a) / sócio(a) de empresa'],
  [10002, 'Servidor(a) público(a)'],
  [10003, 'Profissional autônomo(a) / liberal'],
  [10004, 'Aposentado(a) ou pensionista'],
  [10005, 'Estudante'],
  [10006, 'Do lar'],
  [10007, 'Sem ocupação no momento'],
  [10099, 'Outra ocupação'],
];
