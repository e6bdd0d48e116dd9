import { expect, type Page } from '@playwright/test';

/** Page object of the continue sign-up (/continuar-cadastro): document → emailed code → back to the wizard. */
export class ContinueSignupPage {
  constructor(private readonly page: Page) {}

  /** Opens /continuar-cadastro on a brand host. */
  async open(origin: string) {
    await this.page.goto(`${origin}/continuar-cadastro`);
    await expect(this.page.getByRole('heading', { name: 'Continue seu cadastro' })).toBeVisible();
  }

  /** Asks for a code for a CPF and waits for the code form. */
  async requestCode(cpf: string) {
    await this.page.getByLabel('CPF', { exact: true }).fill(cpf);
    await this.page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(this.page.getByLabel('Código de 6 dígitos')).toBeVisible();
  }

  /** Types the emailed code and confirms it. */
  async confirm(code: string) {
    await this.page.getByLabel('Código de 6 dígitos').fill(code);
    await this.page.getByRole('button', { name: 'Confirmar código' }).click();
  }
}
