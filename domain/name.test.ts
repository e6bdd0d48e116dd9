import { describe, expect, it } from 'vitest';
import { decodeAccessToken } from './auth.ts';
import { nameComparisonKey, normalizeName } from './name.ts';
import { AREA_CODES, combinePhone, isValidMobilePhone, splitPhone } from './phone.ts';

describe('names (spec §5)', () => {
  it('normalises whitespace before sending', () => {
    expect(normalizeName('  João   da  Silva ')).toBe('João da Silva');
  });
  it('compares names without accents, non-letters or case', () => {
    expect(nameComparisonKey("João D'Ávila-Souza 2")).toBe('joaodavilasouza');
  });
});

describe('phones (spec §5, §9)', () => {
  it('splits the first 2 digits as prefix and combines them back on read', () => {
    expect(splitPhone('(11) 98765-4321')).toEqual({ MobilePhonePrefix: '11', MobilePhoneNumber: '987654321' });
    expect(combinePhone('11', '987654321')).toBe('11987654321');
  });
  it('accepts only Brazilian mobile numbers', () => {
    expect(isValidMobilePhone('(11) 98765-4321')).toBe(true);
    expect(isValidMobilePhone('(11) 3876-4321')).toBe(false);
    expect(isValidMobilePhone('(01) 98765-4321')).toBe(false);
  });
  it('knows the 67 area codes in use: none of the 14 unassigned two-digit codes passes', () => {
    expect(AREA_CODES.size).toBe(67);
    const unassigned = ['23', '25', '26', '29', '36', '39', '52', '56', '57', '58', '59', '72', '76', '78'];
    expect(unassigned.filter((ddd) => isValidMobilePhone(`${ddd}987654321`))).toEqual([]);
    expect(['11', '21', '27', '38', '49', '55', '69', '79', '89', '99'].every((ddd) => isValidMobilePhone(`${ddd}987654321`))).toBe(true);
  });
});

describe('decodeAccessToken (spec §3: AccessToken decoded into ClientId and UserId)', () => {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it('reads the ids of a JWT payload', () => {
    const token = `${encode({ alg: 'HS256' })}.${encode({ ClientId: 5, UserId: 6, PartnerId: 1, PersonType: 'F', scope: 'onboarding', exp: 1 })}.sig`;
    expect(decodeAccessToken(token)).toMatchObject({ ClientId: 5, UserId: 6 });
  });
  it('returns undefined for garbage', () => {
    expect(decodeAccessToken('not-a-token')).toBeUndefined();
    expect(decodeAccessToken(`a.${encode({ sub: 'x' })}.c`)).toBeUndefined();
  });
});
