import { PROVIDER } from '../../../../domain/constants.ts';
import type { AgreementText } from './agreement-text.ts';

/** Companion 57 of the general contract: the investor's acknowledgement of investment risks. */
export const RISK_DISCLOSURE_2025_1: AgreementText = {
  agreementId: 57,
  fileType: 57,
  title: 'Termo de Ciência de Riscos',
  subtitle: `Riscos dos investimentos intermediados pela ${PROVIDER.name}`,
  version: '2025.1',
  publishedAt: '2025-01-15',
  sections: [
    {
      heading: '1. Rentabilidade não garantida',
      paragraphs: [
        'Rentabilidade passada não representa garantia de rentabilidade futura. Investimentos em renda variável, fundos, derivativos e títulos privados podem apresentar perdas, inclusive do capital investido.',
        'Investimentos não contam com garantia da Corretora, do parceiro, do administrador ou do Fundo Garantidor de Créditos (FGC), salvo quando expressamente indicado no produto.',
      ],
    },
    {
      heading: '2. Principais riscos',
      paragraphs: [
        'Risco de mercado: oscilação de preços, taxas de juros, câmbio e índices. Risco de crédito: inadimplência do emissor ou da contraparte. Risco de liquidez: dificuldade de vender um ativo pelo preço esperado ou no prazo desejado.',
        'Operações alavancadas e com derivativos podem gerar perdas superiores ao capital investido e exigir depósito de garantias adicionais em curto prazo.',
      ],
    },
    {
      heading: '3. Responsabilidade pelas decisões',
      paragraphs: [
        'As decisões de investimento são do Cliente, que deve considerar o seu perfil de investidor, a sua situação financeira e os seus objetivos, e ler os documentos de cada produto antes de investir.',
      ],
    },
    {
      heading: '4. Declaração',
      paragraphs: [
        'O Cliente declara ter lido e compreendido este Termo de Ciência de Riscos, firmando-o com a sua assinatura eletrônica pessoal.',
      ],
    },
  ],
};
