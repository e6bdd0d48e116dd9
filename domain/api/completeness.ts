import * as v from 'valibot';
import { SectionId } from './section-id.ts';

/**
 * The key of each section in a 409's `Errors` (finalize, section completion): `{ Address: ['…'], Terms: ['…'] }`.
 * Both documents sections (8 PF, 105 PJ) answer as `Documents`.
 */
export const SECTION_ERROR_KEYS: Record<SectionId, string> = {
  [SectionId.ADDRESS]: 'Address',
  [SectionId.PERSONAL_DATA]: 'PersonalData',
  [SectionId.COMPANY_DATA]: 'CompanyData',
  [SectionId.DOCUMENTS_PF]: 'Documents',
  [SectionId.DOCUMENTS_PJ]: 'Documents',
  [SectionId.FINANCIAL_DATA]: 'FinancialData',
  [SectionId.SUITABILITY]: 'Suitability',
  [SectionId.TERMS]: 'Terms',
};

/** One section of a client's file as the server judges it: complete, or what is missing (pt-BR, one item a line). */
export const SectionCompleteness = v.object({ SectionId: v.number(), Complete: v.boolean(), Missing: v.array(v.string()) });
export type SectionCompleteness = v.InferOutput<typeof SectionCompleteness>;

/**
 * Answer of GET /api/client/{id}/completeness (ours, DESIGN §5): whether the file may be finalized, and each section
 * of the person type's order (address, identification, documents, financial data, suitability, terms) with what it
 * lacks. The same service decides finalize and POST /api/section, so browser and server never disagree.
 */
export const Completeness = v.object({
  ClientId: v.number(),
  StatusRegistration: v.number(),
  Complete: v.boolean(),
  Sections: v.array(SectionCompleteness),
});
export type Completeness = v.InferOutput<typeof Completeness>;

/** pt-BR answers of the completeness rules (ours): what a section lacks, one short phrase a customer understands. */
export const CompletenessMessages = {
  fileIncomplete: 'Seu cadastro ainda tem pendências. Complete os itens indicados para enviá-lo para análise.',
  sectionIncomplete: 'Esta etapa ainda tem pendências. Complete os itens indicados para continuar.',
  address: 'Endereço não informado',
  personalData: 'Dados pessoais não informados',
  companyData: 'Dados da empresa não informados',
  complementaryData: 'Dados complementares não informados',
  declarations: 'Declarações não informadas',
  // Only the company step lists procurators and administrators.
  procurator: 'Nenhum procurador cadastrado (a empresa autorizou ordens por procurador)',
  administrator: 'Nenhum administrador cadastrado (a empresa autorizou ordens por administrador)',
  representative: 'Nenhum representante cadastrado',
  document: (description: string) => `Documento não enviado: ${description}`,
  bankAccount: 'Nenhuma conta bancária cadastrada',
  patrimony: 'Patrimônio não informado',
  suitability: 'Questionário de perfil de investidor não respondido',
  suitabilityOutdated: 'Questionário de perfil de investidor atualizado: responda a nova versão',
  password: 'Senha não criada',
  signature: 'Assinatura eletrônica não criada',
  /** By agreement id (spec §9): the batch 1, 28, 57 and the investor declarations 33, 34. */
  agreements: {
    1: 'Contrato de abertura de conta não assinado',
    28: 'Regras e parâmetros de atuação não assinados',
    57: 'Termo de ciência de riscos não assinado',
    33: 'Declaração de investidor qualificado não assinada',
    34: 'Declaração de investidor profissional não assinada',
  } as Record<number, string>,
} as const;
