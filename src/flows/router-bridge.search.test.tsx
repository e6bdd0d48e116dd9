import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { RequestFailure } from '../../domain/index.ts';
import { App } from '../app.tsx';
import { fakeServices, startJourney } from '../testing/render-app.tsx';
import { signedIn } from '../testing/signed-in.ts';
import { type AppHistory, createMemoryHistory, HistoryProvider } from './history.tsx';

// The memory history keeps paths only: this one also records every URL the bridge writes, query included.
function recordingHistory(path: string) {
  const history = createMemoryHistory([path]);
  const written: string[] = [];
  const recording: AppHistory = {
    ...history,
    push: (to) => {
      written.push(to);
      history.push(to);
    },
    replace: (to) => {
      written.push(to);
      history.replace(to);
    },
  };
  return { history: recording, written };
}

function openAt(path: string, search: string, services = fakeServices(), storage: Storage = window.sessionStorage) {
  const { history, written } = recordingHistory(path);
  const actor = startJourney({ services, path, search, storage, redirect: vi.fn() });
  render(
    <HistoryProvider history={history}>
      <App actor={actor} />
    </HistoryProvider>,
  );
  return { written, services };
}

describe("router bridge: the sign-up link's ?assessor= (ADR 140)", () => {
  test('goes along from the landing to the form, so a reload of the form keeps the advisor', async () => {
    const user = userEvent.setup();
    const { written } = openAt('/', '?assessor=101');
    await user.click(await screen.findByRole('link', { name: /Pessoa Física/ }));
    await waitFor(() => expect(written).toContain('/novo-cadastro?assessor=101'));
  });

  test('is kept when the form URL is corrected to the landing, and dropped once the lookup names nobody', async () => {
    const user = userEvent.setup();
    const services = fakeServices({ lookupAdvisor: vi.fn(async () => Promise.reject(new RequestFailure(404, 'Recurso não encontrado'))) });
    const { written } = openAt('/novo-cadastro', '?assessor=4040', services);
    await waitFor(() => expect(written).toEqual(['/?assessor=4040']));
    await user.click(await screen.findByRole('link', { name: /Pessoa Física/ }));
    await screen.findByRole('option', { name: 'Google' });
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await screen.findByRole('heading', { name: 'Abra sua conta de investimentos' });
    expect(written).toEqual(['/?assessor=4040', '/novo-cadastro?assessor=4040', '/']);
  });

  test("never goes into the wizard's URLs", async () => {
    // A later step than the current one is corrected to the current step: that URL is written without the query.
    const { written } = openAt('/cadastrar/documentos', '?assessor=101', fakeServices(), signedIn('F', 0));
    await screen.findByRole('heading', { name: 'Endereço' });
    expect(written).toEqual(['/cadastrar/endereco']);
  });
});
