import { describe, expect, test } from 'vitest';
import { formatMoney, parseMoney } from './money.ts';

describe('money mask', () => {
  test('digits fill in from the cents', () => {
    expect(parseMoney('1')).toBe(0.01);
    expect(parseMoney('123456')).toBe(1234.56);
    expect(parseMoney('R$\u00a01.234,567')).toBe(12345.67);
  });

  test('a pasted pt-BR amount keeps its value; no digit is empty', () => {
    expect(parseMoney('1.234,56')).toBe(1234.56);
    expect(parseMoney('R$ 0,00')).toBe(0);
    expect(parseMoney('R$ ')).toBeNull();
    expect(parseMoney('')).toBeNull();
  });

  test('amounts show as pt-BR currency', () => {
    expect(formatMoney(1234.56)).toBe('R$\u00a01.234,56');
    expect(formatMoney(0)).toBe('R$\u00a00,00');
    expect(formatMoney(999_999_999_999.99)).toBe('R$\u00a0999.999.999.999,99');
    expect(formatMoney(null)).toBe('');
  });

  test('formatting then parsing gives the amount back', () => {
    for (const amount of [0.05, 10, 8500, 120000.5, 3_450_000.99]) expect(parseMoney(formatMoney(amount))).toBe(amount);
  });
});
