import { describe, expect, test } from 'vitest';
import { SectionId } from '../../domain/api/section.ts';
import { ROW } from '../../machines/offer-coordination/offer-coordination.fixtures.ts';
import { currentStepLabel } from './offer-coordination.api.ts';
import { OFFER_MANAGER_SESSION_KEY, offerManagerSession } from './offer-manager-session.ts';

describe('currentStepLabel', () => {
  test('names the first incomplete step of the person type, as the stepper does', () => {
    expect(currentStepLabel({ ...ROW, PersonType: 'J', CompletedSections: [] })).toBe('Endereço');
    expect(currentStepLabel({ ...ROW, PersonType: 'J', CompletedSections: [SectionId.ADDRESS] })).toBe('Dados da Empresa');
    expect(currentStepLabel({ ...ROW, PersonType: 'F', CompletedSections: [SectionId.ADDRESS, SectionId.DOCUMENTS_PF] })).toBe(
      'Dados Pessoais',
    );
    // A PJ's documents section does not count for an individual.
    expect(currentStepLabel({ ...ROW, PersonType: 'F', CompletedSections: [SectionId.ADDRESS, SectionId.DOCUMENTS_PJ] })).toBe(
      'Identificação',
    );
    const all = [1, 2, 3, 4, 5, SectionId.DOCUMENTS_PF];
    expect(currentStepLabel({ ...ROW, PersonType: 'F', CompletedSections: all })).toBe('Conclusão');
  });
});

describe('offerManagerSession', () => {
  test('keeps the token under its own key, apart from the customer session', () => {
    window.sessionStorage.setItem('onboarding.session', 'customer');
    const session = offerManagerSession(window.sessionStorage);
    expect(session.read()).toBeNull();
    session.remember('manager-token');
    expect(window.sessionStorage.getItem(OFFER_MANAGER_SESSION_KEY)).toBe('manager-token');
    expect(session.read()).toBe('manager-token');
    session.forget();
    expect(session.read()).toBeNull();
    expect(window.sessionStorage.getItem('onboarding.session')).toBe('customer');
    window.sessionStorage.clear();
  });

  test('a blocked or missing storage keeps nothing and throws nothing', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    for (const session of [offerManagerSession(blocked), offerManagerSession(undefined)]) {
      session.remember('token');
      expect(session.read()).toBeNull();
      session.forget();
    }
  });
});
