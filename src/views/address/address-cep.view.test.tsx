import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { CepAddress } from '../../../domain/api/cep.ts';
import { RequestFailure } from '../../../domain/index.ts';
import { CEP_FAILURES, PAULISTA_CEP } from '../../../machines/cep-lookup/cep-lookup.fixtures.ts';
import { typePaulistaAddress } from '../../testing/address-financial-fillers.ts';
import { deferred, fakeCalls, renderApp } from '../../testing/render-app.tsx';
import { signedIn } from '../../testing/signed-in.ts';
import { formLoaded } from '../../testing/step-forms.ts';

vi.mock('../../api/lookup-lists.api.ts', async (importOriginal) =>
  (await import('../../testing/lookups.fixtures.ts')).fakeLookupLists(await importOriginal()),
);

// The address step of a new PF customer whose CEP lookups answer with `lookupCep`.
async function openAddress(lookupCep: (input: { cep: string }) => Promise<CepAddress>) {
  const fetchSection = vi.fn(async () => {
    throw new RequestFailure(404, 'Endereço não encontrado');
  });
  const calls = fakeCalls({ fetchSection, postSection: vi.fn(), lookupCep: vi.fn(lookupCep) });
  renderApp({ path: '/cadastrar/endereco', storage: signedIn('F', 0), calls });
  await formLoaded('Endereço residencial');
  return calls;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const note = () => document.getElementById('address-postal-code-note')?.textContent ?? '';
const TYPING_TIMEOUT = 20_000;

describe('CEP autofill on the address step', () => {
  test(
    'a complete CEP says it is looking, then fills street, bairro, state and city and moves focus to the number',
    async () => {
      const user = userEvent.setup();
      const answer = deferred<CepAddress>();
      const calls = await openAddress(() => answer.promise);
      await user.type(field('CEP'), '01310');
      expect(calls.lookupCep).not.toHaveBeenCalled();
      await user.type(field('CEP'), '100');
      expect(calls.lookupCep.mock.calls.map(([input]) => input)).toEqual([{ cep: '01310100' }]);
      expect(note()).toBe('Buscando o endereço do CEP…');

      await act(async () => answer.resolve(PAULISTA_CEP));
      expect(field('Logradouro').value).toBe('Avenida Paulista');
      expect(field('Bairro').value).toBe('Bela Vista');
      expect((screen.getByLabelText('Estado') as HTMLSelectElement).selectedOptions[0].textContent).toBe('São Paulo');
      await waitFor(() => expect(field('Cidade').value).toBe('São Paulo'));
      expect(document.activeElement).toBe(field('Número'));
      expect(note()).toBe('');
      await user.type(field('Número'), '1578');
      expect(field('Número').value).toBe('1578');
    },
    TYPING_TIMEOUT,
  );

  test(
    'what the customer typed is kept and named; "Usar o endereço do CEP" replaces it',
    async () => {
      const user = userEvent.setup();
      await openAddress(async () => PAULISTA_CEP);
      await user.type(field('Logradouro'), 'Av. Paulista');
      await user.type(field('CEP'), '01310100');
      await waitFor(() => expect(field('Bairro').value).toBe('Bela Vista'));
      expect(field('Logradouro').value).toBe('Av. Paulista');
      expect(note()).toBe('Mantivemos o que você digitou em Logradouro. Usar o endereço do CEP');
      await user.click(screen.getByRole('button', { name: 'Usar o endereço do CEP' }));
      expect(field('Logradouro').value).toBe('Avenida Paulista');
      expect(note()).toBe('');
    },
    TYPING_TIMEOUT,
  );

  test.each([
    ['an unknown CEP', CEP_FAILURES.notFound, 'CEP não encontrado. Confira o número ou preencha o endereço abaixo.'],
    ['the lookup down', CEP_FAILURES.unavailable, 'Não foi possível buscar o endereço agora. Preencha os campos abaixo.'],
    ['no network', CEP_FAILURES.network, 'Não foi possível buscar o endereço agora. Preencha os campos abaixo.'],
  ])(
    '%s: a short note under the CEP, and the address is typed by hand',
    async (_, failure, message) => {
      const user = userEvent.setup();
      await openAddress(async () => {
        throw failure;
      });
      await user.type(field('CEP'), '01310100');
      await waitFor(() => expect(note()).toBe(message));
      expect(screen.queryByRole('alert')).toBeNull();
      await user.type(field('Logradouro'), 'Avenida Paulista');
      expect(field('Logradouro').value).toBe('Avenida Paulista');
      // Editing the CEP takes the note away.
      await user.type(field('CEP'), '{Backspace}');
      expect(note()).toBe('');
    },
    TYPING_TIMEOUT,
  );

  test(
    'a CEP outside the chosen state is refused at the field and nothing is sent',
    async () => {
      const user = userEvent.setup();
      const calls = await openAddress(async () => {
        throw CEP_FAILURES.unavailable;
      });
      // A Rio CEP typed with an address in São Paulo/SP.
      await typePaulistaAddress(user, '20040020');
      await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
      expect(await screen.findByText('CEP não pertence ao estado selecionado')).toBeTruthy();
      expect(field('CEP').getAttribute('aria-invalid')).toBe('true');
      expect(calls.postSection).not.toHaveBeenCalled();
    },
    TYPING_TIMEOUT,
  );
});
