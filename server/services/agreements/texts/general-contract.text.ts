import { Agreement, PROVIDER } from '../../../../domain/constants.ts';
import type { AgreementText } from './agreement-text.ts';

const signature =
  'Este contrato é firmado com a assinatura eletrônica pessoal do Cliente. A Corretora registra a data e a hora (UTC), o endereço IP, o navegador utilizado, a versão deste documento e o resumo criptográfico SHA-256 do seu conteúdo exato.';

/** The general contract (agreement type 1): account opening and intermediation of transactions. */
export const GENERAL_CONTRACT_2025_1: AgreementText = {
  agreementId: Agreement.GENERAL_CONTRACT_TYPE,
  fileType: Agreement.GENERAL_CONTRACT_TYPE,
  title: 'Contrato de Abertura de Conta e de Intermediação de Operações',
  subtitle: `Condições gerais entre o Cliente e a ${PROVIDER.name}`,
  version: '2025.1',
  publishedAt: '2025-01-15',
  sections: [
    {
      heading: '1. Partes e objeto',
      paragraphs: [
        `Este contrato é celebrado entre a ${PROVIDER.name} ("Corretora") e a pessoa natural ou jurídica identificada no cadastro ("Cliente"), e regula a abertura e a manutenção de conta e a intermediação, pela Corretora, de operações com títulos e valores mobiliários em nome do Cliente.`,
        'A conta pode ser aberta por meio de parceiros da Corretora; o parceiro apresenta a marca e o atendimento, e a Corretora é a responsável pelo cadastro, pela custódia e pela execução das operações.',
      ],
    },
    {
      heading: '2. Cadastro',
      paragraphs: [
        'O Cliente declara que as informações prestadas no cadastro são verdadeiras, completas e atuais, e se compromete a atualizá-las sempre que houver alteração e, no máximo, a cada 24 (vinte e quatro) meses.',
        'A Corretora pode solicitar documentos adicionais, recusar ou encerrar o cadastro nas hipóteses previstas na regulamentação, inclusive para prevenção à lavagem de dinheiro e ao financiamento do terrorismo.',
      ],
    },
    {
      heading: '3. Ordens e operações',
      paragraphs: [
        'As ordens serão transmitidas pelos canais disponibilizados pela Corretora e executadas conforme as Regras e Parâmetros de Atuação, que integram este contrato.',
        'O Cliente pode autorizar procuradores ou administradores a transmitir ordens em seu nome, mediante documentação aceita pela Corretora, respondendo pelas ordens que eles transmitirem.',
      ],
    },
    {
      heading: '4. Adequação ao perfil (suitability)',
      paragraphs: [
        'A Corretora verificará a adequação dos produtos, serviços e operações ao perfil de investidor do Cliente, apurado em questionário próprio, nos termos da Resolução CVM nº 30/2021. O Cliente deve manter o seu perfil atualizado.',
      ],
    },
    {
      heading: '5. Custos, liquidação e custódia',
      paragraphs: [
        'Os custos aplicáveis estão divulgados no site da Corretora. Os recursos e ativos do Cliente são mantidos em contas segregadas e custodiados em entidades autorizadas.',
      ],
    },
    {
      heading: '6. Dados pessoais',
      paragraphs: [
        'A Corretora trata os dados pessoais do Cliente para executar este contrato e cumprir obrigações legais e regulatórias, nos termos da Lei nº 13.709/2018 (LGPD). O Cliente pode exercer os direitos de titular pelos canais de atendimento.',
      ],
    },
    {
      heading: '7. Vigência e encerramento',
      paragraphs: [
        'Este contrato vigora por prazo indeterminado e pode ser rescindido por qualquer das partes mediante aviso, respeitadas a liquidação das operações pendentes e a transferência ou o resgate dos ativos.',
        'Fica eleito o foro do domicílio do Cliente para dirimir controvérsias oriundas deste contrato.',
      ],
    },
    { heading: '8. Assinatura eletrônica', paragraphs: [signature] },
  ],
};
