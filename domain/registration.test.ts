import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ContinueResult } from './api/auth.ts';
import { type ContinueFlags, continueFlags, continueOutcome, type VerifyResponse } from './registration.ts';

const URL = 'http://parceiro.localhost:3000/novo-cadastro';
const verify = (status: number, isCurrentPartner = true, url: string | null = null): VerifyResponse => ({
  Exists: true,
  StatusRegistration: status,
  IsCurrentPartner: isCurrentPartner,
  PartnerRegistrationUrl: url,
});

describe('continueOutcome (spec §4, after the continue code)', () => {
  it.each([
    [verify(1), 'continue'],
    [verify(2), 'analyzing'],
    [verify(3), 'waitingDocuments'],
    [verify(4), 'completed'],
    [verify(5), 'analyzing'],
    [verify(4, false, URL), 'completed'],
    [verify(1, false, URL), 'otherPartner'],
    [verify(3, false, URL), 'otherPartner'],
  ] as const)('the flags of %o name %s', (answer, outcome) => {
    expect(continueOutcome(continueFlags(answer))).toBe(outcome);
  });

  it('reads a different partner without a URL by its status: there is nowhere to send the customer', () => {
    expect(continueOutcome({ ...continueFlags(verify(2)), differentPartner: true, differentPartnerUrl: null })).toBe('analyzing');
  });
});

describe('ContinueResult (the wire answer)', () => {
  it("carries exactly the continue flags of spec §3, an optional AccessToken and the other partner's name (ADR 224)", () => {
    expectTypeOf<Omit<ContinueResult, 'AccessToken' | 'differentPartnerName'>>().toEqualTypeOf<ContinueFlags>();
    const flags = continueFlags(verify(1));
    expect(v.parse(ContinueResult, { ...flags, AccessToken: 'a.b.c' })).toEqual({ ...flags, AccessToken: 'a.b.c' });
    expect(v.safeParse(ContinueResult, { ...flags, continue: 'yes' }).success).toBe(false);
  });
});
