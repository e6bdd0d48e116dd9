import { expect, type Page } from '@playwright/test';
import { search } from './details.page.ts';

/** An address as a customer types it; state and city as the lists show them. */
export type AddressData = {
  postalCode: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  state: string;
  city: string;
};

/** A real address in São Paulo (Avenida Paulista). */
export const PAULISTA: AddressData = {
  postalCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1578',
  complement: 'Apto 52',
  neighborhood: 'Bela Vista',
  state: 'São Paulo',
  city: 'São Paulo',
};

/** Page object of the address step (/cadastrar/endereco). */
export class AddressPage {
  constructor(private readonly page: Page) {}

  /** Waits for the step's form (its stored address, if any, loaded). */
  async ready() {
    await expect(this.page.getByRole('heading', { name: 'Endereço', level: 1 })).toBeVisible();
    await expect(this.page.getByLabel('CEP')).toBeVisible();
    // The form shows disabled while the stored address loads (ADR 170).
    await expect(this.page.getByRole('form', { name: /^Endereço (residencial|da empresa)$/ })).not.toHaveAttribute('aria-busy', 'true');
  }

  /** Fills every field; the city is searched in the state's municipalities and chosen by keyboard. */
  async fillValid(data: AddressData = PAULISTA) {
    await this.ready();
    const p = this.page;
    await p.getByLabel('CEP').fill(data.postalCode);
    // The CEP lookup answers first (it fills what is still empty), then every field is typed as given.
    await this.lookupSettled();
    await p.getByLabel('Logradouro').fill(data.street);
    await p.getByLabel('Número').fill(data.number);
    await p.getByLabel('Complemento (opcional)').fill(data.complement);
    await p.getByLabel('Bairro').fill(data.neighborhood);
    await p.getByLabel('Estado').selectOption({ label: data.state });
    // The CEP may have chosen the city already: typing the same name again would open no list.
    if ((await p.getByRole('combobox', { name: 'Cidade' }).inputValue()) !== data.city) await this.chooseCity(data.city);
  }

  /** The note under the CEP while the lookup runs, then what it says (empty once an address filled the form). */
  cepNote() {
    return this.page.locator('#address-postal-code-note');
  }

  /** Waits until the CEP lookup is no longer running. */
  async lookupSettled() {
    await expect(this.cepNote()).not.toHaveText(/Buscando/);
  }

  /** Types the city's name in the searchable list and picks the exact match. */
  async chooseCity(name: string) {
    await search(this.page, 'Cidade', name);
  }

  /** Saves the address and waits for the next step (Identificação). */
  async save() {
    await this.page.getByRole('button', { name: /Salvar e continuar|Tentar salvar novamente/ }).click();
    await expect(this.page).not.toHaveURL(/\/cadastrar\/endereco$/);
  }
}
