import { QuestionType } from '../../../domain/api/profile.ts';
import type { QuestionnaireDefinition } from './questionnaire.ts';

const single = QuestionType.SINGLE;

/** The product class each answer of "Em quais destes produtos você já investiu?" (401) shows (0 none … 4 derivativos). */
export const PRODUCTS_TRADED: Record<number, number> = { 40101: 0, 40102: 1, 40103: 2, 40104: 3, 40105: 4 };

/**
 * The suitability questionnaire, version 2025.1 (Res. CVM 30, art. 3): objectives and horizon, risk tolerance,
 * financial situation, knowledge and experience. Each alternative scores 0–4; a multiple-choice question scores
 * its best chosen alternative.
 */
export const QUESTIONNAIRE_2025_1: QuestionnaireDefinition = {
  version: '2025.1',
  thresholds: { moderado: 15, arrojado: 26 },
  // Whoever would sell everything after a moderate fall cannot take a riskier profile, whatever the rest says.
  capToConservador: [20101],
  traded: PRODUCTS_TRADED,
  questions: [
    {
      id: 100,
      description: 'Objetivos de investimento',
      questions: [
        {
          id: 101,
          type: single,
          description: 'Qual é o principal objetivo dos seus investimentos?',
          alternatives: [
            { id: 10101, description: 'Preservar o meu patrimônio, sem aceitar perdas', points: 0 },
            { id: 10102, description: 'Ter uma renda complementar estável', points: 1 },
            { id: 10103, description: 'Fazer o patrimônio crescer, aceitando alguma oscilação', points: 3 },
            { id: 10104, description: 'Buscar a maior rentabilidade possível, aceitando perdas relevantes', points: 4 },
          ],
        },
        {
          id: 102,
          type: single,
          description: 'Por quanto tempo você pretende manter a maior parte dos seus investimentos?',
          alternatives: [
            { id: 10201, description: 'Menos de 1 ano', points: 0 },
            { id: 10202, description: 'De 1 a 3 anos', points: 1 },
            { id: 10203, description: 'De 3 a 5 anos', points: 3 },
            { id: 10204, description: 'Mais de 5 anos', points: 4 },
          ],
        },
      ],
    },
    {
      id: 200,
      description: 'Tolerância a risco',
      questions: [
        {
          id: 201,
          type: single,
          description: 'Se os seus investimentos caíssem 15% em um mês, o que você faria?',
          alternatives: [
            { id: 20101, description: 'Resgataria tudo para evitar novas perdas', points: 0 },
            { id: 20102, description: 'Resgataria uma parte', points: 1 },
            { id: 20103, description: 'Manteria os investimentos e aguardaria a recuperação', points: 3 },
            { id: 20104, description: 'Aproveitaria para investir mais', points: 4 },
          ],
        },
        {
          id: 202,
          type: single,
          description: 'Qual destas carteiras hipotéticas, com resultados possíveis em um ano, você escolheria?',
          alternatives: [
            { id: 20201, description: 'Ganho entre 5% e 8%, sem perdas', points: 0 },
            { id: 20202, description: 'Ganho de até 12% ou perda de até 3%', points: 1 },
            { id: 20203, description: 'Ganho de até 20% ou perda de até 10%', points: 3 },
            { id: 20204, description: 'Ganho de até 40% ou perda de até 25%', points: 4 },
          ],
        },
      ],
    },
    {
      id: 300,
      description: 'Situação financeira',
      questions: [
        {
          id: 301,
          type: single,
          description: 'Qual é a sua renda mensal (ou o faturamento mensal, para empresas)?',
          forPersonType: { F: 'Qual é a sua renda mensal?', J: 'Qual é o faturamento mensal da empresa?' },
          alternatives: [
            { id: 30101, description: 'Até R$ 5.000,00', points: 0 },
            { id: 30102, description: 'De R$ 5.000,01 a R$ 15.000,00', points: 1 },
            { id: 30103, description: 'De R$ 15.000,01 a R$ 50.000,00', points: 3 },
            { id: 30104, description: 'Acima de R$ 50.000,00', points: 4 },
          ],
        },
        {
          id: 302,
          type: single,
          description: 'Você pode precisar resgatar os recursos investidos para despesas nos próximos 12 meses?',
          alternatives: [
            { id: 30201, description: 'Sim, provavelmente a maior parte', points: 0 },
            { id: 30202, description: 'Talvez uma parte pequena', points: 2 },
            { id: 30203, description: 'Não, tenho reserva de emergência separada', points: 4 },
          ],
        },
      ],
    },
    {
      id: 400,
      description: 'Conhecimento e experiência',
      questions: [
        {
          id: 401,
          type: QuestionType.MULTIPLE,
          description: 'Em quais destes produtos você já investiu? Marque todos que se aplicam.',
          alternatives: [
            { id: 40101, description: 'Nenhum', points: 0, exclusive: true },
            { id: 40102, description: 'Poupança, CDB, LCI, LCA ou Tesouro Direto', points: 1 },
            { id: 40103, description: 'Fundos de investimento, debêntures ou fundos imobiliários', points: 2 },
            { id: 40104, description: 'Ações ou ETFs', points: 3 },
            { id: 40105, description: 'Derivativos (opções, futuros, termo) ou criptoativos', points: 4 },
          ],
        },
        {
          id: 402,
          type: single,
          description: 'Qual é a sua formação ou experiência no mercado financeiro?',
          alternatives: [
            { id: 40201, description: 'Nenhuma', points: 0 },
            { id: 40202, description: 'Conhecimento básico, por leitura ou cursos livres', points: 1 },
            { id: 40203, description: 'Formação ou experiência profissional na área financeira', points: 3 },
            { id: 40204, description: 'Certificação profissional do mercado (por exemplo CPA, CEA, CFP ou CNPI)', points: 4 },
          ],
        },
        {
          id: 403,
          type: single,
          description: 'Quantas operações com investimentos você fez nos últimos 12 meses?',
          alternatives: [
            { id: 40301, description: 'Nenhuma', points: 0 },
            { id: 40302, description: 'De 1 a 5', points: 1 },
            { id: 40303, description: 'De 6 a 20', points: 3 },
            { id: 40304, description: 'Mais de 20', points: 4 },
          ],
        },
      ],
    },
  ],
};
