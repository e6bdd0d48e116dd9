import { expect, test } from 'vitest';
import { SectionId } from '../../domain/api/section-id.ts';
import { STEPS } from '../../machines/onboarding/index.ts';
import { formatDuration, STEP_LABELS } from './labels.ts';

test("the queue's step names are the customer's stepper's", () => {
  expect(STEP_LABELS).toEqual({
    [SectionId.ADDRESS]: STEPS.address.label,
    [SectionId.DOCUMENTS_PF]: STEPS.documents.label,
    [SectionId.PERSONAL_DATA]: STEPS.details.label,
    [SectionId.COMPANY_DATA]: STEPS.companyData.label,
    [SectionId.DOCUMENTS_PJ]: STEPS.uploadDocuments.label,
    [SectionId.FINANCIAL_DATA]: STEPS.financialData.label,
    [SectionId.SUITABILITY]: STEPS.suitability.label,
    [SectionId.TERMS]: STEPS.terms.label,
  });
});

test('durations read in the largest units that fit', () => {
  expect([null, 42, 200, 3_900, 190_000].map(formatDuration)).toEqual(['—', '42 s', '3 min 20 s', '1 h 05 min', '2 d 4 h']);
});
