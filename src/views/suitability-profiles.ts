import type { SuitabilityProfileName } from '../../domain/api/profile.ts';

/** How each investor profile (Res. CVM 30) is named and explained to the customer, in pt-BR. */
export const PROFILE_TEXTS: Record<SuitabilityProfileName, { title: string; summary: string; investments: string }> = {
  conservador: {
    title: 'Conservador',
    summary: 'Você prioriza a segurança e a preservação do seu patrimônio e prefere evitar oscilações no valor dos investimentos.',
    investments:
      'Sua carteira deve se concentrar em produtos de baixo risco e boa liquidez, como Tesouro Direto, CDBs, LCIs, LCAs e fundos de renda fixa. Produtos de maior risco, como ações, fundos multimercado e derivativos, não são adequados ao seu perfil: para aplicar neles, pediremos a sua confirmação de que está ciente do desenquadramento.',
  },
  moderado: {
    title: 'Moderado',
    summary: 'Você busca equilíbrio entre segurança e rentabilidade e aceita alguma oscilação no médio prazo para ganhar mais.',
    investments:
      'Sua carteira pode combinar uma base de renda fixa com uma parte em fundos multimercado, fundos imobiliários e ações. Produtos mais arriscados, como derivativos e operações alavancadas, ficam fora do seu perfil e pedirão a sua confirmação.',
  },
  arrojado: {
    title: 'Arrojado',
    summary: 'Você aceita oscilações maiores e a possibilidade de perdas em busca de retornos mais altos no longo prazo.',
    investments:
      'Sua carteira pode incluir ações, fundos de ações e multimercado, derivativos e outros produtos de maior risco, mantendo uma parte em renda fixa para a liquidez do dia a dia.',
  },
};
