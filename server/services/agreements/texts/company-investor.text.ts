import { Agreement, PersonType, PROVIDER } from '../../../../domain/constants.ts';
import type { PdfSection } from '../../../lib/documents/pdf.ts';
import type { AgreementText } from './agreement-text.ts';

// A company declares through whoever represents it: the texts speak of "a titular" (Res. CVM 30, Anexos A and B, in
// the third person), and the signature is its representative's.
const VERSION = { version: '2026.1-PJ', publishedAt: '2026-11-26', personType: PersonType.J } as const;

const declaring = (article: string, annex: string, amount: string, kind: string): string =>
  `A titular da conta, pessoa jurídica identificada no cadastro mantido pela ${PROVIDER.name} ("Corretora"), neste ato representada na forma do seu contrato ou estatuto social, declara, sob as penas da lei, para os fins do artigo ${article} da Resolução CVM nº 30/2021 e na forma do seu Anexo ${annex}, que possui investimentos financeiros em valor superior a ${amount} e afirma sua condição de investidor ${kind}.`;

const knowledge = (kinds: string): string =>
  `A titular declara possuir conhecimento sobre o mercado financeiro suficiente para que não lhe sejam aplicáveis um conjunto de proteções legais e regulamentares conferidas aos investidores que não sejam investidores ${kinds}, e atesta ser capaz de entender e ponderar os riscos financeiros relacionados à aplicação de seus recursos em valores mobiliários que só podem ser adquiridos por investidores ${kinds}.`;

const CLOSING: PdfSection[] = [
  {
    heading: '3. Compromissos',
    paragraphs: [
      'A titular compromete-se a informar imediatamente a Corretora caso deixe de atender aos requisitos desta declaração, e a apresentar, quando solicitado, documentos que comprovem o valor dos seus investimentos financeiros.',
      'Esta declaração permanece válida até que a titular a revogue por escrito, por quem a represente, ou até que a Corretora solicite sua renovação.',
    ],
  },
  {
    heading: '4. Assinatura eletrônica',
    paragraphs: [
      'Esta declaração é firmada em nome da titular com a assinatura eletrônica de quem a representa no cadastro, que declara ter poderes para assiná-la. A Corretora registra a data e a hora (UTC), o endereço IP, o navegador utilizado, a versão deste documento e o resumo criptográfico SHA-256 do seu conteúdo exato, que identificam de forma inequívoca o documento assinado.',
    ],
  },
];

/** Declaration of qualified investor for a company (Res. CVM 30, art. 12: financial investments above R$ 1 milhão). */
export const QUALIFIED_INVESTOR_PJ_2026_1: AgreementText = {
  agreementId: Agreement.QUALIFIED_INVESTOR_ID,
  fileType: Agreement.QUALIFIED_INVESTOR_FILE_TYPE,
  title: 'Declaração de Investidor Qualificado',
  subtitle:
    'Termo de ciência e declaração da condição de investidor qualificado de pessoa jurídica, nos termos da Resolução CVM nº 30/2021',
  ...VERSION,
  sections: [
    {
      heading: '1. Declaração',
      paragraphs: [declaring('12', 'B', 'R$ 1.000.000,00 (um milhão de reais)', 'qualificado'), knowledge('qualificados')],
    },
    {
      heading: '2. Ciência dos riscos e das diferenças de tratamento',
      paragraphs: [
        'A titular está ciente de que, como investidor qualificado, pode ter acesso a produtos e valores mobiliários distribuídos exclusivamente a investidores qualificados, cujas ofertas podem dispensar registro, prospecto, lâmina ou outros documentos exigidos nas ofertas ao público em geral.',
        'A titular está ciente de que esses produtos podem ter menor liquidez, maior complexidade e riscos mais elevados, incluindo a perda total do capital investido e, em alguns casos, a obrigação de aportar recursos adicionais.',
        'A titular reconhece que a avaliação do seu perfil de investidor (suitability) continua obrigatória e que a Corretora não lhe recomendará produtos incompatíveis com esse perfil.',
      ],
    },
    ...CLOSING,
  ],
};

/** Declaration of professional investor for a company (Res. CVM 30, art. 11: financial investments above R$ 10 milhões). */
export const PROFESSIONAL_INVESTOR_PJ_2026_1: AgreementText = {
  agreementId: Agreement.PROFESSIONAL_INVESTOR_ID,
  fileType: Agreement.PROFESSIONAL_INVESTOR_FILE_TYPE,
  title: 'Declaração de Investidor Profissional',
  subtitle:
    'Termo de ciência e declaração da condição de investidor profissional de pessoa jurídica, nos termos da Resolução CVM nº 30/2021',
  ...VERSION,
  sections: [
    {
      heading: '1. Declaração',
      paragraphs: [declaring('11', 'A', 'R$ 10.000.000,00 (dez milhões de reais)', 'profissional'), knowledge('profissionais')],
    },
    {
      heading: '2. Ciência dos riscos e das diferenças de tratamento',
      paragraphs: [
        'A titular está ciente de que, como investidor profissional, pode ter acesso a produtos e valores mobiliários distribuídos exclusivamente a investidores profissionais ou qualificados, cujas ofertas podem dispensar registro, prospecto, lâmina e outros documentos e proteções exigidos nas ofertas ao público em geral.',
        'A titular está ciente de que a Corretora pode deixar de verificar a adequação de produtos, serviços e operações ao seu perfil nas hipóteses em que a regulamentação dispensa essa verificação para investidores profissionais.',
        'A titular reconhece que esses produtos podem ter baixa liquidez, alta complexidade e riscos elevados, incluindo a perda total do capital investido e a obrigação de aportar recursos adicionais.',
      ],
    },
    ...CLOSING,
  ],
};
