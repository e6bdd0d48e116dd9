import { isValidCnpj as libIsValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf as libIsValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { describe, expect, it } from 'vitest';
import { documentError, isValidCnpj, isValidCpf, normalizeDocument, onlyDigits } from './document.ts';

describe('normalizeDocument (spec §5: documents stripped before sending)', () => {
  it('strips masks and keeps the letters of an alphanumeric CNPJ in upper case', () => {
    expect(normalizeDocument('529.982.247-25')).toBe('52998224725');
    expect(normalizeDocument('12.ab3.45c/0001-95')).toBe('12AB345C000195');
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
  });
});

describe('CPF check digits', () => {
  it('accepts valid CPFs, masked or not', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('11144477735')).toBe(true);
  });
  it('rejects a wrong check digit, repeated digits and wrong lengths', () => {
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
  });
  it('agrees with @brazilian-utils on 2,000 random 11-digit strings', () => {
    for (let i = 0; i < 2000; i++) {
      const cpf = Array.from({ length: 11 }, () => Math.floor(Math.random() * 10)).join('');
      expect(isValidCpf(cpf), cpf).toBe(libIsValidCpf(cpf));
    }
  });
});

describe('CNPJ check digits (numeric and IN RFB 2.229/2024 alphanumeric)', () => {
  it('accepts a numeric CNPJ and the Receita Federal alphanumeric example', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
  });
  it('rejects wrong check digits, letters in the check digits and repeated characters', () => {
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('12ABC34501DE3A')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
  });
  it('agrees with @brazilian-utils (version 2) on 2,000 random alphanumeric bases with computed digits', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let i = 0; i < 2000; i++) {
      const base = Array.from({ length: 12 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
      const candidate = `${base}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
      expect(isValidCnpj(candidate), candidate).toBe(libIsValidCnpj(candidate, { version: 2 }));
    }
  });
});

describe('documentError (spec §5 messages)', () => {
  it('says the document is required when empty', () => {
    expect(documentError('', 'F')).toBe('CPF é obrigatório');
    expect(documentError('  ', 'J')).toBe('CNPJ é obrigatório');
  });
  it('says invalid for a length other than 11 (CPF) or 14 (CNPJ)', () => {
    expect(documentError('123', 'F')).toBe('CPF inválido');
    expect(documentError('52998224725', 'J')).toBe('CNPJ inválido');
    expect(documentError('11222333000181', 'F')).toBe('CPF inválido');
  });
  it('says invalid for wrong check digits and nothing for a valid document', () => {
    expect(documentError('52998224724', 'F')).toBe('CPF inválido');
    expect(documentError('529.982.247-25', 'F')).toBeUndefined();
    expect(documentError('12.ABC.345/01DE-35', 'J')).toBeUndefined();
  });
});
