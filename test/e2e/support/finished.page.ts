import { expect, type Page } from '@playwright/test';

/** Page object of the last step, Conclusão (/cadastrar/concluido): the sign-up is finalized. */
export class FinishedPage {
  constructor(private readonly page: Page) {}

  /** Waits for the finalized sign-up's conclusion. */
  async expectFinished() {
    await expect(this.page).toHaveURL(/\/cadastrar\/concluido$/);
    await expect(this.page.getByText('Seu cadastro foi concluído e enviado para análise.')).toBeVisible();
  }
}
