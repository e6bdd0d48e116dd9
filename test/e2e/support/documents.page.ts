import { expect, type Page } from '@playwright/test';
import { PDF_BYTES } from '../../../server/lib/uploads-fixtures.ts';

/** A small but real one-page PDF (the server parses it): what a customer's scanned document stands for. */
export function samplePdf(name = 'documento.pdf') {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(PDF_BYTES) };
}

/** Page object of the documents step: PF /cadastrar/documentos and PJ /cadastrar/envio-de-documentos. */
export class DocumentsPage {
  constructor(private readonly page: Page) {}

  private list() {
    return this.page.getByRole('list', { name: 'Documentos' });
  }

  /** Waits for the list of documents. */
  async ready() {
    await expect(this.list()).toBeVisible();
  }

  /** Sends a file to one document by its name (as the card titles it) and waits until it is sent. */
  async upload(documentName: string, file = samplePdf()) {
    const card = this.list().getByRole('listitem', { name: new RegExp(documentName) });
    await card.getByLabel(/^Escolher arquivo:/).setInputFiles(file);
    await expect(card.getByText('Enviado', { exact: true })).toBeVisible();
  }

  /** Sends a PDF to every required document not sent yet. */
  async fillValid() {
    await this.ready();
    const required = this.list().getByRole('listitem').filter({ hasText: '(obrigatório)' });
    for (const card of await required.all()) {
      if (await card.getByText('Enviado', { exact: true }).isVisible()) continue;
      await card.getByLabel(/^Escolher arquivo:/).setInputFiles(samplePdf());
      await expect(card.getByText('Enviado', { exact: true })).toBeVisible();
    }
  }

  /** Continues ("Salvar e continuar") and waits for the wizard to leave the step. */
  async save() {
    const url = this.page.url();
    await this.page.getByRole('button', { name: 'Salvar e continuar' }).click();
    await expect(this.page).not.toHaveURL(url);
  }
}
