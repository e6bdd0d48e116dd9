import { PROVIDER } from '../../../../domain/constants.ts';
import type { AgreementText } from './agreement-text.ts';

/** Companion 28 of the general contract: the broker's operating rules (Regras e Parâmetros de Atuação). */
export const OPERATING_RULES_2025_1: AgreementText = {
  agreementId: 28,
  fileType: 28,
  title: 'Regras e Parâmetros de Atuação',
  subtitle: `Termo de adesão às regras de atuação da ${PROVIDER.name} no recebimento, registro e execução de ordens`,
  version: '2025.1',
  publishedAt: '2025-01-15',
  sections: [
    {
      heading: '1. Recebimento e registro de ordens',
      paragraphs: [
        'A Corretora recebe ordens por meio das suas plataformas eletrônicas e dos canais de atendimento indicados no seu site. Toda ordem é registrada com data, hora, cliente, ativo, quantidade, preço e tipo.',
        'Ordens transmitidas por telefone são gravadas. A Corretora pode recusar ordens incompatíveis com o perfil, com os limites operacionais ou com a regulamentação.',
      ],
    },
    {
      heading: '2. Tipos de ordem e prazo de validade',
      paragraphs: [
        'São aceitas ordens a mercado, limitadas, de stop e as demais disponibilizadas na plataforma. Salvo indicação em contrário, a ordem vale apenas para o pregão em que foi transmitida.',
      ],
    },
    {
      heading: '3. Execução e distribuição',
      paragraphs: [
        'A Corretora busca a melhor execução disponível, considerando preço, custo, rapidez, probabilidade de execução e liquidação. A distribuição de negócios obedece à ordem cronológica de recebimento.',
      ],
    },
    {
      heading: '4. Limites, garantias e liquidação',
      paragraphs: [
        'A Corretora pode estabelecer limites operacionais e exigir garantias. Na falta de recursos para liquidação, a Corretora pode vender ativos do Cliente e utilizar garantias para cobrir o saldo devedor.',
      ],
    },
    {
      heading: '5. Declaração de adesão',
      paragraphs: [
        'O Cliente declara ter lido estas Regras e Parâmetros de Atuação, que integram o Contrato de Abertura de Conta e de Intermediação de Operações, e com elas concorda, firmando esta adesão com a sua assinatura eletrônica pessoal.',
      ],
    },
  ],
};
