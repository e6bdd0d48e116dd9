import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { defaultTheme } from '../theme/theme.ts';
import { Combobox, type ComboboxOption, filterOptions, MAX_SHOWN_OPTIONS } from './combobox.tsx';

const CITIES: ComboboxOption[] = [
  { value: '3509502', label: 'Campinas' },
  { value: '3548708', label: 'São Bernardo do Campo' },
  { value: '3550308', label: 'São Paulo' },
  { value: '3552205', label: 'Sorocaba' },
];

function Harness({ options = CITIES }: { options?: ComboboxOption[] }) {
  const [value, setValue] = useState('');
  return (
    <ThemeProvider theme={defaultTheme}>
      <Combobox id="city" label="Cidade" options={options} value={value} onValueChange={setValue} />
      <output data-testid="value">{value}</output>
    </ThemeProvider>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Cidade' }) as HTMLInputElement;
const shown = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('combobox', () => {
  test('filters ignoring accents and case, starts-with matches first', () => {
    expect(filterOptions(CITIES, 'sao').map((o) => o.label)).toEqual(['São Bernardo do Campo', 'São Paulo']);
    expect(filterOptions(CITIES, 'CAMP').map((o) => o.label)).toEqual(['Campinas', 'São Bernardo do Campo']);
    expect(filterOptions(CITIES, '  ')).toHaveLength(4);
  });

  test('ranks the exact code, then the label prefix, then a word prefix, then a match inside a word', () => {
    const banks = [
      { value: '070', label: '070 - BRB - Banco de Brasília S.A.' },
      { value: '242', label: '242 - CM Capital Markets CCTVM Ltda.' },
      { value: '341', label: '341 - Itaú Unibanco S.A.' },
      { value: '652', label: '652 - Itaú Unibanco Holding S.A.' },
    ];
    expect(filterOptions(banks, 'Ita').map((o) => o.value)).toEqual(['341', '652', '242']);
    expect(filterOptions(banks, '341').map((o) => o.value)).toEqual(['341']);
    expect(filterOptions(banks, '07').map((o) => o.value)).toEqual(['070']);
    expect(filterOptions(banks, 'brasilia').map((o) => o.value)).toEqual(['070']);
  });

  test('a code typed with its zeros or printed with punctuation finds the option stored as a number', () => {
    // Ids as the API sends them (Number('0111301')); labels as the lookups print them.
    const activities = [
      { value: '111301', label: 'Cultivo de arroz (CNAE 0111-3/01)' },
      { value: '1113010', label: 'Atividade de código vizinho (CNAE 1113-0/10)' },
      { value: '6201501', label: 'Desenvolvimento de programas de computador sob encomenda (CNAE 6201-5/01)' },
    ];
    const occupations = [
      { value: '10105', label: 'Oficial general da aeronáutica (CBO 0101-05)' },
      { value: '252105', label: 'Administrador (CBO 2521-05)' },
    ];
    expect(filterOptions(activities, '0111301').map((o) => o.value)).toEqual(['111301']);
    expect(filterOptions(activities, '0111-3/01').map((o) => o.value)).toEqual(['111301']);
    expect(filterOptions(activities, '6201501').map((o) => o.value)).toEqual(['6201501']);
    expect(filterOptions(occupations, '010105').map((o) => o.value)).toEqual(['10105']);
    expect(filterOptions(occupations, '0101-05').map((o) => o.value)).toEqual(['10105']);
    // A name is never read as a code, and zeros alone are no code.
    expect(filterOptions(occupations, 'admin').map((o) => o.value)).toEqual(['252105']);
    expect(filterOptions(activities, '000')).toEqual([]);
  });

  test('by keyboard: type to narrow, arrows move the active option, Enter chooses, Escape closes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(input());
    expect(input().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('são');
    expect(shown()).toEqual(['São Bernardo do Campo', 'São Paulo']);
    await user.keyboard('{ArrowDown}');
    const active = input().getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toBe('São Paulo');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('3550308');
    expect(input().value).toBe('São Paulo');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'São Paulo' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Escape}');
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  test('a click chooses; leaving without choosing restores the chosen text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(input());
    await user.click(screen.getByRole('option', { name: 'Sorocaba' }));
    expect(screen.getByTestId('value').textContent).toBe('3552205');
    await user.clear(input());
    await user.type(input(), 'xyz');
    expect(screen.getByText('Nenhum resultado')).toBeTruthy();
    await user.tab();
    expect(input().value).toBe('Sorocaba');
    expect(screen.getByTestId('value').textContent).toBe('3552205');
  });

  test('a long list shows the first matches and asks to keep typing', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 645 }, (_, i) => ({ value: String(i + 1), label: `Cidade ${i + 1}` }));
    render(<Harness options={many} />);
    await user.click(input());
    expect(shown()).toHaveLength(MAX_SHOWN_OPTIONS);
    expect(screen.getByText('Continue digitando para ver mais opções')).toBeTruthy();
    await user.keyboard('644');
    expect(shown()).toEqual(['Cidade 644']);
  });
});
