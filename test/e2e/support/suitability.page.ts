import { expect, type Page } from '@playwright/test';

/** Page object of the suitability step (/cadastrar/suitability). */
export class SuitabilityPage {
  constructor(private readonly page: Page) {}

  private form() {
    return this.page.getByRole('form', { name: 'Questionário de perfil de investidor' });
  }

  /**
   * Answers every visible question with its first alternative (answering may reveal nested questions, which are
   * answered in turn) until the progress reads "N de N".
   */
  async fillValid() {
    await expect(this.form()).toBeVisible();
    const unanswered = this.form().locator('fieldset:not(:has(input:checked))');
    while ((await unanswered.count()) > 0) {
      await unanswered.first().locator('input').first().check();
    }
    await expect(this.form().getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  }

  /** Sends the answers and answers the profile shown (conservador, moderado or arrojado). */
  async submit(): Promise<string> {
    await this.page.getByRole('button', { name: 'Ver meu perfil' }).click();
    const profile = this.page.getByRole('heading', { name: /^(Conservador|Moderado|Arrojado)$/ });
    await expect(profile).toBeVisible();
    return (await profile.textContent()) ?? '';
  }

  /** Submits the answers when still answering, then continues from the profile to the terms. */
  async save() {
    if (await this.form().isVisible()) await this.submit();
    await this.page.getByRole('button', { name: 'Salvar e continuar' }).click();
    await expect(this.page).toHaveURL(/\/cadastrar\/termos-e-assinatura$/);
  }
}
