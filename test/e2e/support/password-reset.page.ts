import { expect, type Page } from '@playwright/test';

/** Page object of the password reset (/recuperar-senha): document → emailed code → new password. */
export class PasswordResetPage {
  constructor(private readonly page: Page) {}

  /** Opens the reset from the landing's "Esqueci minha senha". */
  async openFromLanding() {
    await this.page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(this.page).toHaveURL(/\/recuperar-senha$/);
  }

  /** Asks for a code for a CPF (or a CNPJ with `company`). */
  async request(document: string, company = false) {
    if (company) await this.page.getByRole('radio', { name: 'Pessoa Jurídica (CNPJ)' }).check();
    await this.page.getByLabel(company ? 'CNPJ' : 'CPF', { exact: true }).fill(document);
    await this.page.getByRole('button', { name: 'Enviar código por e-mail' }).click();
    await expect(this.page.getByLabel('Código recebido por e-mail')).toBeVisible();
  }

  /** Types the emailed code and the new password; ends on "Senha alterada". */
  async reset(code: string, password: string) {
    await this.page.getByLabel('Código recebido por e-mail').fill(code);
    await this.page.getByRole('button', { name: 'Confirmar código' }).click();
    await this.page.getByLabel('Nova senha', { exact: true }).fill(password);
    await this.page.getByLabel('Confirme a nova senha').fill(password);
    await this.page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(this.page.getByRole('heading', { name: 'Senha alterada' })).toBeVisible();
  }
}
