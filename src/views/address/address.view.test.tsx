import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { Address } from '../../../domain/api/address.ts';
import { CompletenessMessages } from '../../../domain/api/completeness.ts';
import { type SectionBody, type SectionCompletion, SectionId } from '../../../domain/api/section.ts';
import { RequestFailure } from '../../../domain/index.ts';
import type { FetchSectionInput, PostSectionInput } from '../../../machines/section/index.ts';
import { loadCities } from '../../api/lookup-lists.api.ts';
import { typePaulistaAddress } from '../../testing/address-financial-fillers.ts';
import { deferred, fakeCalls, renderApp } from '../../testing/render-app.tsx';
import { signedIn } from '../../testing/signed-in.ts';
import { describedBy, formLoaded } from '../../testing/step-forms.ts';

vi.mock('../../api/lookup-lists.api.ts', async (importOriginal) =>
  (await import('../../testing/lookups.fixtures.ts')).fakeLookupLists(await importOriginal()),
);

const STORED: Address = {
  AddressId: 7,
  PostalCode: '20040020',
  Street: 'Avenida Rio Branco',
  Number: '156',
  Complement: 'Sala 1201',
  Neighborhood: 'Centro',
  CityId: 3304557,
  StateId: 33,
  CountryId: 'BRA',
  ClientId: 42,
};

// The address step of a PF customer: `stored` is what GET /api/address answers (none: 404).
function openAddress(
  stored: Address | null,
  postSection = vi.fn(async (input: PostSectionInput<unknown>) => ({ ...STORED, ...(input.body as object) })),
  completeSection = vi.fn(async (body: SectionBody): Promise<SectionCompletion> => ({ ...body, CompletedAt: '2025-06-01T12:00:00Z' })),
) {
  const fetchSection = vi.fn(async (input: FetchSectionInput) => {
    if (input.section !== 'address' || stored === null) throw new RequestFailure(404, 'Endereço não encontrado');
    return stored;
  });
  const calls = fakeCalls({ fetchSection, postSection, completeSection });
  renderApp({ path: '/cadastrar/endereco', storage: signedIn('F', 0), calls });
  return { postSection, completeSection };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillNewAddress(user: ReturnType<typeof userEvent.setup>) {
  await formLoaded('Endereço residencial');
  await typePaulistaAddress(user);
}

// The save button after a failure (SaveBar may rename it to say it retries).
const RETRY_SAVE = /^(Salvar e continuar|Tentar salvar novamente)$/;

// Typing every character like a person is slow on a shared CI core.
const TYPING_TIMEOUT = 20_000;

describe('address step', () => {
  test('leaving or reloading with typed, unsaved input asks first (the browser prompt); an untouched step does not', async () => {
    const user = userEvent.setup();
    openAddress(null);
    await formLoaded('Endereço residencial');
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await user.type(field('Logradouro'), 'Avenida Paulista');
    expect(leave()).toBe(true);
    // Nothing typed goes to storage (no PII there).
    expect(JSON.stringify({ ...window.sessionStorage, ...window.localStorage })).not.toContain('Paulista');
  });

  test("the server's 400 marks the field it names, its text beside the button too; the field's message goes once edited", async () => {
    const user = userEvent.setup();
    const postSection = vi.fn(async () => Promise.reject(new RequestFailure(400, 'Número inválido', { Number: ['Número inválido'] })));
    openAddress(STORED, postSection);
    await formLoaded('Endereço residencial');
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

    await waitFor(() => expect(field('Número').getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(field('Número'))).toContain('Número inválido');
    expect(field('Logradouro').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getAllByText('Número inválido').length).toBeGreaterThanOrEqual(2);
    await user.type(field('Número'), 'A');
    expect(field('Número').getAttribute('aria-invalid')).toBe('false');
  });

  test('while the stored address loads, the form says so and takes no typing (nothing typed is silently dropped); then it fills in', async () => {
    const user = userEvent.setup();
    const stored = deferred<Address>();
    const fetchSection = vi.fn(() => stored.promise);
    renderApp({
      path: '/cadastrar/endereco',
      storage: signedIn('F', 0),
      calls: fakeCalls({ fetchSection, postSection: vi.fn() }),
    });
    const form = await screen.findByRole('form', { name: 'Endereço residencial' });
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(field('CEP').matches(':disabled')).toBe(true);
    expect(field('Logradouro').matches(':disabled')).toBe(true);
    const save = within(form).getByRole('button', { name: /Salvar e continuar/ }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(within(form).getByText('Carregando seus dados…').closest('[role="status"]')).toBeTruthy();
    // The fields take no keystroke while loading (the saved address would replace it): nothing shows typed, then lost.
    await user.type(field('CEP'), '01310100');
    await user.type(field('Logradouro'), 'Avenida Paulista');
    expect(field('CEP').value).toBe('');
    expect(field('Logradouro').value).toBe('');

    await act(async () => stored.resolve(STORED));
    await waitFor(() => expect(form.getAttribute('aria-busy')).toBeNull());
    expect(field('Logradouro').value).toBe('Avenida Rio Branco');
    expect(field('Logradouro').matches(':disabled')).toBe(false);
    expect(save.disabled).toBe(false);
    expect(within(form).queryByText('Carregando seus dados…')).toBeNull();
    await user.type(field('Número'), 'A');
    expect(field('Número').value).toBe('156A');
  });

  test(
    'a new customer types the address, picks the city by search, saves (POST) and sees the next step',
    async () => {
      const user = userEvent.setup();
      const { postSection, completeSection } = openAddress(null);
      await fillNewAddress(user);
      expect(field('CEP').value).toBe('01310-100');
      expect(field('Cidade').value).toBe('São Paulo');
      await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

      expect(await screen.findByRole('heading', { name: 'Documentos de identificação' })).toBeTruthy();
      expect(postSection).toHaveBeenCalledTimes(1);
      expect(postSection.mock.calls[0][0]).toMatchObject({
        section: 'address',
        method: 'POST',
        body: {
          PostalCode: '01310100',
          Street: 'Avenida Paulista',
          Number: '1578',
          Complement: null,
          Neighborhood: 'Bela Vista',
          CityId: 3550308,
          StateId: 35,
          CountryId: 'BRA',
          ClientId: 42,
        },
      });
      expect(completeSection.mock.calls[0][0]).toEqual({ ClientId: 42, SectionId: SectionId.ADDRESS });
    },
    TYPING_TIMEOUT,
  );

  test('a company is asked for its own address, not a home address', async () => {
    renderApp({ path: '/cadastrar/endereco', storage: signedIn('J', 0), calls: fakeCalls() });
    expect(await screen.findByRole('form', { name: 'Endereço da empresa' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Endereço residencial' })).toBeNull();
  });

  test(
    'a stored address fills the form and is saved with PUT and its AddressId',
    async () => {
      const user = userEvent.setup();
      const { postSection } = openAddress(STORED);
      await formLoaded('Endereço residencial');
      expect(field('CEP').value).toBe('20040-020');
      expect(field('Logradouro').value).toBe('Avenida Rio Branco');
      expect(field('Complemento (opcional)').value).toBe('Sala 1201');
      await waitFor(() => expect(field('Cidade').value).toBe('Rio de Janeiro'));
      await user.clear(field('Número'));
      await user.type(field('Número'), '160');
      await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
      expect(await screen.findByRole('heading', { name: 'Documentos de identificação' })).toBeTruthy();
      expect(postSection.mock.calls[0][0]).toMatchObject({ method: 'PUT', body: { AddressId: 7, Number: '160', CityId: 3304557 } });
    },
    TYPING_TIMEOUT,
  );

  test(
    'an incomplete form shows the messages at the fields, focuses the first and sends nothing',
    async () => {
      const user = userEvent.setup();
      const { postSection } = openAddress(null);
      await user.type(await screen.findByLabelText('CEP'), '0131');
      await user.type(field('Logradouro'), 'Avenida Paulista');
      await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

      await waitFor(() => expect(document.activeElement).toBe(field('CEP')));
      expect(field('CEP').getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('CEP inválido')).toBeTruthy();
      for (const message of ['Número é obrigatório', 'Bairro é obrigatório', 'Selecione o estado', 'Selecione a cidade'])
        expect(screen.getByText(message)).toBeTruthy();
      expect(screen.queryByText('Logradouro é obrigatório')).toBeNull();
      expect(field('Logradouro').getAttribute('aria-invalid')).toBe('false');
      expect(postSection).not.toHaveBeenCalled();

      // Fixing a field takes its message away; the others stay until the next save.
      await user.type(field('CEP'), '0100');
      expect(screen.queryByText('CEP inválido')).toBeNull();
      expect(field('CEP').getAttribute('aria-invalid')).toBe('false');
      expect(screen.getByText('Número é obrigatório')).toBeTruthy();
      expect(screen.getByText('Bairro é obrigatório')).toBeTruthy();
    },
    TYPING_TIMEOUT,
  );

  test(
    'a failed save shows the server message, keeps what was typed, and the retry saves',
    async () => {
      const user = userEvent.setup();
      const second = deferred<Address>();
      const postSection = vi
        .fn()
        .mockRejectedValueOnce(new RequestFailure(500, 'Serviço indisponível, tente novamente'))
        .mockReturnValueOnce(second.promise);
      openAddress(null, postSection);
      await fillNewAddress(user);
      await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

      expect((await screen.findByRole('alert')).textContent).toBe('Serviço indisponível, tente novamente');
      expect(field('Logradouro').value).toBe('Avenida Paulista');
      expect(field('Cidade').value).toBe('São Paulo');
      await user.click(screen.getByRole('button', { name: RETRY_SAVE }));
      await waitFor(() => expect(screen.getByRole('button', { name: /Salvar/ }).getAttribute('aria-busy')).toBe('true'));
      await act(async () => second.resolve(STORED));
      expect(await screen.findByRole('heading', { name: 'Documentos de identificação' })).toBeTruthy();
      expect(postSection).toHaveBeenCalledTimes(2);
    },
    TYPING_TIMEOUT,
  );

  test('marking the step complete fails: its message shows, and the retry saves and completes again', async () => {
    const user = userEvent.setup();
    const completion = deferred<SectionCompletion>();
    const completeSection = vi.fn().mockRejectedValueOnce(new RequestFailure(500, 'Falha ao salvar')).mockReturnValue(completion.promise);
    const { postSection } = openAddress(STORED, undefined, completeSection);
    await user.click(await screen.findByRole('button', { name: 'Salvar e continuar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Falha ao salvar');
    expect(completeSection.mock.calls[0][0]).toEqual({ ClientId: 42, SectionId: SectionId.ADDRESS });
    await user.click(screen.getByRole('button', { name: RETRY_SAVE }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Salvar/ }).getAttribute('aria-busy')).toBe('true'));
    await act(async () => completion.resolve({ ClientId: 42, SectionId: SectionId.ADDRESS, CompletedAt: '2025-06-01T12:00:00Z' }));
    expect(await screen.findByRole('heading', { name: 'Documentos de identificação' })).toBeTruthy();
    expect(postSection).toHaveBeenCalledTimes(2);
  });

  test("the server's refusal of the step (409) shows its items beside its message, never the message alone", async () => {
    const user = userEvent.setup();
    const refusal = { Address: [CompletenessMessages.address] };
    const completeSection = vi.fn().mockRejectedValue(new RequestFailure(409, CompletenessMessages.sectionIncomplete, refusal));
    openAddress(STORED, undefined, completeSection);
    await user.click(await screen.findByRole('button', { name: 'Salvar e continuar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${CompletenessMessages.sectionIncomplete} ${CompletenessMessages.address}.`,
    );
    expect(screen.getByTestId('url').textContent).toBe('/cadastrar/endereco');
  });

  test('the cities of a state that failed to load are offered again, then searched', async () => {
    const user = userEvent.setup();
    vi.mocked(loadCities).mockClear().mockRejectedValueOnce(new RequestFailure(503, 'Serviço indisponível'));
    openAddress(null);
    await screen.findByRole('option', { name: 'Rio de Janeiro' });
    await user.selectOptions(screen.getByLabelText('Estado'), 'Rio de Janeiro');
    await user.click(await screen.findByRole('button', { name: 'Tentar carregar cidade novamente' }));
    const city = screen.getByRole('combobox', { name: 'Cidade' }) as HTMLInputElement;
    await waitFor(() => expect(city.disabled).toBe(false));
    await user.type(city, 'nit');
    const options = within(screen.getByRole('listbox', { name: 'Opções: Cidade' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Niterói']);
    expect(vi.mocked(loadCities).mock.calls.map(([, stateId]) => stateId)).toEqual([33, 33]);
  });
});
