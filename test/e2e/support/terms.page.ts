import { expect, type Page } from '@playwright/test';

/** A password and an electronic signature the policies accept (not common, no sequence or repeated digit). */
export const TERMS_CREDENTIALS = { password: 'Ipê amarelo na varanda', signature: '704193' } as const;

/** Page object of the terms step (/cadastrar/termos-e-assinatura): password, signature, agreements, signing. */
export class TermsPage {
  constructor(
    private readonly page: Page,
    private readonly credentials: { password: string; signature: string } = TERMS_CREDENTIALS,
  ) {}

  /** The list of agreements to sign (shown once the password and the signature exist). */
  agreements() {
    return this.page.getByRole('list', { name: 'Termos para assinar' });
  }

  private passwordForm() {
    return this.page.getByLabel('Nova senha', { exact: true });
  }

  private signatureForm() {
    return this.page.getByRole('heading', { name: 'Crie a sua assinatura eletrônica' });
  }

  /** Creates the password and the electronic signature when the step asks for them, then accepts every agreement. */
  async fillValid() {
    const { password, signature } = this.credentials;
    await expect(this.passwordForm().or(this.signatureForm()).or(this.agreements())).toBeVisible();
    if (await this.passwordForm().isVisible()) {
      await this.passwordForm().fill(password);
      await this.page.getByLabel('Confirme a nova senha').fill(password);
      await this.page.getByRole('button', { name: 'Criar senha' }).click();
      await expect(this.signatureForm().or(this.agreements())).toBeVisible();
    }
    if (await this.signatureForm().isVisible()) {
      await this.page.getByLabel('Assinatura eletrônica', { exact: true }).fill(signature);
      await this.page.getByLabel('Confirme a assinatura eletrônica').fill(signature);
      await this.page.getByRole('button', { name: 'Criar assinatura eletrônica' }).click();
    }
    await expect(this.agreements()).toBeVisible();
    for (const box of await this.agreements().getByRole('checkbox').all()) await box.check();
  }

  /** Shows an agreement's text in the page, opens it on the reader's page (/cadastrar/pdf), and returns to the terms. */
  async read(name: string) {
    await this.page.getByRole('button', { name: `Ler ${name}` }).click();
    await expect(this.page.getByRole('article', { name })).toBeVisible();
    await this.page.getByRole('button', { name: 'Ler em tela cheia' }).click();
    await expect(this.page).toHaveURL(/\/cadastrar\/pdf$/);
    await this.page.getByRole('button', { name: 'Voltar aos termos' }).click();
    await expect(this.agreements()).toBeVisible();
  }

  /** Signs every accepted agreement with the electronic signature; the wizard moves on to Conclusão. */
  async save() {
    await this.page.getByLabel('Assinatura eletrônica', { exact: true }).fill(this.credentials.signature);
    await this.page.getByRole('button', { name: 'Assinar termos' }).click();
    await expect(this.page).toHaveURL(/\/cadastrar\/concluido$/);
  }
}
