import { describe, expect, test } from 'vitest';
import { loadBanks } from './places.ts';
import { properCaseName, sentenceCase } from './proper-case.ts';

describe('properCaseName', () => {
  test('shouted and half-shouted names read as names; legal forms, acronyms and connectors keep their usual spelling', () => {
    expect(properCaseName('PICPAY INSTITUIçãO DE PAGAMENTO S.A.')).toBe('PicPay Instituição de Pagamento S.A.');
    expect(properCaseName('CM CAPITAL MARKETS CCTVM LTDA')).toBe('CM Capital Markets CCTVM Ltda.');
    expect(properCaseName('UBS BB CORRETORA DE CÂMBIO, TÍTULOS E VALORES MOBILIÁRIOS S.A.')).toBe(
      'UBS BB Corretora de Câmbio, Títulos e Valores Mobiliários S.A.',
    );
    expect(properCaseName('BANCO C6 S.A.')).toBe('Banco C6 S.A.');
    expect(properCaseName('COOPERATIVA DE CRÉDITO - SICOOB CREDITRAN')).toBe('Cooperativa de Crédito - Sicoob Creditran');
  });

  test("brands keep their owners' spelling and the legal forms their dots, in any casing", () => {
    expect(properCaseName('PAGSEGURO INTERNET INSTITUIÇÃO DE PAGAMENTO S.A.')).toBe('PagSeguro Internet Instituição de Pagamento S.A.');
    expect(properCaseName('IFOOD PAGO INSTITUIÇÃO DE PAGAMENTO S.A.')).toBe('iFood Pago Instituição de Pagamento S.A.');
    expect(properCaseName('Bbva Brasil Banco de Investimento S.A.')).toBe('BBVA Brasil Banco de Investimento S.A.');
    expect(properCaseName('FFCRED SOCIEDADE DE CRÉDITO DIRETO S.A..')).toBe('Ffcred Sociedade de Crédito Direto S.A.');
    expect(properCaseName('KANASTRA FINANCEIRA S.A, CREDITO, FINANCIAMENTO E INVESTIMENTO')).toBe(
      'Kanastra Financeira S.A., Credito, Financiamento e Investimento',
    );
    const names = loadBanks().map((bank) => bank.Description);
    expect(names.filter((name) => /\bS\.a\b|S\.A\.\.|Picpay|Pagseguro/.test(name))).toEqual([]);
    expect(names).toContain('PicPay Instituição de Pagamento S.A.');
  });

  test('a name already in mixed case is kept', () => {
    expect(properCaseName('Banco do Brasil S.A.')).toBe('Banco do Brasil S.A.');
    expect(properCaseName('BNY Mellon Banco S.A.')).toBe('BNY Mellon Banco S.A.');
  });

  test('the bank list has no shouted word left (a capitalised word of 5+ letters with a vowel)', () => {
    const shouted = (name: string) => name.split(/\s+/).some((word) => /^[\p{Lu}]{5,}$/u.test(word) && /[AEIOUÁÂÃÉÊÍÓÔÕÚ]/.test(word));
    expect(
      loadBanks()
        .filter((bank) => shouted(bank.Description))
        .map((bank) => bank.Description),
    ).toEqual([]);
    expect(loadBanks().find((bank) => bank.Id === '341')?.Description).toMatch(/^Itaú Unibanco/);
  });
});

describe('sentenceCase', () => {
  test("the CNAE's capitals read as a sentence; its abbreviations and punctuation stay", () => {
    expect(sentenceCase('DESENVOLVIMENTO DE PROGRAMAS DE COMPUTADOR SOB ENCOMENDA')).toBe(
      'Desenvolvimento de programas de computador sob encomenda',
    );
    expect(sentenceCase('COMÉRCIO VAREJISTA DE DISCOS, CDS, DVDS E FITAS')).toBe('Comércio varejista de discos, CDs, DVDs e fitas');
    expect(sentenceCase('PROVEDORES DE VOZ SOBRE PROTOCOLO INTERNET - VOIP')).toBe('Provedores de voz sobre protocolo internet - VoIP');
    expect(sentenceCase('COMÉRCIO ATACADISTA DE GÁS LIQÜEFEITO DE PETRÓLEO (GLP)')).toBe(
      'Comércio atacadista de gás liqüefeito de petróleo (GLP)',
    );
    expect(sentenceCase('  ÁGUA   MINERAL ')).toBe('Água mineral');
  });
});
