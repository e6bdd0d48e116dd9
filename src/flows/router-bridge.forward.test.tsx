import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { SectionBody } from '../../domain/api/section.ts';
import { RequestFailure } from '../../domain/index.ts';
import { selectView } from '../../machines/onboarding/index.ts';
import { completenessOf } from '../../machines/onboarding/onboarding.fixtures.ts';
import type { FetchSectionInput, PostSectionInput } from '../../machines/section/index.ts';
import { fakeCalls, renderApp } from '../testing/render-app.tsx';
import { signedIn } from '../testing/signed-in.ts';
import { formLoaded } from '../testing/step-forms.ts';

vi.mock('../api/lookup-lists.api.ts', async (importOriginal) =>
  (await import('../testing/lookups.fixtures.ts')).fakeLookupLists(await importOriginal()),
);

const STORED_ADDRESS = {
  AddressId: 7,
  PostalCode: '20040020',
  Street: 'Avenida Rio Branco',
  Number: '156',
  Complement: null,
  Neighborhood: 'Centro',
  CityId: 3304557,
  StateId: 33,
  CountryId: 'BRA',
  ClientId: 42,
};

const url = () => screen.getByTestId('url').textContent;

describe('router bridge: the browser history over the wizard', () => {
  test('Back after a saved step returns to it, and Forward moves forward again, as the browser does', async () => {
    const user = userEvent.setup();
    const fetchSection = vi.fn(async (input: FetchSectionInput) => {
      if (input.section === 'address') return STORED_ADDRESS;
      throw new RequestFailure(404, 'Não encontrado');
    });
    const postSection = vi.fn(async (input: PostSectionInput<unknown>) => ({ ...STORED_ADDRESS, ...(input.body as object) }));
    // The server's completeness follows what was completed (a route re-reads it).
    const completed: number[] = [];
    const completeSection = vi.fn(async (body: SectionBody) => {
      completed.push(body.SectionId);
      return { ...body, CompletedAt: '2025-06-01T12:00:00Z' };
    });
    const loadCompleteness = vi.fn(async ({ clientId }: { clientId: number }) => completenessOf(clientId, completed));
    const { actor, navigate } = renderApp({
      path: '/cadastrar/endereco',
      storage: signedIn('F', 0),
      calls: fakeCalls({ fetchSection, postSection, completeSection, loadCompleteness }),
    });
    await formLoaded('Endereço residencial');
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    await waitFor(() => expect(url()).toBe('/cadastrar/documentos'));

    act(() => navigate(-1));
    await waitFor(() => expect(url()).toBe('/cadastrar/endereco'));
    await waitFor(() => expect(selectView(actor.getSnapshot())).toBe('address'));

    act(() => navigate(1));
    await waitFor(() => expect(url()).toBe('/cadastrar/documentos'));
    await waitFor(() => expect(selectView(actor.getSnapshot())).toBe('documents'));
    // A later step whose steps before it are not complete stays refused: the URL goes back to the current step.
    act(() => navigate('/cadastrar/dados-financeiros'));
    await waitFor(() => expect(url()).toBe('/cadastrar/documentos'));
    expect(selectView(actor.getSnapshot())).toBe('documents');
  });
});
