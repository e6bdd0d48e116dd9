import { ThemeProvider } from '@emotion/react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { defaultTheme } from '../theme/theme.ts';
import { PastedMoneyMessages } from './money.ts';
import { MoneyField } from './money-field.tsx';

/** The field as a form holds it: `held` shows the amount the form has. */
function Harness({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <ThemeProvider theme={defaultTheme}>
      <MoneyField id="investments" label="Aplicações financeiras" value={value} onValueChange={setValue} />
      <output data-testid="held">{String(value)}</output>
    </ThemeProvider>
  );
}

const paste = (text: string) =>
  fireEvent.paste(screen.getByLabelText('Aplicações financeiras'), { clipboardData: { getData: () => text } });

describe('MoneyField paste', () => {
  test('an en-US amount pasted is read at its value, not 100 times it', () => {
    render(<Harness />);
    paste('1250000.00');
    expect(screen.getByTestId('held').textContent).toBe('1250000');
    expect((screen.getByLabelText('Aplicações financeiras') as HTMLInputElement).value).toBe('R$\u00a01.250.000,00');
    paste('1,250,000.00');
    expect(screen.getByTestId('held').textContent).toBe('1250000');
  });

  test('an ambiguous or unreadable paste keeps the amount and says why at the field, until the next change', async () => {
    render(<Harness initial={8500} />);
    paste('1,250');
    expect(screen.getByTestId('held').textContent).toBe('8500');
    expect(screen.getByText(PastedMoneyMessages.ambiguous)).toBeTruthy();
    paste('12abc');
    expect(screen.getByText(PastedMoneyMessages.unreadable)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Aplicações financeiras'), '0');
    expect(screen.queryByText(PastedMoneyMessages.unreadable)).toBeNull();
  });
});
