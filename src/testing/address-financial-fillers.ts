import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { stubLookups } from './identification-lookups.ts';
import { formLoaded } from './step-forms.ts';

const retryButtons = () => screen.queryAllByRole('button', { name: /^Tentar carregar/ });

// Lookups are read with `fetch`: a list read before the stub was installed has failed (or is failing): wait until
// the lists settle, then stub them and ask again until `ready`.
async function withLookups(user: UserEvent, ready: () => boolean) {
  if (!('mock' in globalThis.fetch)) stubLookups();
  await waitFor(() => expect(ready() || retryButtons().length > 0).toBe(true));
  for (const retry of retryButtons()) await user.click(retry);
  await waitFor(() => expect(ready()).toBe(true));
}

// Types into a field after clearing it (a filler may run twice on the same form: a failed completion is retried).
async function retype(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

/** Searches a combobox (its list loaded) and chooses the option named `option`. */
export async function choose(user: UserEvent, combobox: HTMLInputElement, search: string, option: string) {
  await waitFor(() => expect(combobox.disabled).toBe(false));
  await retype(user, combobox, search);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Fills the address step with a real address in Campinas/SP. */
export async function fillAddress(user: UserEvent) {
  const hasOption = (select: HTMLElement | null, name: string) =>
    [...(select?.querySelectorAll('option') ?? [])].some((item) => item.textContent === name);
  await formLoaded(/^Endereço (residencial|da empresa)$/);
  await withLookups(user, () => hasOption(screen.queryByLabelText('Estado'), 'São Paulo'));
  await retype(user, screen.getByLabelText('CEP'), '13015904');
  await retype(user, screen.getByLabelText('Logradouro'), 'Rua Barão de Jaguara');
  await retype(user, screen.getByLabelText('Número'), '1481');
  await retype(user, screen.getByLabelText('Bairro'), 'Centro');
  await user.selectOptions(screen.getByLabelText('Estado'), 'São Paulo');
  await choose(user, screen.getByRole('combobox', { name: 'Cidade' }), 'Camp', 'Campinas');
}

/** Types an address on Avenida Paulista (São Paulo/SP) field by field, with `cep` as the CEP typed. */
export async function typePaulistaAddress(user: UserEvent, cep = '01310100') {
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  await user.type(field('CEP'), cep);
  await user.type(field('Logradouro'), 'Avenida Paulista');
  await user.type(field('Número'), '1578');
  await user.type(field('Bairro'), 'Bela Vista');
  await screen.findByRole('option', { name: 'São Paulo' });
  await user.selectOptions(screen.getByLabelText('Estado'), 'São Paulo');
  const city = field('Cidade');
  await waitFor(() => expect(city.disabled).toBe(false));
  await user.type(city, 'sao p');
  await user.keyboard('{ArrowDown}{Enter}');
}

/** Fills the financial data step: one Itaú checking account and a monthly income (a company: its investments). */
export async function fillFinancialData(user: UserEvent) {
  await formLoaded('Dados financeiros');
  const row = within(await screen.findByRole('group', { name: 'Conta 1' }));
  const bank = row.getByRole('combobox', { name: 'Banco' }) as HTMLInputElement;
  // The bank list has no visible options until searched: loaded is "enabled and no retry offered".
  await withLookups(user, () => !bank.disabled && retryButtons().length === 0);
  await choose(user, bank, '341', '341 - Itaú Unibanco S.A.');
  await retype(user, row.getByLabelText('Agência (sem dígito)'), '0912');
  await retype(user, row.getByLabelText('Número da conta'), '45871');
  await retype(user, row.getByLabelText('Dígito'), '3');
  await retype(user, screen.queryByLabelText('Renda mensal') ?? screen.getByLabelText('Aplicações financeiras'), '8500');
}
