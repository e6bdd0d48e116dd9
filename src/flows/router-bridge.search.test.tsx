import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { RequestFailure } from '../../domain/index.ts';
import { App } from '../app.tsx';
import { fakeCalls, startJourney } from '../testing/render-app.tsx';
import { signedIn } from '../testing/signed-in.ts';

// Records every URL the app moved to after the one it opened at (query included): in these tests only the bridge
// navigates, so these are the URLs it wrote.
function UrlRecorder({ written }: { written: string[] }) {
  const location = useLocation();
  const opened = useRef(location.key);
  useEffect(() => {
    if (location.key !== opened.current) written.push(location.pathname + location.search);
  }, [location, written]);
  return null;
}

function openAt(path: string, search: string, calls = fakeCalls(), storage: Storage = window.sessionStorage) {
  const written: string[] = [];
  const actor = startJourney({ calls, path, search, storage, redirect: vi.fn() });
  render(
    <MemoryRouter initialEntries={[path + search]} useTransitions={false}>
      <UrlRecorder written={written} />
      <App actor={actor} />
    </MemoryRouter>,
  );
  return { written, calls };
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
    const calls = fakeCalls({ lookupAdvisor: vi.fn(async () => Promise.reject(new RequestFailure(404, 'Recurso não encontrado'))) });
    const { written } = openAt('/novo-cadastro', '?assessor=4040', calls);
    await waitFor(() => expect(written).toEqual(['/?assessor=4040']));
    await user.click(await screen.findByRole('link', { name: /Pessoa Física/ }));
    await screen.findByRole('option', { name: 'Google' });
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await screen.findByRole('heading', { name: 'Abra sua conta de investimentos' });
    expect(written).toEqual(['/?assessor=4040', '/novo-cadastro?assessor=4040', '/']);
  });

  test("never goes into the wizard's URLs", async () => {
    // A later step than the current one is corrected to the current step: that URL is written without the query.
    const { written } = openAt('/cadastrar/documentos', '?assessor=101', fakeCalls(), signedIn('F', 0));
    await screen.findByRole('heading', { name: 'Endereço' });
    await waitFor(() => expect(written).toEqual(['/cadastrar/endereco']));
  });
});
