import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import { selectView } from '../../machines/onboarding/index.ts';
import { App } from '../app.tsx';
import { awaitPrerenderedScreen } from '../flows/prerendered.ts';
import { cleanUpPage, prerenderedRoot, startBrowserJourney } from '../testing/browser-journey.ts';
import { asCalls, fakeCalls } from '../testing/fake-calls.ts';
import { bravoPartner } from '../testing/fixtures.ts';
import { renderLanding, renderSignup } from './landing.tsx';

const HOST = 'parceiro.localhost:3000';
const island = { host: HOST, partner: bravoPartner };

let root: Root | undefined;
afterEach(() => {
  cleanUpPage(root);
  root = undefined;
});

describe('the landing rendered by the server (ADR 178)', () => {
  test("is the partner's landing whose account types are links to the sign-up form", async () => {
    const markup = await renderLanding(island);
    if (markup === undefined) throw new Error('the landing was not rendered');
    const page = within(prerenderedRoot(markup, 'landing'));
    expect(page.getByRole('heading', { level: 1, name: 'Abra sua conta de investimentos' })).toBeTruthy();
    expect(page.getByText(bravoPartner.name)).toBeTruthy();
    expect(page.getByRole('link', { name: /Pessoa Física/ }).getAttribute('href')).toBe('/novo-cadastro?tipo=pf');
    expect(page.getByRole('link', { name: /Pessoa Jurídica/ }).getAttribute('href')).toBe('/novo-cadastro?tipo=pj');
    expect(page.getByRole('link', { name: 'Já comecei meu cadastro' }).getAttribute('href')).toBe('/continuar-cadastro');
  });

  test("names the latin file of the brand's bundled font for the page's font loader, and none for a system font", async () => {
    const markup = (await renderLanding(island)) ?? '';
    const faces = JSON.parse(/<script type="application\/json" id="brand-fonts">(.*?)<\/script>/.exec(markup)?.[1] ?? '[]');
    expect(faces).toEqual([
      {
        family: 'Manrope Variable',
        url: expect.stringMatching(/manrope-latin-wght-normal[^/]*\.woff2$/),
        range: expect.stringContaining('U+0000-00FF'),
      },
    ]);
    // No @font-face in the page: the first paint waits for no font (issue 34).
    expect(markup).not.toContain('@font-face');
    const system = {
      ...bravoPartner.style,
      typographyConfig: { ...bravoPartner.style.typographyConfig, fontFamily: 'Georgia, serif', headingFontFamily: 'Georgia' },
    };
    const plain = (await renderLanding({ host: HOST, partner: { ...bravoPartner, style: system } })) ?? '';
    expect(plain).not.toContain('brand-fonts');
  });

  test("the links keep the visit's channel and advisor; a malformed one is dropped", async () => {
    const markup = await renderLanding(island, '?canal=7&assessor=12');
    const page = within(prerenderedRoot(markup ?? '', 'landing'));
    expect(page.getByRole('link', { name: /Pessoa Jurídica/ }).getAttribute('href')).toBe('/novo-cadastro?tipo=pj&canal=7&assessor=12');
    cleanUpPage(undefined);
    const odd = within(prerenderedRoot((await renderLanding(island, '?canal=x&assessor=-1')) ?? '', 'landing'));
    expect(odd.getByRole('link', { name: /Pessoa Física/ }).getAttribute('href')).toBe('/novo-cadastro?tipo=pf');
  });
});

describe('the sign-up form rendered by the server', () => {
  test('a landing link opens the form for its account type', async () => {
    const pf = await renderSignup(island, '?tipo=pf');
    const pj = await renderSignup(island, '?tipo=pj');
    expect(pf).toContain('CPF');
    expect(pj).toContain('CNPJ');
    // Nothing can be typed into the server's copy: the app's own form replaces it.
    expect(pf).toMatch(/<form inert=""/);
  });

  test('without a known account type there is no form to render (the journey opens the landing)', async () => {
    expect(await renderSignup(island, '')).toBeUndefined();
    expect(await renderSignup(island, '?tipo=pz')).toBeUndefined();
  });

  test('the browser settles on the same form and paints over it; the form then works', async () => {
    const container = prerenderedRoot((await renderSignup(island, '?tipo=pf')) ?? '', 'newSignup');
    const actor = startBrowserJourney({
      host: HOST,
      path: '/novo-cadastro',
      search: '?tipo=pf',
      calls: asCalls(fakeCalls({ resolvePartner: async () => bravoPartner })),
    });
    expect(await awaitPrerenderedScreen(actor, container)).toBe(true);
    expect(selectView(actor.getSnapshot())).toBe('newSignup');
    act(() => {
      root = createRoot(container);
      root.render(
        <StrictMode>
          <MemoryRouter initialEntries={['/novo-cadastro']} useTransitions={false}>
            <App actor={actor} />
          </MemoryRouter>
        </StrictMode>,
      );
    });
    await userEvent.click(screen.getByRole('button', { name: /Continuar|Criar|Cadastrar/ }));
    await waitFor(() => expect(screen.getAllByText(/obrigatório/).length).toBeGreaterThan(0));
  });
});
