import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { defaultTheme } from '../theme/theme.ts';
import { MaskedField, type MaskName } from './masked-input.tsx';

function Harness({ mask, error }: { mask: MaskName; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <ThemeProvider theme={defaultTheme}>
      <MaskedField id="doc" label="Documento" mask={mask} value={value} onValueChange={setValue} error={error} />
    </ThemeProvider>
  );
}

const typed = async (mask: MaskName, text: string) => {
  const user = userEvent.setup();
  render(<Harness mask={mask} />);
  const input = screen.getByLabelText('Documento') as HTMLInputElement;
  await user.type(input, text);
  return input.value;
};

describe('masked field', () => {
  test.each([
    ['cpf', '52998224725', '529.982.247-25'],
    ['cnpj', '11222333000181', '11.222.333/0001-81'],
    ['phone', '11987654321', '(11) 98765-4321'],
    ['date', '15031990', '15/03/1990'],
  ] as const)('%s formats %s as %s', async (mask, input, expected) => {
    expect(await typed(mask, input)).toBe(expected);
  });

  test('the CNPJ mask accepts letters (alphanumeric CNPJ) in upper case, digits only at the end', async () => {
    expect(await typed('cnpj', '12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  test('numeric masks ignore letters', async () => {
    expect(await typed('cpf', '52a998')).toBe('529.98');
  });

  test('an error marks the input invalid and describes it', () => {
    render(<Harness mask="cpf" error="CPF inválido" />);
    const input = screen.getByLabelText('Documento');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('CPF inválido');
  });
});
