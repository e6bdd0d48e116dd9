import { expect, type Locator, type Page } from '@playwright/test';

/** Page object of the offer-coordination area (/coordenacao-oferta): the manager's sign-in and the applications. */
export class OfferCoordinationPage {
  constructor(private readonly page: Page) {}

  /** Signs in with a CPF and a password (the form stays on a refusal). */
  async signIn(cpf: string, password: string) {
    await this.page.getByLabel('CPF', { exact: true }).fill(cpf);
    await this.page.getByLabel('Senha', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Entrar' }).click();
  }

  /** The list as the current width shows it: the table from 768 px, the cards below. */
  table(): Locator {
    return this.page.getByRole('table', { name: 'Cadastros do parceiro' });
  }

  /** The table row of an application, by the customer's name. */
  row(name: string): Locator {
    return this.table().getByRole('row', { name: new RegExp(name) });
  }

  /** Searches a name or a whole document and waits for the list (or its empty state). */
  async search(text: string) {
    await this.page.getByLabel('Nome ou documento completo').fill(text);
    await this.page.getByRole('button', { name: 'Buscar' }).click();
    await this.settled();
  }

  /** Chooses a status in the filter ('Todos' for any). */
  async filterStatus(label: string) {
    await this.page.getByLabel('Status', { exact: true }).selectOption({ label });
    await this.settled();
  }

  /** Waits until the list has loaded: its count, or the empty state, shows. */
  async settled() {
    await expect(this.page.getByText(/^(\d+ cadastros?|Nenhum cadastro encontrado com estes filtros\.)$/)).toBeVisible();
  }
}
