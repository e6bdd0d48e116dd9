import { describe, expect, it } from 'vitest';
import { resolveAdvisor } from './knowledge.ts';
import { PRIVACY_NOTICE_VERSION } from './privacy.ts';
import { continueFlags, registrationOutcome } from './registration.ts';
import { toBasicDataBody } from './signup.ts';

const sources = [
  { Value: 1, Description: 'Google', AdvisorId: null, Items: [] },
  { Value: 2, Description: 'Indicação de assessor', AdvisorId: null, Items: [{ KnowledgeId: 21, Description: 'Ana Souza', AdvisorId: 7 }] },
];
const own = { id: 1, isOwnPartner: true, advisorId: 100, officeId: 200 };

describe('advisor rule (spec §5, ADR 140)', () => {
  it("takes the sign-up link's advisor first, then the advisor of the chosen option", () => {
    expect(resolveAdvisor({ linkAdvisorId: 9, optionAdvisorId: 7, partner: own })).toEqual({ AdvisorId: 9 });
    expect(resolveAdvisor({ linkAdvisorId: 9, optionAdvisorId: null, partner: own })).toEqual({ AdvisorId: 9 });
    expect(resolveAdvisor({ linkAdvisorId: null, optionAdvisorId: 7, partner: own })).toEqual({ AdvisorId: 7 });
  });
  it("never adds the own partner's office to a chosen advisor", () => {
    expect(resolveAdvisor({ linkAdvisorId: 9, optionAdvisorId: null, partner: own })).not.toHaveProperty('OfficeId');
  });
  it("applies the partner's advisor and office only for the product's own partner with no advisor chosen", () => {
    expect(resolveAdvisor({ linkAdvisorId: null, optionAdvisorId: null, partner: own })).toEqual({ AdvisorId: 100, OfficeId: 200 });
    expect(resolveAdvisor({ linkAdvisorId: null, optionAdvisorId: null, partner: { ...own, isOwnPartner: false } })).toEqual({});
    expect(resolveAdvisor({ linkAdvisorId: 9, optionAdvisorId: null, partner: { ...own, isOwnPartner: false } })).toEqual({ AdvisorId: 9 });
  });
});

describe('toBasicDataBody (spec §5 transformations)', () => {
  it('strips the document, splits the phone, converts the date and applies the knowledge option', () => {
    const form = {
      name: ' Ana  Lima ',
      document: '529.982.247-25',
      birthDate: '15/03/1990',
      email: ' Ana@Example.com ',
      emailConfirmation: 'ana@example.com',
      phone: '(21) 99876-5432',
      phoneConfirmation: '(21) 99876-5432',
      knowledgeId: '21',
    };
    const ctx = {
      personType: 'F',
      partner: own,
      registerUrl: 'localhost:3000',
      channelId: 1,
      knowledgeSources: sources,
      linkAdvisorId: null,
    } as const;
    expect(toBasicDataBody(form, ctx)).toEqual({
      CpfCnpj: '52998224725',
      BirthDate: '1990-03-15',
      Email: 'ana@example.com',
      MobilePhonePrefix: '21',
      MobilePhoneNumber: '998765432',
      PersonType: 'F',
      Name: 'Ana Lima',
      AdvisorId: 7,
      PartnerId: 1,
      RegisterUrl: 'localhost:3000',
      ChannelId: 1,
      KnowledgeId: 21,
      PrivacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      MarketingConsent: false,
    });
    expect(toBasicDataBody({ ...form, marketingConsent: true }, ctx)).toMatchObject({ MarketingConsent: true });
    // The link's advisor wins over the option's; the knowledge id stays the chosen option.
    expect(toBasicDataBody(form, { ...ctx, linkAdvisorId: 9 })).toMatchObject({ AdvisorId: 9, KnowledgeId: 21 });
  });
});

describe('registrationOutcome (spec §4, in order)', () => {
  const verify = (
    Exists: boolean,
    StatusRegistration: number | null,
    IsCurrentPartner = true,
    PartnerRegistrationUrl: string | null = null,
  ) => ({
    Exists,
    StatusRegistration,
    IsCurrentPartner,
    PartnerRegistrationUrl,
  });
  it.each([
    [verify(false, null), 'new'],
    [verify(true, 4, false, 'http://parceiro.localhost:3000/novo-cadastro'), 'completed'],
    [verify(true, 1, false, 'http://parceiro.localhost:3000/novo-cadastro'), 'otherPartner'],
    [verify(true, 1), 'continue'],
    [verify(true, 3), 'waitingDocuments'],
    [verify(true, 2), 'analyzing'],
    [verify(true, 5), 'rejected'],
    [verify(true, 1, false, null), 'continue'],
  ] as const)('%o → %s', (answer, outcome) => {
    expect(registrationOutcome(answer)).toBe(outcome);
  });
  it('derives the continue flags of spec §3', () => {
    expect(continueFlags(verify(true, 1, false, 'http://x'))).toEqual({
      continue: false,
      analyzing: false,
      rejected: false,
      completed: false,
      exists: true,
      waitingDocuments: false,
      differentPartner: true,
      differentPartnerUrl: 'http://x',
    });
  });
});
