import { act, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { completenessOf } from '../../machines/onboarding/onboarding.fixtures.ts';
import { fakeAccessToken } from '../testing/fixtures.ts';
import { fakeServices, renderApp } from '../testing/render-app.tsx';
import { SESSION_KEY } from './persist.ts';

describe('step screens', () => {
  test('while a step shows, the next step’s screen is fetched: moving on paints it at once, without the spinner', async () => {
    const slice = { accessToken: fakeAccessToken({ PersonType: 'F' }), personType: 'F', channelId: 1, stepIndex: 0 };
    window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(slice));
    const services = fakeServices({ loadCompleteness: async ({ clientId }) => completenessOf(clientId, [1]) });
    const { actor } = renderApp({ path: '/cadastrar/endereco', storage: window.sessionStorage, services });
    expect(await screen.findByRole('heading', { name: 'Endereço' })).toBeTruthy();
    // The server's read of the file says the address is complete: the way forward opens.
    expect(await screen.findByRole('button', { name: 'Avançar' })).toBeTruthy();
    // The address step asked for the next step's chunk; wait until every dynamic import has settled.
    await vi.dynamicImportSettled();

    // Every node the move puts in the page: none may be the screen's "Carregando…" waiting for the next step's code
    // (the step's own "Carregando a lista de documentos…" is its data, not its code).
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) added.push(node.textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await act(async () => actor.send({ type: 'step.forward' }));
    observer.disconnect();
    expect(screen.getByRole('heading', { name: 'Identificação' })).toBeTruthy();
    expect(added.some((text) => text.includes('Identificação'))).toBe(true);
    expect(added.filter((text) => text === 'Carregando…')).toEqual([]);
  });
});
