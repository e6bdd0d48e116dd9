import { describe, expect, it } from 'vitest';
import { maskDocument } from './document-mask.ts';

describe('maskDocument', () => {
  it('keeps only the middle six digits of a CPF, formatted or not', () => {
    expect(maskDocument('12345678909')).toBe('***.456.789-**');
    expect(maskDocument('123.456.789-09')).toBe('***.456.789-**');
  });

  it('shows a CNPJ whole and formatted, alphanumeric ones too', () => {
    expect(maskDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskDocument('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('hides every character of anything else', () => {
    expect(maskDocument('12345')).toBe('*****');
  });
});
