import { getStates } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { CEP_RANGES, isCepInState, normalizeCep, stateIdOfUf, stateOfCep } from './cep.ts';

describe('CEP ranges per state', () => {
  it('names each of the 27 states once, with the IBGE code and abbreviation of the official list', () => {
    const official = getStates().map((state) => [state.ibgeCode, state.code]);
    const ours = Object.entries(CEP_RANGES).map(([id, state]) => [Number(id), state.uf]);
    expect(ours.sort()).toEqual(official.sort());
  });

  it('covers every prefix from 01000 to 99999 exactly once (no gap, no overlap)', () => {
    const owners = new Map<number, number>();
    const overlaps: number[] = [];
    for (const [id, { ranges }] of Object.entries(CEP_RANGES))
      for (const [first, last] of ranges)
        for (let prefix = first; prefix <= last; prefix++) {
          if (owners.has(prefix)) overlaps.push(prefix);
          owners.set(prefix, Number(id));
        }
    expect(overlaps).toEqual([]);
    expect(owners.size).toBe(99_000);
    expect(Math.min(...owners.keys())).toBe(1000);
  });

  it.each([
    ['01310100', 35, 'SP (Avenida Paulista)'],
    ['19999999', 35, 'last CEP of SP'],
    ['20040020', 33, 'RJ (Centro)'],
    ['29000000', 32, 'first CEP of ES'],
    ['40010000', 29, 'BA'],
    ['69301000', 14, 'RR inside the AM prefixes'],
    ['69900000', 12, 'AC'],
    ['68900000', 16, 'AP'],
    ['70040010', 53, 'DF (Brasília)'],
    ['72800000', 52, 'GO between the two DF ranges'],
    ['73000000', 53, 'DF second range'],
    ['73700000', 52, 'GO second range'],
    ['76800000', 11, 'RO inside the GO prefixes'],
    ['77000000', 17, 'TO'],
    ['78899999', 51, 'last CEP of MT'],
    ['78900000', 11, 'RO second range, after MT'],
    ['99999999', 43, 'last CEP of RS'],
  ])('places %s in state %i (%s)', (cep, stateId) => {
    expect(stateOfCep(cep)).toBe(stateId);
    expect(isCepInState(cep, stateId)).toBe(true);
  });

  it('places no state on CEPs below 01000-000 or malformed input', () => {
    for (const cep of ['00000000', '00999999', '0131010', '013101000', 'abcdefgh', '']) expect(stateOfCep(cep), cep).toBeNull();
  });

  it('refuses a CEP of another state', () => {
    expect(isCepInState('01310100', 33)).toBe(false);
    expect(isCepInState('20040020', 35)).toBe(false);
    expect(isCepInState('70040010', 52)).toBe(false);
  });

  it('normalizes 8 digits with or without the hyphen, nothing else', () => {
    expect(normalizeCep('01310-100')).toBe('01310100');
    expect(normalizeCep(' 01310100 ')).toBe('01310100');
    for (const text of ['01310 100', '0131-0100', '1310100', '013101001', '01.310-100', '０１３１０１００', '01310-10a'])
      expect(normalizeCep(text), text).toBeNull();
  });

  it('maps an abbreviation to its IBGE code', () => {
    expect(stateIdOfUf('SP')).toBe(35);
    expect(stateIdOfUf('df')).toBe(53);
    expect(stateIdOfUf('XX')).toBeNull();
  });
});
