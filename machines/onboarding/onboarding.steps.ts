import type { SectionCompletion } from '../../domain/api/section.ts';
import { SectionId } from '../../domain/api/section-id.ts';
import type { PersonType } from '../../domain/constants.ts';
import { agreementsMachine } from '../agreements/index.ts';
import { cepLookupMachine } from '../cep-lookup/index.ts';
import { documentsMachine } from '../documents/index.ts';
import { finishMachine } from '../finish/index.ts';
import {
  addressSectionMachine,
  administratorsSectionMachine,
  assetManagersSectionMachine,
  bankAccountsSectionMachine,
  companyDataSectionMachine,
  complementaryDataSectionMachine,
  controllersSectionMachine,
  declarationDataSectionMachine,
  orderIssuersSectionMachine,
  patrimonySectionMachine,
  personalDataSectionMachine,
  procuratorsSectionMachine,
  representativesSectionMachine,
} from '../section/index.ts';
import { suitabilityMachine } from '../suitability/index.ts';

/** The wizard steps of spec §2, one state each. */
export const STEP_KEYS = [
  'address',
  'documents',
  'details',
  'companyData',
  'uploadDocuments',
  'financialData',
  'suitability',
  'terms',
  'finished',
] as const;
/** One wizard step (each is also a ViewKey). */
export type StepKey = (typeof STEP_KEYS)[number];

/**
 * Label and URL of every step (spec §2); details and companyData share the identification route. `title`, where
 * given, is the page's heading when the stepper's short label would not say what the page is: the PF documents step
 * is "Identificação" in the stepper (spec §2's label) and "Documentos de identificação" on its page (the route's
 * "identification documents"), so it is not mistaken for the personal data at /cadastrar/identificacao.
 */
export const STEPS: Record<StepKey, { label: string; path: string; title?: string }> = {
  address: { label: 'Endereço', path: '/cadastrar/endereco' },
  documents: { label: 'Identificação', path: '/cadastrar/documentos', title: 'Documentos de identificação' },
  details: { label: 'Dados Pessoais', path: '/cadastrar/identificacao' },
  companyData: { label: 'Dados da Empresa', path: '/cadastrar/identificacao' },
  uploadDocuments: { label: 'Envio de Documentos', path: '/cadastrar/envio-de-documentos' },
  financialData: { label: 'Dados Financeiros', path: '/cadastrar/dados-financeiros' },
  suitability: { label: 'Perfil de Investidor', path: '/cadastrar/suitability' },
  terms: { label: 'Termos', path: '/cadastrar/termos-e-assinatura' },
  finished: { label: 'Conclusão', path: '/cadastrar/concluido' },
};

/** Step order per person type (spec §2): individual (F) and legal entity (J). */
export const STEP_ORDERS: Record<PersonType, readonly StepKey[]> = {
  F: ['address', 'documents', 'details', 'financialData', 'suitability', 'terms', 'finished'],
  J: ['address', 'companyData', 'uploadDocuments', 'financialData', 'suitability', 'terms', 'finished'],
};

// Spec §2: the legal-entity upload route sends an individual to financial data.
// The PDF reader belongs to the terms step: opened by URL (a reload), it shows the terms step.
const STEP_ALIASES: Record<PersonType, Readonly<Record<string, StepKey>>> = {
  F: { '/cadastrar/envio-de-documentos': 'financialData', '/cadastrar/pdf': 'terms' },
  J: { '/cadastrar/pdf': 'terms' },
};

/** Index of the last step of every order (both orders have the same length). */
export const LAST_STEP_INDEX = STEP_ORDERS.F.length - 1;

/** The step at `index` of a person type's order, or undefined outside it. */
export function stepAt(personType: PersonType, index: number): StepKey | undefined {
  return STEP_ORDERS[personType][index];
}

/** Position of a step in a person type's order, or -1 when the step is not part of it. */
export function stepIndexOf(personType: PersonType, step: StepKey): number {
  return STEP_ORDERS[personType].indexOf(step);
}

/** The step a `/cadastrar/...` path opens for a person type, or undefined when it is not one of its steps. */
export function stepForPath(personType: PersonType, path: string): StepKey | undefined {
  return STEP_ORDERS[personType].find((step) => STEPS[step].path === path) ?? STEP_ALIASES[personType][path];
}

/** The stepper's view of a person type's order. */
export function wizardSteps(personType: PersonType) {
  return STEP_ORDERS[personType].map((key) => ({ key, ...STEPS[key] }));
}

/** The steps made of data areas: each area's section machine runs while the step shows. */
export const STEP_SECTIONS = {
  address: ['address'],
  details: ['personalData', 'complementaryData', 'declarationData'],
  companyData: [
    'companyData',
    'complementaryData',
    'declarationData',
    'orderIssuers',
    'representatives',
    'administrators',
    'controllers',
    'procurators',
    'assetManagers',
  ],
  financialData: ['bankAccounts', 'patrimony'],
} as const;

/** A step made of data areas. */
export type DataStep = keyof typeof STEP_SECTIONS;

/** A data area a step runs, by its invoke id (the actor is `<id>Section`). */
export type SectionChild = (typeof STEP_SECTIONS)[DataStep][number];

/** The section a data step completes (`step.complete`): POST /api/section with this id. */
export const STEP_SECTION_IDS: Record<DataStep, SectionId> = {
  address: SectionId.ADDRESS,
  details: SectionId.PERSONAL_DATA,
  companyData: SectionId.COMPANY_DATA,
  financialData: SectionId.FINANCIAL_DATA,
};

/** The section every step but the last completes: the data steps' and the step flows' (documents, profile, terms). */
export const STEP_SECTION_OF: Partial<Record<StepKey, SectionId>> = {
  ...STEP_SECTION_IDS,
  documents: SectionId.DOCUMENTS_PF,
  uploadDocuments: SectionId.DOCUMENTS_PJ,
  suitability: SectionId.SUITABILITY,
  terms: SectionId.TERMS,
};

/** Whether the server calls a step complete (the last step, which completes no section, never is). */
export function isStepComplete(completed: readonly number[], step: StepKey | undefined): boolean {
  const section = step && STEP_SECTION_OF[step];
  return section !== undefined && completed.includes(section);
}

/**
 * Whether the wizard may open the step at `index` of the person type's order: a step already passed, or one that
 * every step before it leads to complete (no skipping a step the server does not call complete).
 */
export function canReachStep(personType: PersonType, completed: readonly number[], index: number): boolean {
  const order = STEP_ORDERS[personType];
  return index >= 0 && index < order.length && order.slice(0, index).every((step) => isStepComplete(completed, step));
}

/** The step of a person type's order that completes a section (the checklist's links), if any. */
export function stepOfSection(personType: PersonType, sectionId: number): StepKey | undefined {
  return STEP_ORDERS[personType].find((step) => STEP_SECTION_OF[step] === sectionId);
}

/**
 * The child machines the wizard's steps invoke, by actor name (`<area>Section` for the data areas). The web app
 * provides each with its own actors bound, e.g. `addressSection: addressSectionMachine.provide({ actors })`.
 */
export const STEP_ACTORS = {
  addressSection: addressSectionMachine,
  personalDataSection: personalDataSectionMachine,
  companyDataSection: companyDataSectionMachine,
  complementaryDataSection: complementaryDataSectionMachine,
  declarationDataSection: declarationDataSectionMachine,
  orderIssuersSection: orderIssuersSectionMachine,
  representativesSection: representativesSectionMachine,
  administratorsSection: administratorsSectionMachine,
  controllersSection: controllersSectionMachine,
  procuratorsSection: procuratorsSectionMachine,
  assetManagersSection: assetManagersSectionMachine,
  bankAccountsSection: bankAccountsSectionMachine,
  patrimonySection: patrimonySectionMachine,
  documents: documentsMachine,
  suitability: suitabilityMachine,
  agreements: agreementsMachine,
  finish: finishMachine,
  /** The address step's CEP lookup (GET /api/address/cep/{cep}), which fills the address form. */
  cepLookup: cepLookupMachine,
};

/**
 * Where a resumed sign-up opens (issue 3: "resume at the first incomplete step"): the index, in the person type's
 * order, of the first step whose section is not completed; the last step when every one is.
 */
export function firstIncompleteStep(personType: PersonType, completed: readonly SectionCompletion[]): number {
  const done = completed.map((completion) => completion.SectionId);
  const order = STEP_ORDERS[personType];
  // The last step completes no section: it is where a file with every section complete resumes.
  const index = order.findIndex((step) => STEP_SECTION_OF[step] !== undefined && !isStepComplete(done, step));
  return index === -1 ? order.length - 1 : index;
}
