import { describe, expect, test } from 'vitest';
import { SectionId } from '../../domain/api/section.ts';
import { firstIncompleteStep } from './onboarding.steps.ts';

const done = (...ids: number[]) => ids.map((SectionId) => ({ ClientId: 1, SectionId, CompletedAt: '2025-06-01T00:00:00Z' }));

describe('resume point of a continued sign-up', () => {
  test('nothing completed resumes at the address', () => {
    expect(firstIncompleteStep('F', [])).toBe(0);
    expect(firstIncompleteStep('J', [])).toBe(0);
  });

  test('the first step of the order whose section is not completed, whatever was completed after it', () => {
    expect(firstIncompleteStep('F', done(SectionId.ADDRESS, SectionId.PERSONAL_DATA))).toBe(1);
    expect(firstIncompleteStep('F', done(SectionId.ADDRESS, SectionId.DOCUMENTS_PF))).toBe(2);
    // A PF documents section does not count for a PJ order (105 there).
    expect(firstIncompleteStep('J', done(SectionId.ADDRESS, SectionId.COMPANY_DATA, SectionId.DOCUMENTS_PF))).toBe(2);
  });

  test('every section completed resumes at the last step (Conclusão)', () => {
    const all = done(
      SectionId.ADDRESS,
      SectionId.COMPANY_DATA,
      SectionId.DOCUMENTS_PJ,
      SectionId.FINANCIAL_DATA,
      SectionId.SUITABILITY,
      SectionId.TERMS,
    );
    expect(firstIncompleteStep('J', all)).toBe(6);
  });
});
