import { expect, type Page } from '@playwright/test';

/** Page object of the last step, Conclusão (/cadastrar/concluido): the checklist of what is missing, or the end. */
export class FinishedPage {
  constructor(private readonly page: Page) {}

  private get checklist() {
    return this.page.getByRole('region', { name: 'Complete estas etapas para enviar o seu cadastro' });
  }

  /** Opens Conclusão by its URL (a customer skipping ahead) on the brand's origin. */
  async open(origin: string) {
    await this.page.goto(`${origin}/cadastrar/concluido`);
  }

  /** Waits for the checklist and expects exactly these steps to be named as missing, in order. */
  async expectMissing(steps: string[]) {
    await expect(this.checklist).toBeVisible();
    await expect(this.checklist.getByRole('link')).toHaveText(steps);
    await expect(this.page.getByText('Seu cadastro foi concluído e enviado para análise.')).toHaveCount(0);
  }

  /** Follows the checklist's link to a step. */
  async goTo(step: string) {
    await this.checklist.getByRole('link', { name: step }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: step })).toBeVisible();
  }

  /** Waits for the finalized sign-up's conclusion. */
  async expectFinished() {
    await expect(this.page).toHaveURL(/\/cadastrar\/concluido$/);
    await expect(this.page.getByText('Seu cadastro foi concluído e enviado para análise.')).toBeVisible();
  }

  /** Browser Back after the conclusion: the status, never an editable form. */
  async expectFrozenOnBack() {
    await this.page.goBack();
    await expect(this.page.getByRole('heading', { name: 'Seu cadastro está em análise' })).toBeVisible();
    await expect(this.page.getByRole('textbox')).toHaveCount(0);
    await expect(this.page.getByRole('button', { name: 'Salvar e continuar' })).toHaveCount(0);
  }
}
