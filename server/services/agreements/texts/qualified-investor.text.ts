import { Agreement, PROVIDER } from '../../../../domain/constants.ts';
import type { AgreementText } from './agreement-text.ts';

/** Declaration of qualified investor (Res. CVM 30, art. 12: financial investments above R$ 1 milhão). */
export const QUALIFIED_INVESTOR_2025_1: AgreementText = {
  agreementId: Agreement.QUALIFIED_INVESTOR_ID,
  fileType: Agreement.QUALIFIED_INVESTOR_FILE_TYPE,
  title: 'Declaração de Investidor Qualificado',
  subtitle: 'Termo de ciência e declaração da condição de investidor qualificado, nos termos da Resolução CVM nº 30/2021',
  version: '2025.1',
  publishedAt: '2025-01-15',
  sections: [
    {
      heading: '1. Declaração',
      paragraphs: [
        `Eu, titular da conta identificado no cadastro mantido pela ${PROVIDER.name} ("Corretora"), declaro, sob as penas da lei, para os fins do artigo 12 da Resolução CVM nº 30/2021, que possuo investimentos financeiros em valor superior a R$ 1.000.000,00 (um milhão de reais) e que me enquadro como investidor qualificado.`,
        'Declaro também que tenho conhecimento sobre o mercado financeiro suficiente para que não me sejam aplicáveis proteções legais e regulamentares conferidas aos investidores que não sejam qualificados.',
      ],
    },
    {
      heading: '2. Ciência dos riscos e das diferenças de tratamento',
      paragraphs: [
        'Estou ciente de que, por ser investidor qualificado, posso ter acesso a produtos e valores mobiliários distribuídos exclusivamente a investidores qualificados, cujas ofertas podem dispensar registro, prospecto, lâmina ou outros documentos exigidos nas ofertas ao público em geral.',
        'Estou ciente de que esses produtos podem ter menor liquidez, maior complexidade e riscos mais elevados, incluindo a perda total do capital investido e, em alguns casos, a obrigação de aportar recursos adicionais.',
        'Reconheço que a avaliação do meu perfil de investidor (suitability) continua obrigatória e que a Corretora não me recomendará produtos incompatíveis com esse perfil.',
      ],
    },
    {
      heading: '3. Compromissos',
      paragraphs: [
        'Comprometo-me a informar imediatamente a Corretora caso deixe de atender aos requisitos desta declaração, e a apresentar, quando solicitado, documentos que comprovem o valor dos meus investimentos financeiros.',
        'Esta declaração permanece válida até que eu a revogue por escrito ou até que a Corretora solicite sua renovação.',
      ],
    },
    {
      heading: '4. Assinatura eletrônica',
      paragraphs: [
        'Esta declaração é firmada com a minha assinatura eletrônica pessoal. A Corretora registra a data e a hora (UTC), o endereço IP, o navegador utilizado, a versão deste documento e o resumo criptográfico SHA-256 do seu conteúdo exato, que identificam de forma inequívoca o documento assinado.',
      ],
    },
  ],
};
