import { describe, expect, test } from 'vitest';
import { formatMoney, PastedMoneyMessages, readMoney, readPastedMoney } from './money.ts';

const value = (text: string) => readMoney(text).value;

describe('money input (whole reais unless a comma is typed)', () => {
  test('digits are whole reais', () => {
    expect(value('1')).toBe(1);
    expect(value('1250000')).toBe(1_250_000);
    expect(readMoney('1250000').shown).toBe('R$\u00a01.250.000');
    expect(value('0008500')).toBe(8500);
  });

  test('a comma starts the cents, at most two; the text shown keeps what was typed', () => {
    expect(readMoney('8500,').shown).toBe('R$\u00a08.500,');
    expect(readMoney('8500,5')).toEqual({ value: 8500.5, shown: 'R$\u00a08.500,5' });
    expect(readMoney('8500,567')).toEqual({ value: 8500.56, shown: 'R$\u00a08.500,56' });
    expect(readMoney(',5')).toEqual({ value: 0.5, shown: 'R$\u00a00,5' });
  });

  test('a pasted or shown pt-BR amount keeps its value; no digit is empty', () => {
    expect(value('1.234,56')).toBe(1234.56);
    expect(value('R$\u00a01.234,56')).toBe(1234.56);
    expect(value('R$ 0,00')).toBe(0);
    expect(value('R$ ')).toBeNull();
    expect(value('')).toBeNull();
  });

  test('deleting from the end takes the cents, then the comma, then the reais', () => {
    expect(value('R$\u00a01.234,5')).toBe(1234.5);
    expect(readMoney('R$\u00a01.234,')).toEqual({ value: 1234, shown: 'R$\u00a01.234,' });
    expect(readMoney('R$\u00a01.234')).toEqual({ value: 1234, shown: 'R$\u00a01.234' });
    expect(readMoney('R$\u00a01.23')).toEqual({ value: 123, shown: 'R$\u00a0123' });
  });

  test('amounts show as pt-BR currency', () => {
    expect(formatMoney(1234.56)).toBe('R$\u00a01.234,56');
    expect(formatMoney(0)).toBe('R$\u00a00,00');
    expect(formatMoney(999_999_999_999.99)).toBe('R$\u00a0999.999.999.999,99');
    expect(formatMoney(null)).toBe('');
  });

  test('formatting then reading gives the amount back', () => {
    for (const amount of [0.05, 10, 8500, 120000.5, 3_450_000.99]) expect(value(formatMoney(amount))).toBe(amount);
  });
});

describe('a pasted amount (readPastedMoney)', () => {
  const read = (text: string) => {
    const result = readPastedMoney(text);
    return 'value' in result ? result.value : result.error;
  };
  test.each([
    ['1250000.00', 1_250_000],
    ['1,250,000.00', 1_250_000],
    ['1.250.000,00', 1_250_000],
    ['R$ 1.250.000,00', 1_250_000],
    ['R$\u00a01.250.000,00', 1_250_000],
    ['1250000', 1_250_000],
    ['1250000,5', 1_250_000.5],
    ['1.250.000', 1_250_000],
    ['1,250,000', 1_250_000],
    [' 8 500,00 ', 8500],
    ['0,99', 0.99],
    ['12.5', 12.5],
    ['R$1.250.000,00', 1_250_000],
    ['1 250 000,00', 1_250_000],
    ['1\u00a0250\u00a0000.00', 1_250_000],
    ['\t1250000.00\n', 1_250_000],
    ['1,250,000.5', 1_250_000.5],
    ['123456789012345', 123_456_789_012_345],
  ])('%s reads as %d', (text, expected) => expect(read(text)).toBe(expected));

  test.each([
    ['1,250', PastedMoneyMessages.ambiguous],
    ['1.250', PastedMoneyMessages.ambiguous],
    ['12abc', PastedMoneyMessages.unreadable],
    ['-100', PastedMoneyMessages.unreadable],
    ['1,25,5', PastedMoneyMessages.unreadable],
    ['1.250,00,00', PastedMoneyMessages.unreadable],
    ['1.2.3,00', PastedMoneyMessages.unreadable],
    ['1.250.00,00', PastedMoneyMessages.unreadable],
    ['1234567890123456', PastedMoneyMessages.unreadable],
    ['R$', PastedMoneyMessages.unreadable],
    ['US$ 1,250.00', PastedMoneyMessages.unreadable],
    ['1.250.000,00 reais', PastedMoneyMessages.unreadable],
    ['1e6', PastedMoneyMessages.unreadable],
    ['1,250.00.00', PastedMoneyMessages.unreadable],
    ['1..250,00', PastedMoneyMessages.unreadable],
    ['1.250,000', PastedMoneyMessages.unreadable],
    ['', PastedMoneyMessages.unreadable],
  ])('%s is refused with its reason, never scaled', (text, message) => expect(read(text)).toBe(message));
});
