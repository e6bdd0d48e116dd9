import type { ProductClass, SuitabilityProfileName } from '../../../domain/api/profile.ts';

/** How each investor profile (Res. CVM 30) is named and explained to the customer, in pt-BR. */
export const PROFILE_TEXTS: Record<SuitabilityProfileName, { title: string; summary: string; investments: string }> = {
  conservador: {
    title: 'Conservador',
    summary: 'Você prioriza a segurança e a preservação do seu patrimônio e prefere evitar oscilações no valor dos investimentos.',
    investments:
      'Sua carteira deve se concentrar em produtos de baixo risco e boa liquidez, como Tesouro Direto, CDBs, LCIs, LCAs e fundos de renda fixa. Para aplicar em produtos fora do seu perfil, pediremos a sua confirmação de que está ciente do desenquadramento.',
  },
  moderado: {
    title: 'Moderado',
    summary: 'Você busca equilíbrio entre segurança e rentabilidade e aceita alguma oscilação no médio prazo para ganhar mais.',
    investments:
      'Sua carteira pode combinar uma base de renda fixa com uma parte em produtos de risco moderado. Derivativos e operações alavancadas ficam fora do seu perfil e pedirão a sua confirmação.',
  },
  arrojado: {
    title: 'Arrojado',
    summary: 'Você aceita oscilações maiores e a possibilidade de perdas em busca de retornos mais altos no longo prazo.',
    investments: 'Sua carteira pode incluir produtos de maior risco, mantendo uma parte em renda fixa para a liquidez do dia a dia.',
  },
};

/** The product classes a result lists (Res. CVM 30: what the customer is profiled for), in pt-BR. */
export const CLASS_TEXTS: Record<ProductClass, string> = {
  rendaFixa: 'Renda fixa: Tesouro Direto, CDB, LCI, LCA e fundos de renda fixa',
  fundos: 'Fundos multimercado e imobiliários, debêntures',
  acoes: 'Ações, ETFs e fundos de ações',
  derivativos: 'Derivativos (opções, futuros, termo) e criptoativos',
};
