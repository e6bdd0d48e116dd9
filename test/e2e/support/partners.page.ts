import { expect, type Page } from '@playwright/test';

/** A partner as the back office's add form takes it. */
export type NewPartner = { name: string; host: string; cnpj: string };

/** Page object of the back office's partners screen (`/backoffice/parceiros`, admins). */
export class PartnersPage {
  constructor(private readonly page: Page) {}

  /** Opens the screen from the navigation's "Parceiros" link and waits for the list. */
  async open() {
    await this.page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Parceiros' }).click();
    await expect(this.page.getByRole('table', { name: 'Parceiros' })).toBeVisible();
  }

  /** Opens the add form and fills name, host and CNPJ (colours and logos left to the default brand's). */
  async fillNew(partner: NewPartner) {
    await this.page.getByRole('button', { name: 'Cadastrar parceiro' }).click();
    const form = this.page.getByRole('form', { name: 'Cadastrar parceiro' });
    await form.getByLabel('Nome').fill(partner.name);
    await form.getByLabel('Endereço (host)').fill(partner.host);
    await form.getByLabel('CNPJ').fill(partner.cnpj);
  }

  /** Sends the open add form and waits for the list with the confirmation. */
  async submitNew() {
    await this.page.getByRole('form', { name: 'Cadastrar parceiro' }).getByRole('button', { name: 'Cadastrar' }).click();
    await expect(this.page.getByText('Parceiro cadastrado.')).toBeVisible();
  }

  /** Opens a partner's edit form, sets its main colour and saves. */
  async setPrimaryColor(name: string, color: string) {
    await this.page.getByRole('button', { name: `Editar ${name}` }).click();
    const form = this.page.getByRole('form', { name: `Editar ${name}` });
    await form.getByLabel('Cor principal', { exact: true }).fill(color);
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(this.page.getByText('Parceiro salvo.')).toBeVisible();
  }

  /**
   * Opens a partner's edit form, chooses a PNG for its login logo (the landing's hero), checks the preview, optionally
   * screenshots the form at `shot`, and saves.
   */
  async uploadLoginLogo(name: string, png: Buffer, shot?: string) {
    await this.page.getByRole('button', { name: `Editar ${name}` }).click();
    const form = this.page.getByRole('form', { name: `Editar ${name}` });
    await form.getByLabel('Logotipo da entrada').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect(form.getByRole('img', { name: 'Prévia: Logotipo da entrada' })).toHaveAttribute('src', /^blob:/);
    if (shot) await form.screenshot({ path: shot });
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(this.page.getByText('Parceiro salvo.')).toBeVisible();
  }

  /** The list's row of a partner, by name. */
  row(name: string) {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name }) });
  }
}
