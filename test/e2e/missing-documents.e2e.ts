import { expect, type Page, test } from '@playwright/test';
import { RegistrationStatus } from '../../domain/constants.ts';
import { checkScreen } from './support/axe.ts';
import { apiFetch, callApi, registrationStatus, signUpByApi } from './support/customer-api.ts';
import { samplePdf } from './support/documents.page.ts';
import { expectLinksOn, lastMailId, waitForMail } from './support/mailbox.ts';
import { MissingDocumentsPage } from './support/missing-documents.page.ts';
import { operatedServer, putIntoAnalysis } from './support/operator-cli.ts';

// The operator's command and, on PGlite, a server of the test's own stopped and started around it (ADR 146).
test.setTimeout(240_000);

type StoredDocument = { ReceiptTypeId: number; ReceiptId: number | null };

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

const MESSAGE = 'Precisamos de um comprovante de residência emitido nos últimos 90 dias, com o seu nome.';

/** Photographs the page at a phone's and a desktop's width into /tmp/missing-shots (looked at by hand). */
async function shoot(page: Page, name: string) {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/missing-shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an operator asks for one named document with a message; the customer follows the emailed link, sees both, sends it and the sign-up goes back to analysis', async ({
  page,
  request,
}) => {
  const server = await operatedServer();
  try {
    const customer = await signUpByApi(request, server.origin, 'Marina Albuquerque');
    const auth = { token: customer.token };
    const ask = [
      'documents:request',
      '--client',
      String(customer.clientId),
      '--document',
      '11',
      '--message',
      MESSAGE,
      '--operator',
      'Ana Operadora',
    ];
    const status = () => registrationStatus(request, server.origin, customer);

    // Still filling in: refused, nothing changed.
    const refused = await server.admin(ask);
    expect(refused.status, refused.output).toBe(1);
    expect(refused.output).toContain(`Client ${customer.clientId} has status 1: documents may be requested only in analysis (2)`);
    expect(await status()).toBe(RegistrationStatus.IN_PROGRESS);

    expect((await putIntoAnalysis(server, customer.clientId)).status).toBe(0);
    const before = await lastMailId(request);
    // Run as the README shows, without the server's port: the link still follows the partner's stored URL.
    const run = await server.admin(ask, { PORT: '3000', PUBLIC_PORT: '3000' });
    expect(run.status, run.output).toBe(0);
    expect(run.output).toContain(`Client ${customer.clientId}: waiting for documents (status 3); asked for 11.`);
    expect(run.output).toContain('Email with the link sent.');
    expect(await status()).toBe(RegistrationStatus.WAITING_DOCUMENTS);

    const mail = await waitForMail(request, customer.email, /documentos pendentes/, before);
    expect(mail.subject).toBe('Aurora Investimentos: envie os documentos pendentes do seu cadastro');
    expect(mail.text).toContain('Olá, Marina!');
    expect(mail.text).toContain('Documentos solicitados: Comprovante de residência.');
    expect(mail.text).toContain(MESSAGE);
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
    await documents.expectRequest(MESSAGE, ['Comprovante de residência']);
    await checkScreen(page, 'missing-documents-sending', 'aurora');
    await shoot(page, 'missing-documents-sending');

    const position = await documents.position();
    expect(position).toEqual({ index: 1, total: 1, title: expect.stringMatching(/^Comprovante de residência.*\(obrigatório\)$/) });
    const sent = samplePdf('comprovante-de-residencia.pdf');
    await documents.upload(sent);
    await documents.expectAllSent();
    await documents.expectRequest(MESSAGE, ['Comprovante de residência — enviado']);
    await documents.finish();
    await checkScreen(page, 'missing-documents-done', 'aurora');

    // Spec §4: finishing sets register status 2 (DESIGN §5: under analysis); the PDF is stored byte for byte.
    expect(await status()).toBe(RegistrationStatus.UNDER_ANALYSIS);
    const stored = await callApi<StoredDocument[]>(request, server.origin, 'GET', `/api/document/client/${customer.clientId}`, auth);
    const byType = (type: number) => stored.find((document) => document.ReceiptTypeId === type);
    expect(byType(10)?.ReceiptId, 'the ID copy was not asked for, so not sent').toBeNull();
    const receiptId = byType(11)?.ReceiptId;
    expect(receiptId).toEqual(expect.any(Number));
    const file = await apiFetch(request, server.origin, 'GET', `/api/document/${receiptId}/file`, auth);
    expect(Buffer.compare(await file.body(), sent.buffer)).toBe(0);

    // The link served its purpose: it is dead now, and its page says so in spec §8's words.
    const code = new URL(`${link}`).pathname.split('/').pop();
    expect((await apiFetch(request, server.origin, 'GET', `/api/client/code/document/${code}`)).status()).toBe(410);
    await page.goto(`${link}`);
    await expect(page.getByRole('alert')).toHaveText('Token Inválido');
    await expect(page.getByText(/expirou|não encontrado/)).toHaveCount(0);
    await shoot(page, 'missing-documents-used-link');
  } finally {
    await server.close();
  }
});
