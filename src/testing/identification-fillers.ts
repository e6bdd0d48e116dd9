import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { choose } from './address-financial-fillers.ts';
import { stubLookups } from './identification-lookups.ts';
import { formLoaded } from './step-forms.ts';

// Lookups are read with `fetch`: a suite that did not stub it gets failed lists; stub them, let the reads in flight
// fail, then ask again.
async function withLookups(user: UserEvent) {
  if ('mock' in globalThis.fetch) return;
  stubLookups();
  await waitFor(() => expect(document.querySelectorAll('select[aria-busy="true"]').length).toBe(0));
  for (const retry of screen.queryAllByRole('button', { name: /^Tentar carregar/ })) await user.click(retry);
}

/** Chooses an option of a select once its lookup list has loaded. */
export async function pick(user: UserEvent, select: HTMLElement, option: string) {
  await waitFor(() => expect([...select.querySelectorAll('option')].some((item) => item.textContent === option)).toBe(true));
  await user.selectOptions(select, option);
}

// Types into a field after clearing it (a filler may run twice on the same form: a failed completion is retried).
async function retype(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

/** Fills the PF identification step (Dados Pessoais) with a realistic customer born in Campinas/SP. */
export async function fillDetails(user: UserEvent) {
  await formLoaded('Dados pessoais');
  await withLookups(user);
  await pick(user, await screen.findByLabelText('Estado de nascimento'), 'São Paulo');
  await choose(user, screen.getByRole('combobox', { name: 'Cidade de nascimento' }) as HTMLInputElement, 'Campi', 'Campinas');
  await pick(user, screen.getByLabelText('Nacionalidade'), 'Brasileira');
  await pick(user, screen.getByLabelText('Estado civil'), 'Casado(a)');
  await pick(user, screen.getByLabelText('Gênero'), 'Feminino');
  await choose(user, screen.getByRole('combobox', { name: 'Profissão' }) as HTMLInputElement, '2142', 'Engenheiro civil (CBO 2142-05)');
  await retype(user, screen.getByLabelText('Nome da mãe'), 'Maria Aparecida da Silva');
  await retype(user, screen.getByLabelText('Nome do pai (opcional)'), 'José Carlos da Silva');
  await pick(user, screen.getByLabelText('Tipo de documento'), 'RG');
  await retype(user, screen.getByLabelText('Número do documento'), ' 12.345.678-9 ');
  await pick(user, screen.getByLabelText('Órgão emissor'), 'SSP');
  await pick(user, screen.getByLabelText('UF do órgão emissor'), 'São Paulo');
  await retype(user, screen.getByLabelText('Data de emissão'), '15032015');
}

/** Fills the PJ identification step's company data (an IT Ltda, active non-financial for FATCA); lists stay empty. */
export async function fillCompanyData(user: UserEvent) {
  await formLoaded('Dados da empresa');
  await withLookups(user);
  const cnpj = await screen.findByLabelText<HTMLInputElement>('CNPJ');
  if (!cnpj.readOnly && cnpj.value === '') await user.type(cnpj, '11222333000181');
  await choose(
    user,
    screen.getByRole('combobox', { name: 'Atividade principal' }) as HTMLInputElement,
    'programas de computador',
    'Desenvolvimento de programas de computador sob encomenda (CNAE 6201-5/01)',
  );
  await choose(
    user,
    screen.getByRole('combobox', { name: 'Forma de constituição' }) as HTMLInputElement,
    'limitada',
    'Sociedade Empresária Limitada',
  );
  await pick(user, screen.getByLabelText('Classificação FATCA'), 'Entidade não financeira ativa');
  await retype(user, screen.getByLabelText('Faturamento mensal (R$)'), '150.000,00');
  await retype(user, screen.getByLabelText('Capital social (R$)'), '50.000,00');
}

/** The region of one company list (by its heading). */
export const companyList = (name: string) => screen.getByRole('region', { name });

/** Adds a row to a company list and returns it (named "<item> <n>"). */
export async function addRow(user: UserEvent, list: string, itemLabel: string) {
  const region = companyList(list);
  await user.click(within(region).getByRole('button', { name: `Adicionar ${itemLabel.toLowerCase()}` }));
  const rows = within(region).getAllByRole('group');
  return rows[rows.length - 1];
}
