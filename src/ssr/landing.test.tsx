import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { selectView } from '../../machines/onboarding/index.ts';
import { App } from '../app.tsx';
import { createMemoryHistory, HistoryProvider } from '../flows/history.tsx';
import { prerenderedBoot } from '../flows/prerendered.ts';
import { cleanUpPage, prerenderedRoot, startBrowserJourney } from '../testing/browser-journey.ts';
import { bravoPartner } from '../testing/fixtures.ts';
import { fakeServices } from '../testing/render-app.tsx';
import { renderLanding } from './landing.tsx';

const HOST = 'parceiro.localhost:3000';

// The browser's side, as src/main.tsx starts it: the partner from the page, the child flows on intent.
const startBrowser = (path = '/') =>
  startBrowserJourney({ host: HOST, path, services: fakeServices({ resolvePartner: async () => bravoPartner }) });

// #root as the server sends it: the landing's markup, marked for hydration.
async function serverRoot(): Promise<HTMLElement> {
  const markup = await renderLanding({ host: HOST, partner: bravoPartner });
  if (markup === undefined) throw new Error('the landing was not rendered');
  return prerenderedRoot(markup, 'landing');
}

let root: Root | undefined;
afterEach(() => {
  cleanUpPage(root);
  root = undefined;
});

describe('the landing rendered by the server (ADR 168)', () => {
  test("is the partner's landing, readable before any script runs", async () => {
    const container = await serverRoot();
    const page = within(container);
    expect(page.getByRole('heading', { level: 1, name: 'Abra sua conta de investimentos' })).toBeTruthy();
    expect(page.getByText(bravoPartner.name)).toBeTruthy();
    expect(page.getByRole('button', { name: /Pessoa Física/ })).toBeTruthy();
    expect(page.getByRole('button', { name: /Pessoa Jurídica/ })).toBeTruthy();
  });

  test('the browser hydrates it without a mismatch, and the account-type choice works', async () => {
    const container = await serverRoot();
    const heading = screen.getByRole('heading', { level: 1 });
    const actor = startBrowser();
    expect(await prerenderedBoot(actor, container)).toBe('hydrate');
    const recoverable = vi.fn();
    act(() => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <HistoryProvider history={createMemoryHistory(['/'])}>
            <App actor={actor} />
          </HistoryProvider>
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });
    // Hydration keeps the server's nodes: the heading on screen is the one the HTML brought.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(recoverable).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /Pessoa Física/ }));
    await waitFor(() => expect(selectView(actor.getSnapshot())).toBe('newSignup'));
  });
});

describe('whether the browser hydrates', () => {
  test('a page without a prerendered view is rendered, not hydrated', async () => {
    const container = document.createElement('div');
    expect(await prerenderedBoot(startBrowser(), container)).toBe('render');
  });

  test('a journey that settles on another screen than the prerendered one replaces it', async () => {
    const container = await serverRoot();
    expect(await prerenderedBoot(startBrowser('/nao-existe'), container)).toBe('render');
  });
});
