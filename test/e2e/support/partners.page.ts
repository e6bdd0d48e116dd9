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

  /** Opens a partner's edit form and its theme editor (ADR 232: colours are edited there only), and waits for the draft. */
  async openThemeEditor(name: string) {
    await this.page.getByRole('button', { name: `Editar ${name}` }).click();
    await expect(this.page.getByRole('form', { name: `Editar ${name}` }).getByLabel('Cor principal')).toHaveCount(0);
    await this.page.getByRole('button', { name: 'Editar tema e pré-visualizar' }).click();
    await expect(this.themeColor('Cor principal')).not.toHaveValue('');
  }

  /** The theme editor's text field of a colour, by its label. */
  themeColor(label: string) {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  /** The theme editor's list of failing contrast pairs. */
  failingPairs() {
    return this.page.getByRole('list', { name: 'Pares sem contraste suficiente' });
  }

  /** Applies the first suggestion listed for a colour (by its label) and answers the colour it suggested. */
  async applySuggestion(label: string): Promise<string> {
    const use = this.failingPairs()
      .getByRole('button', { name: new RegExp(`^Usar sugestão #[0-9A-F]{6} em ${label} \\(`) })
      .first();
    const suggested = (await use.getAttribute('aria-label'))?.match(/#[0-9A-F]{6}/)?.[0] ?? '';
    await use.click();
    return suggested;
  }

  /** Publishes the editor's draft and waits for the confirmation and the new version listed as live. */
  async publishTheme(version: number) {
    await this.page.getByRole('button', { name: 'Publicar', exact: true }).click();
    await expect(this.page.getByText('Tema publicado. O endereço do parceiro já mostra as novas cores.')).toBeVisible();
    await expect(this.page.getByText(new RegExp(`^Versão ${version} · .* · no ar$`))).toBeVisible();
  }

  /** Restores a published version (one click) and waits for the confirmation. */
  async restoreTheme(version: number) {
    await this.page.getByRole('button', { name: `Restaurar a versão ${version}` }).click();
    await expect(this.page.getByText(`Versão ${version} restaurada e publicada.`)).toBeVisible();
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
