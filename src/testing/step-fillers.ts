import type { UserEvent } from '@testing-library/user-event';
import type { DataStep } from '../../machines/onboarding/index.ts';
import { fillAddress, fillFinancialData } from './address-financial-fillers.ts';
import { fillCompanyData, fillDetails } from './identification-fillers.ts';

/**
 * How the root path suite (src/flows/onboarding.paths.test.tsx) completes a data step whose view has its own form:
 * it fills the form with valid data through Testing Library, then clicks "Salvar e continuar" (the view saves its
 * sections — the suite's section fakes accept every post — and sends `step.complete`). A step without a filler is
 * completed by that click alone.
 */
export const STEP_FILLERS: Partial<Record<DataStep, (user: UserEvent) => Promise<void>>> = {
  address: fillAddress,
  details: fillDetails,
  companyData: fillCompanyData,
  financialData: fillFinancialData,
};
