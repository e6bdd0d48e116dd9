import type { PersonType } from '../../domain/index.ts';
import type { WizardStep } from './onboarding.types.ts';

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

/** Label and URL of every step (spec §2); details and companyData share the identification route. */
export const STEPS: Record<StepKey, { label: string; path: string }> = {
  address: { label: 'Endereço', path: '/cadastrar/endereco' },
  documents: { label: 'Identificação', path: '/cadastrar/documentos' },
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
export function wizardSteps(personType: PersonType): WizardStep[] {
  return STEP_ORDERS[personType].map((key) => ({ key, ...STEPS[key] }));
}
