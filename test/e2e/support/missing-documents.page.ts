import { expect, type Page } from '@playwright/test';

type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/**
 * Page object of the missing documents (spec §2): the emailed link `/documentos-pendentes/:authCode`, the sending
 * page `/documentos-pendentes-envio` (one document at a time) and `/documentos-pendentes-concluido`.
 */
export class MissingDocumentsPage {
  constructor(private readonly page: Page) {}

  private counter() {
    return this.page.getByText(/^Documento \d+ de \d+$/);
  }

  /** Waits for the sending page (the secret code gone from the address) showing a document to send. */
  async expectSending() {
    await expect(this.page).toHaveURL(/\/documentos-pendentes-envio$/);
    await expect(this.page.getByRole('heading', { name: 'Envio de documentos pendentes', level: 1 })).toBeVisible();
    await expect(this.counter()).toBeVisible();
  }

  /** Checks the brokerage's message and the requested documents listed above the current one. */
  async expectRequest(message: string, documents: string[]) {
    const request = this.page.getByRole('region', { name: 'Documentos solicitados' });
    await expect(request.getByText(message)).toBeVisible();
    await expect(request.getByRole('listitem')).toHaveText(documents);
  }

  /** Where the customer is: the document's position, how many there are, and its title. */
  async position(): Promise<{ index: number; total: number; title: string }> {
    const [, index = '0', total = '0'] = /^Documento (\d+) de (\d+)$/.exec((await this.counter().textContent()) ?? '') ?? [];
    const title = (await this.page.getByRole('heading', { level: 2 }).textContent()) ?? '';
    return { index: Number(index), total: Number(total), title };
  }

  private allSent() {
    return this.page.getByText('Todos os documentos foram enviados.');
  }

  /** Chooses the file of the current document and waits until it is sent (after the last one, the summary shows). */
  async upload(file: UploadFile) {
    await this.page.getByLabel(/^Escolher arquivo:/).setInputFiles(file);
    await expect(this.page.getByRole('status').filter({ hasText: 'Documento enviado.' }).or(this.allSent())).toBeVisible();
  }

  /** Moves on from a sent document to the next one. */
  async next() {
    await this.page.getByRole('button', { name: 'Próximo documento' }).click();
  }

  /** Waits for the summary after the last document. */
  async expectAllSent() {
    await expect(this.allSent()).toBeVisible();
  }

  /** Finishes ("Concluir envio") and waits for the confirmation page. */
  async finish() {
    await this.page.getByRole('button', { name: 'Concluir envio' }).click();
    await expect(this.page).toHaveURL(/\/documentos-pendentes-concluido$/);
    await expect(this.page.getByRole('heading', { name: 'Documentos enviados', level: 1 })).toBeVisible();
  }
}
