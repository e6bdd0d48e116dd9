import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { RequestFailure } from '../../../domain/request-failure.ts';
import type { PartnerThemeView } from '../../../domain/theme-api.ts';
import { contrastRatio, failingPairs } from '../../../domain/theme-contrast.ts';
import { ThemeMessages, type ThemeTokens, type ThemeVersionItem } from '../../../domain/theme-tokens.ts';
import { axeViolations } from '../../testing/axe.ts';
import { PartnerTheme } from '../../theme/partner-theme.tsx';
import type { ThemeCalls } from './theme-editor.api.ts';
import { ThemeEditor } from './theme-editor.view.tsx';

const DRAFT: ThemeTokens = {
  Colors: {
    primary: '#1F3B73',
    primaryContrast: '#FFFFFF',
    secondary: '#0F8B8D',
    background: '#F5F7FB',
    surface: '#FFFFFF',
    text: '#14213D',
    muted: '#5B6780',
    border: '#7A8499',
    error: '#B42318',
    success: '#067647',
  },
  FontFamily: 'Inter Variable',
  Radius: 'standard',
  Css: 'button{border-radius:999px}',
  Favicon: null,
};
const FAVICON = '/api/partner/2/favicon/0123456789abcdef';
const VERSION_1: ThemeVersionItem = { Version: 1, PublishedAt: '2026-12-01T13:00:00.000Z', PublishedBy: 'Ana Admin', RestoredFrom: null };
const viewOf = (draft: ThemeTokens, versions = [VERSION_1]): PartnerThemeView => ({
  Draft: draft,
  Failing: failingPairs(draft.Colors),
  PublishedVersion: versions[0]?.Version ?? null,
  Versions: versions,
});
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** Fake calls that record what they were given; `publishes` answers each publish in turn (an Error rejects). */
function fakeCalls(publishes: (PartnerThemeView | Error)[] = []) {
  const seen = { save: [] as unknown[], publish: [] as unknown[], restore: [] as unknown[], favicons: [] as Blob[] };
  let favicon: string | null = null;
  const calls: ThemeCalls = {
    load: async () => viewOf(DRAFT),
    save: async (_id, body) => {
      seen.save.push(body);
      if (body.Favicon === null) favicon = null;
      return viewOf({ ...DRAFT, ...body, Css: DRAFT.Css, Favicon: favicon });
    },
    publish: async (_id, base) => {
      seen.publish.push(base);
      const next = publishes.shift() ?? viewOf(DRAFT);
      if (next instanceof Error) throw next;
      return next;
    },
    emails: async () => [
      { Name: 'Código de confirmação', Subject: 'Bravo: confirme seu e-mail', Html: '<p style="color:#1F3B73">482913</p>' },
      { Name: 'Cadastro aprovado', Subject: 'Bravo: seu cadastro foi aprovado', Html: '<p>Aprovado</p>' },
    ],
    uploadFavicon: async (_id, file) => {
      seen.favicons.push(file);
      if (file.type === 'image/svg+xml') {
        throw new RequestFailure(400, ThemeMessages.faviconSvgScript, { Favicon: [ThemeMessages.faviconSvgScript] });
      }
      favicon = FAVICON;
      return viewOf({ ...DRAFT, Favicon: favicon });
    },
    restore: async (_id, version) => {
      seen.restore.push(version);
      return viewOf(DRAFT, [{ ...VERSION_1, Version: 3, RestoredFrom: version }, { ...VERSION_1, Version: 2 }, VERSION_1]);
    },
  };
  return { calls, seen };
}

const renderEditor = (calls: ThemeCalls, isProvider = true) =>
  render(
    <PartnerTheme partner={null} withoutPartner={false}>
      <main>
        <ThemeEditor calls={calls} partner={{ id: 2, name: 'Bravo' }} isProvider={isProvider} />
      </main>
    </PartnerTheme>,
  );

describe('the theme editor (issue 37)', { timeout: 30_000 }, () => {
  test('a primary that fails lists its pairs with ratios, blocks Publicar; the suggestion fixes them and the preview follows', async () => {
    const user = userEvent.setup();
    const { container } = renderEditor(fakeCalls().calls);
    const primary = await screen.findByLabelText('Cor principal');
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Todos os pares de cores têm contraste suficiente.');
    await user.clear(primary);
    await user.type(primary, '#7FB2FF');
    const list = screen.getByRole('list', { name: 'Pares sem contraste suficiente' });
    const ratio = (Math.floor(contrastRatio('#7FB2FF', '#FFFFFF') * 100) / 100).toFixed(2).replace('.', ',');
    expect(within(list).getByText(/Links e anel de foco sobre os cartões/).parentElement?.textContent).toContain(
      `${ratio}:1 (mínimo 4,50:1)`,
    );
    expect(screen.getByRole('button', { name: 'Publicar' })).toHaveProperty('disabled', true);
    const frame = screen.getByTestId('theme-preview-frame') as HTMLIFrameElement;
    const continueBackground = async () =>
      frame.contentWindow?.getComputedStyle(
        await within(frame.contentDocument?.body as HTMLElement).findByRole('button', { name: 'Continuar' }),
      ).backgroundColor;
    expect(await continueBackground()).toBe(rgb('#7FB2FF'));
    expect(await axeViolations(container)).toEqual([]);

    const [, , onSurface] = failingPairs({ ...DRAFT.Colors, primary: '#7FB2FF' });
    await user.click(screen.getByRole('button', { name: `Usar sugestão ${onSurface.suggestion} em Cor principal (${onSurface.label})` }));
    expect(primary).toHaveProperty('value', onSurface.suggestion);
    expect(screen.queryByRole('list', { name: 'Pares sem contraste suficiente' })).toBeNull();
    expect(screen.getByText('Todos os pares de cores têm contraste suficiente.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publicar' })).toHaveProperty('disabled', false);
    expect(await continueBackground()).toBe(rgb(onSurface.suggestion));
  });

  test('a colour that is not #RRGGBB shows its message at the field and blocks saving and publishing', async () => {
    const user = userEvent.setup();
    renderEditor(fakeCalls().calls);
    const text = await screen.findByLabelText('Texto');
    await user.clear(text);
    await user.type(text, 'azul');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(ThemeMessages.colorInvalid)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publicar' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Salvar rascunho' })).toHaveProperty('disabled', true);
  });

  test("publishing saves the draft first; the server's 409 is shown with its pairs; then it publishes and lists versions", async () => {
    const user = userEvent.setup();
    const refusal = new RequestFailure(409, ThemeMessages.staleVersion, { BaseVersion: [`${ThemeMessages.staleVersion} (versão 2)`] });
    const { calls, seen } = fakeCalls([refusal, viewOf(DRAFT, [{ ...VERSION_1, Version: 2 }, VERSION_1])]);
    const { container } = renderEditor(calls, false);
    await user.selectOptions(await screen.findByLabelText('Fonte'), 'Manrope Variable');
    await user.selectOptions(screen.getByLabelText('Cantos'), 'round');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText(`${ThemeMessages.staleVersion} (versão 2)`)).toBeTruthy();
    // A partner's admin never sends the CSS (the server keeps the provider's).
    expect(seen.save).toEqual([{ Colors: DRAFT.Colors, FontFamily: 'Manrope Variable', Radius: 'round' }]);
    expect(seen.publish).toEqual([1]);
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText(/Tema publicado/)).toBeTruthy();
    expect(screen.getByText(/Versão 2 ·/).textContent).toContain('no ar');
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Restaurar a versão 1' }));
    expect(seen.restore).toEqual([1]);
    expect((await screen.findByText(/Versão 3 ·/)).textContent).toContain('restaurou a versão 1');
  });

  test("a provider admin's save carries the CSS; the preview is a frame switching between 360 and 1440 px", async () => {
    const user = userEvent.setup();
    const { calls, seen } = fakeCalls();
    renderEditor(calls, true);
    await user.click(await screen.findByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByText('Rascunho salvo.')).toBeTruthy();
    expect(seen.save).toEqual([{ Colors: DRAFT.Colors, FontFamily: 'Inter Variable', Radius: 'standard', Css: DRAFT.Css }]);
    // The screens render inside a frame of the chosen width, whose own viewport decides their media queries.
    const frame = screen.getByTitle('Telas do cliente com o rascunho, 360 px') as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('width')).toBe('360');
    const inside = within(frame.contentDocument?.body as HTMLElement);
    expect(await inside.findByText('Abra sua conta de investimentos')).toBeTruthy();
    expect(inside.getByRole('button', { name: 'Continuar' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '1440 px' }));
    expect(screen.getByTitle('Telas do cliente com o rascunho, 1440 px').getAttribute('width')).toBe('1440');
  });

  test('the emails are shown once asked for, after the draft is saved, each in a sandboxed frame', async () => {
    const user = userEvent.setup();
    const { calls, seen } = fakeCalls();
    renderEditor(calls);
    await user.click(await screen.findByRole('button', { name: 'Salvar e ver os e-mails' }));
    const frame = await screen.findByTitle('E-mail: Código de confirmação');
    expect(seen.save).toHaveLength(1);
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('482913');
    expect(screen.getByText(/Bravo: seu cadastro foi aprovado/)).toBeTruthy();
  });

  test('a favicon file goes into the draft after the edits on screen are saved; a refusal shows at the field; the default is one click back', async () => {
    const user = userEvent.setup();
    const { calls, seen } = fakeCalls();
    renderEditor(calls);
    const input = await screen.findByLabelText('Ícone da aba (favicon)');
    expect(screen.getByText('Ícone padrão do produto')).toBeTruthy();
    await user.upload(input, new File(['<svg onload="alert(1)"/>'], 'icone.svg', { type: 'image/svg+xml' }));
    expect(await screen.findAllByText(ThemeMessages.faviconSvgScript)).not.toHaveLength(0);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'icone.png', { type: 'image/png' }));
    expect(await screen.findByText(/Ícone enviado ao rascunho/)).toBeTruthy();
    expect(seen.favicons.map((file) => file.type)).toEqual(['image/svg+xml', 'image/png']);
    expect(seen.save).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Ícone da aba do rascunho' }).getAttribute('src')).toBe(FAVICON);
    await user.click(screen.getByRole('button', { name: 'Usar o ícone padrão' }));
    expect(await screen.findByText('Ícone padrão do produto')).toBeTruthy();
    expect(seen.save.at(-1)).toMatchObject({ Favicon: null });
  });
});
