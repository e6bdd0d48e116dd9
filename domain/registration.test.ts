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
    [verify(5), 'rejected'],
    [verify(5, false, URL), 'otherPartner'],
    [verify(4, false, URL), 'completed'],
    [verify(1, false, URL), 'otherPartner'],
    [verify(3, false, URL), 'otherPartner'],
  ] as const)('the flags of %o name %s', (answer, outcome) => {
    expect(continueOutcome(continueFlags(answer))).toBe(outcome);
  });

  it('reads a different partner without a URL by its status: there is nowhere to send the customer', () => {
    expect(continueOutcome({ ...continueFlags(verify(2)), differentPartner: true, differentPartnerUrl: null })).toBe('analyzing');
  });

  it('reads an answer without the rejected flag (spec §3 alone) as under analysis', () => {
    const { rejected: _rejected, ...spec } = continueFlags(verify(2));
    expect(continueOutcome(spec)).toBe('analyzing');
    expect(continueFlags(verify(5))).toMatchObject({ rejected: true, analyzing: false });
  });
});

describe('ContinueResult (the wire answer)', () => {
  it("carries exactly the continue flags of spec §3, an optional AccessToken, the other partner's name (ADR 224) and rejected (ADR 225)", () => {
    type Flags = Omit<ContinueResult, 'AccessToken' | 'differentPartnerName' | 'rejected'>;
    expectTypeOf<Flags>().toEqualTypeOf<Omit<ContinueFlags, 'rejected'>>();
    expectTypeOf<ContinueResult['rejected']>().toEqualTypeOf<boolean | undefined>();
    const flags = continueFlags(verify(1));
    expect(v.parse(ContinueResult, { ...flags, AccessToken: 'a.b.c' })).toEqual({ ...flags, AccessToken: 'a.b.c' });
    expect(v.safeParse(ContinueResult, { ...flags, continue: 'yes' }).success).toBe(false);
  });
});
