import { ThemeProvider } from '@emotion/react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { defaultTheme } from '../theme/theme.ts';
import { CepField } from './cep-field.tsx';
import { MaskedField, type MaskName } from './masked-input.tsx';

/** The field as a form holds it: the last value it reported is what the form has. */
function Harness({ mask, error, initial = '' }: { mask: MaskName; error?: string; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeProvider theme={defaultTheme}>
      <MaskedField id="doc" label="Documento" mask={mask} value={value} onValueChange={setValue} error={error} inputMode="numeric" />
      <output data-testid="held">{value}</output>
    </ThemeProvider>
  );
}

const setup = (mask: MaskName, initial?: string) => {
  const user = userEvent.setup();
  render(<Harness mask={mask} initial={initial} />);
  return { user, input: screen.getByLabelText('Documento') as HTMLInputElement, held: () => screen.getByTestId('held').textContent };
};

const typed = async (mask: MaskName, text: string) => {
  const { user, input, held } = setup(mask);
  await user.type(input, text);
  expect(held()).toBe(input.value);
  return input.value;
};

/** The input's value with a `|` at its caret. */
const withCaret = (input: HTMLInputElement) =>
  `${input.value.slice(0, input.selectionStart ?? 0)}|${input.value.slice(input.selectionEnd ?? 0)}`;

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

  test('the CNPJ check digits refuse letters', async () => {
    expect(await typed('cnpj', '12abc34501deXY')).toBe('12.ABC.345/01DE');
  });

  test('numeric masks ignore letters', async () => {
    expect(await typed('cpf', '52a998')).toBe('529.98');
  });

  test('keys typed past a full value are ignored', async () => {
    expect(await typed('date', '150319901')).toBe('15/03/1990');
  });

  test('a digit typed in the middle goes in at the caret, which stays right after it', async () => {
    const { user, input, held } = setup('cpf');
    await user.type(input, '52998224');
    expect(input.value).toBe('529.982.24');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(withCaret(input)).toBe('529.|982.24');
    await user.keyboard('1');
    expect(withCaret(input)).toBe('529.1|98.224');
    await user.keyboard('7');
    expect(withCaret(input)).toBe('529.17|9.822-4');
    expect(held()).toBe('529.179.822-4');
  });

  test('Backspace right after a separator deletes the digit before it', async () => {
    const { user, input, held } = setup('cpf');
    await user.type(input, '529982');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(withCaret(input)).toBe('529.|982');
    await user.keyboard('{Backspace}');
    expect(withCaret(input)).toBe('52|9.82');
    expect(held()).toBe('529.82');
  });

  test('Backspace at the end removes the last digit and the separator left dangling', async () => {
    const { user, input } = setup('phone');
    await user.type(input, '119');
    expect(input.value).toBe('(11) 9');
    await user.keyboard('{Backspace}');
    expect(withCaret(input)).toBe('(11|');
  });

  test('pasting formatted or bare text fills the mask', async () => {
    const { user, input, held } = setup('cpf');
    await user.click(input);
    await user.paste('529.982.247-25');
    expect(withCaret(input)).toBe('529.982.247-25|');
    await user.clear(input);
    await user.paste('52998224725');
    expect(input.value).toBe('529.982.247-25');
    expect(held()).toBe('529.982.247-25');
  });

  test('autofill (the whole value set in one input event) is masked at once', () => {
    const { input, held } = setup('phone');
    fireEvent.input(input, { target: { value: '11987654321' } });
    expect(input.value).toBe('(11) 98765-4321');
    expect(held()).toBe('(11) 98765-4321');
  });

  test('a bare stored value is shown masked', () => {
    const { input } = setup('cnpj', '12abc34501de35');
    expect(input.value).toBe('12.ABC.345/01DE-35');
  });

  test('the attributes given reach the input', () => {
    const { input } = setup('cpf');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.id).toBe('doc');
  });

  test('an error marks the input invalid and describes it', () => {
    render(<Harness mask="cpf" error="CPF inválido" />);
    const input = screen.getByLabelText('Documento');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('CPF inválido');
  });
});

/** A CEP field as the address form holds it. */
function Cep() {
  const [value, setValue] = useState('');
  return (
    <ThemeProvider theme={defaultTheme}>
      <CepField id="cep" label="CEP" value={value} onValueChange={setValue} />
    </ThemeProvider>
  );
}

describe('CEP field', () => {
  test('types as 00000-000, numeric keyboard and postal-code autofill', async () => {
    const user = userEvent.setup();
    render(<Cep />);
    const input = screen.getByLabelText('CEP') as HTMLInputElement;
    await user.type(input, '01310100999');
    expect(input.value).toBe('01310-100');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('postal-code');
  });
});

describe('a phone pasted whole', () => {
  test.each([
    ['+55 11 98765-4321', '(11) 98765-4321'],
    ['0 21 11 98765-4321', '(11) 98765-4321'],
    ['(11) 3456-7890', '(11) 3456-7890'],
  ])('%s shows as %s', (pasted, shown) => {
    render(<Harness mask="phone" />);
    const input = screen.getByLabelText('Documento') as HTMLInputElement;
    fireEvent.paste(input, { clipboardData: { getData: () => pasted } });
    expect(input.value).toBe(shown);
  });
});
