import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { bravoPartner } from '../testing/fixtures.ts';
import { fakeCalls, renderApp, unknownPartner } from '../testing/render-app.tsx';
import { defaultTheme, fontStack, themeFromPartner } from './theme.ts';

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe('brand theme', () => {
  test('the partner palette and typography become the theme', () => {
    const theme = themeFromPartner(bravoPartner);
    expect(theme.colors.primary).toBe('#14532D');
    expect(theme.fonts.body.startsWith("'Manrope Variable', system-ui")).toBe(true);
    expect(theme.fonts.heading.startsWith("'Manrope Variable'")).toBe(true);
    expect(themeFromPartner(null)).toBe(defaultTheme);
    expect(fontStack('Inter Variable').startsWith("'Inter Variable', ")).toBe(true);
  });

  test("the page takes the partner's colours and its CSS once it is known", async () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'theme-color', content: '#000000' });
    document.head.append(meta);
    renderApp();
    await screen.findByRole('heading', { name: 'Abra sua conta de investimentos' });
    expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(bravoPartner.style.colors.background));
    expect(getComputedStyle(document.body).color).toBe(rgb(bravoPartner.style.colors.text));
    // The partner CSS (rounded buttons) outranks the component styles.
    await userEvent.click(screen.getByRole('link', { name: /Pessoa Física/ }));
    expect(getComputedStyle(await screen.findByRole('button', { name: 'Criar minha conta' })).borderRadius).toBe('999px');
    expect(meta.getAttribute('content')).toBe(bravoPartner.style.colors.primary);
    meta.remove();
  });

  test('every radio is 24 px in the partner colour, even where the view gives it no style of its own', async () => {
    renderApp({ path: '/continuar-cadastro' });
    const radio = await screen.findByRole('radio', { name: 'Pessoa Física (CPF)' });
    const style = getComputedStyle(radio);
    expect([style.width, style.height]).toEqual(['24px', '24px']);
    expect(style.accentColor).toBe(rgb(bravoPartner.style.colors.primary));
  });

  test('without a partner the bundled default theme is used', async () => {
    renderApp({ calls: fakeCalls({ resolvePartner: unknownPartner }) });
    await screen.findByRole('heading', { name: 'Erro ao localizar o parceiro' });
    expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(defaultTheme.colors.background));
  });
});
