import { Agreement, PROVIDER } from '../../../../domain/constants.ts';
import type { AgreementText } from './agreement-text.ts';

/** Declaration of professional investor (Res. CVM 30, art. 11: financial investments above R$ 10 milhões). */
export const PROFESSIONAL_INVESTOR_2025_1: AgreementText = {
  agreementId: Agreement.PROFESSIONAL_INVESTOR_ID,
  fileType: Agreement.PROFESSIONAL_INVESTOR_FILE_TYPE,
  title: 'Declaração de Investidor Profissional',
  subtitle: 'Termo de ciência e declaração da condição de investidor profissional, nos termos da Resolução CVM nº 30/2021',
  version: '2025.1',
  publishedAt: '2025-01-15',
  sections: [
    {
      heading: '1. Declaração',
      paragraphs: [
        `Eu, titular da conta identificado no cadastro mantido pela ${PROVIDER.name} ("Corretora"), declaro, sob as penas da lei, para os fins do artigo 11 da Resolução CVM nº 30/2021, que possuo investimentos financeiros em valor superior a R$ 10.000.000,00 (dez milhões de reais) e que me enquadro como investidor profissional.`,
        'Declaro que tenho conhecimento sobre o mercado financeiro suficiente para que não me sejam aplicáveis proteções legais e regulamentares conferidas aos investidores que não sejam profissionais, e que sou capaz de entender e ponderar os riscos financeiros relacionados à aplicação dos meus recursos.',
      ],
    },
    {
      heading: '2. Ciência dos riscos e das diferenças de tratamento',
      paragraphs: [
        'Estou ciente de que, como investidor profissional, posso ter acesso a produtos e valores mobiliários distribuídos exclusivamente a investidores profissionais ou qualificados, cujas ofertas podem dispensar registro, prospecto, lâmina e outros documentos e proteções exigidos nas ofertas ao público em geral.',
        'Estou ciente de que a Corretora pode deixar de verificar a adequação de produtos, serviços e operações ao meu perfil nas hipóteses em que a regulamentação dispensa essa verificação para investidores profissionais.',
        'Reconheço que esses produtos podem ter baixa liquidez, alta complexidade e riscos elevados, incluindo a perda total do capital investido e a obrigação de aportar recursos adicionais.',
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
