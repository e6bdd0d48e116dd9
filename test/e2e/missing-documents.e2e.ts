import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { RegistrationStatus } from '../../domain/constants.ts';
import { checkScreen } from './support/axe.ts';
import { apiFetch, callApi, signUpByApi } from './support/customer-api.ts';
import { samplePdf } from './support/documents.page.ts';
import { samplePng } from './support/documents.ts';
import { expectLinksOn, lastMailId, waitForMail } from './support/mailbox.ts';
import { MissingDocumentsPage } from './support/missing-documents.page.ts';
import { operatedServer } from './support/operator-cli.ts';

// The operator's command and, on PGlite, a server of the test's own stopped and started around it (ADR 146).
test.setTimeout(240_000);

type StoredDocument = { ReceiptTypeId: number; ReceiptId: number | null; RequiredDocument: boolean };

/** An image's format, size and decoded pixels (what survives the server's re-encoding). */
async function pixels(image: Buffer) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  return { format: (await sharp(image).metadata()).format, width: info.width, height: info.height, data: data.toString('hex') };
}

/**
 * Holds the link's code check (GET /api/client/code/document/…) until the returned release is called, so the
 * transient `/documentos-pendentes/:authCode` screen can be checked and photographed before it moves on.
 */
async function holdLinkCheck(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/client/code/document/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('an operator asks for missing documents with the CLI; the customer follows the emailed link, sends each document and the sign-up goes back to analysis', async ({
  page,
  request,
}) => {
  const server = await operatedServer();
  try {
    const customer = await signUpByApi(request, server.origin, 'Marina Albuquerque');
    const auth = { token: customer.token };
    const before = await lastMailId(request);

    const run = await server.admin(['documents:request', '--client', String(customer.clientId)]);
    expect(run.status, run.output).toBe(0);
    expect(run.output).toContain(`Client ${customer.clientId}: waiting for documents (status 3).`);
    expect(run.output).toContain('Email with the link sent.');
    const client = () => callApi<{ StatusRegistration: number }>(request, server.origin, 'GET', `/api/client/${customer.clientId}`, auth);
    expect((await client()).StatusRegistration).toBe(RegistrationStatus.WAITING_DOCUMENTS);

    const mail = await waitForMail(request, customer.email, /documentos pendentes/, before);
    expect(mail.subject).toBe('Aurora Investimentos: envie os documentos pendentes do seu cadastro');
    expect(mail.text).toContain('Olá, Marina!');
    expectLinksOn(mail, server.origin);
    const link = mail.links.find((href) => /^\/documentos-pendentes\/[\w-]{32}$/.test(new URL(href).pathname));
    expect(link, `the missing-documents link among ${mail.links.join(', ')}`).toBeDefined();
    expect(run.output, 'the CLI prints the link it emailed').toContain(`${link}`);

    const documents = new MissingDocumentsPage(page);
    // The emailed link, followed in Chromium.
    const release = await holdLinkCheck(page);
    await page.goto(`${link}`);
    await expect(page.getByText('Verificando o link…')).toBeVisible();
    await checkScreen(page, 'missing-documents-link', 'aurora');
    release();
    await documents.expectSending();
    await checkScreen(page, 'missing-documents-sending', 'aurora');

    const { total } = await documents.position();
    expect(total, 'a PF without documents misses the ID copy and the proof of residence').toBe(2);
    const sent = [samplePng('identidade.png'), samplePdf('comprovante-de-residencia.pdf')];
    const titles: string[] = [];
    for (const [offset, file] of sent.entries()) {
      const position = await documents.position();
      expect(position.index).toBe(offset + 1);
      titles.push(position.title);
      await documents.upload(file);
      if (offset < sent.length - 1) await documents.next();
    }
    expect(titles).toEqual([
      expect.stringMatching(/^Documento de identidade com foto.*\(obrigatório\)$/),
      expect.stringMatching(/^Comprovante de residência.*\(obrigatório\)$/),
    ]);
    await documents.expectAllSent();
    await documents.finish();
    await checkScreen(page, 'missing-documents-done', 'aurora');

    // Spec §4: finishing sets register status 2 (DESIGN §5: under analysis); the PDF is stored byte for byte, the
    // image re-encoded (ADR 191): the same pixels in a new PNG.
    expect((await client()).StatusRegistration).toBe(RegistrationStatus.UNDER_ANALYSIS);
    const stored = await callApi<StoredDocument[]>(request, server.origin, 'GET', `/api/document/client/${customer.clientId}`, auth);
    const required = stored.filter((document) => document.RequiredDocument);
    expect(required.map((document) => document.ReceiptTypeId)).toEqual([10, 11]);
    for (const [index, document] of required.entries()) {
      expect(document.ReceiptId).toEqual(expect.any(Number));
      const file = await apiFetch(request, server.origin, 'GET', `/api/document/${document.ReceiptId}/file`, auth);
      expect(file.status()).toBe(200);
      const body = await file.body();
      const original = sent[index]?.buffer ?? Buffer.alloc(0);
      if (sent[index]?.mimeType === 'application/pdf') expect(Buffer.compare(body, original)).toBe(0);
      else expect(await pixels(body)).toEqual(await pixels(original));
    }
    const missing = await callApi<unknown[]>(request, server.origin, 'GET', `/api/document/client/${customer.clientId}/required`, auth);
    expect(missing).toEqual([]);

    // The link served its purpose: it is dead now.
    const code = new URL(`${link}`).pathname.split('/').pop();
    expect((await apiFetch(request, server.origin, 'GET', `/api/client/code/document/${code}`)).status()).toBe(410);
  } finally {
    await server.close();
  }
});
