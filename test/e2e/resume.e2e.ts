import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { RestartableServer } from '../../server/test-support/server-process.ts';
import { AddressPage } from './support/address.page.ts';
import { ContinueSignupPage } from './support/continue-signup.page.ts';
import { apiFetch, callApi, signUpByApi } from './support/customer-api.ts';
import { DocumentsPage } from './support/documents.page.ts';
import { randomCpf } from './support/documents.ts';
import { E2E_PORT, OWN_SERVER_PORT, serverEnv } from './support/e2e-env.ts';
import { AURORA, BRAVO, UNKNOWN } from './support/hosts.ts';
import { emailedCode, expectLinksOn, lastMailId, waitForMail } from './support/mailbox.ts';
import { SignupPage } from './support/signup.page.ts';

// Several screens and a second browser context: more than the default 30 s on a shared machine.
test.setTimeout(120_000);

/** Signs a new PF customer up on the main brand (of `origin`'s server); returns the CPF and email used. Ends on the address step. */
async function signUp(page: Page, origin = AURORA) {
  const cpf = randomCpf();
  const email = `cliente.${cpf}@example.com`;
  const signup = new SignupPage(page);
  await signup.open(origin);
  await signup.choose('Pessoa Física');
  await signup.fill(
    { name: 'Rafael Moreira', document: cpf, birthDate: '04111985', email, phone: '21987654321', knowledge: 'Google' },
    'F',
  );
  await signup.submit();
  await signup.confirmEmail(email);
  await expect(page).toHaveURL(/\/cadastrar\/endereco$/);
  return { cpf, email };
}

/** The persisted session slice of the page (null when there is none). */
const session = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('onboarding.session') ?? 'null'));

test('a customer continues the sign-up in a new browser with the emailed code and lands on the first incomplete step', async ({
  page,
  browser,
  request,
}) => {
  const { cpf, email } = await signUp(page);
  const address = new AddressPage(page);
  await address.fillValid();
  await address.save();
  await expect(page).toHaveURL(/\/cadastrar\/documentos$/);

  const context = await browser.newContext();
  try {
    const fresh = await context.newPage();
    const resume = new ContinueSignupPage(fresh);
    await resume.open(AURORA);
    const before = await lastMailId(request);
    await resume.requestCode(cpf);
    const code = await emailedCode(request, AURORA, email, /continuar o cadastro/, before);
    await resume.confirm(code);
    await expect(fresh).toHaveURL(/\/cadastrar\/documentos$/);
    await new DocumentsPage(fresh).ready();
    expect((await session(fresh))?.accessToken).toEqual(expect.any(String));
  } finally {
    await context.close();
  }
});

test("the code's email goes to the customer over SMTP with its links on the partner's configured host, whatever Host the request came through", async ({
  request,
}) => {
  const customer = await signUpByApi(request, BRAVO, 'Otávio Ramos');
  const before = await lastMailId(request);
  // Issue 4: a request through another Host (here the unknown-partner host) must not steer the links.
  await callApi(request, UNKNOWN, 'POST', '/api/customer/token-continue-register', {
    body: { Document: customer.cpf, PartnerId: customer.partnerId },
  });
  const mail = await waitForMail(request, customer.email, /continuar o cadastro/, before);
  expect(mail.subject).toBe('Bravo Capital: seu código para continuar o cadastro');
  expect(mail.from).toMatch(/^Bravo Capital </);
  expect(mail.text).toContain('Olá, Otávio!');
  expectLinksOn(mail, BRAVO);
  expect(mail.links).toContain(`${BRAVO}/continuar-cadastro`);
});

test('a wrong code is refused at the field and the customer stays on the code form', async ({ page, browser }) => {
  const { cpf } = await signUp(page);
  const context = await browser.newContext();
  try {
    const fresh = await context.newPage();
    const resume = new ContinueSignupPage(fresh);
    await resume.open(AURORA);
    await resume.requestCode(cpf);
    await resume.confirm('000000');
    await expect(fresh.getByLabel('Código de 6 dígitos')).toHaveAttribute('aria-invalid', 'true');
    await expect(fresh).toHaveURL(/\/continuar-cadastro$/);
  } finally {
    await context.close();
  }
});

test('a session that expires mid-journey sends the customer to the landing, says why, and clears the session', async ({
  page,
  request,
}) => {
  // A server of its own whose tokens live 15 s (SESSION_TTL_SECONDS): the expiry is the server's, nothing is faked.
  // On PostgreSQL it shares the worker's database, so it seeds the brands' URLs with the worker's server's port: the
  // links the worker's later tests check stay on that server.
  const dataDir = mkdtempSync(join(tmpdir(), 'onboarding-e2e-expiry-'));
  const env = { ...serverEnv(OWN_SERVER_PORT, dataDir), PUBLIC_PORT: String(E2E_PORT), SESSION_TTL_SECONDS: '15' };
  const server = new RestartableServer(OWN_SERVER_PORT, env);
  await server.start();
  try {
    await signUp(page, server.origin);
    const address = new AddressPage(page);
    await address.fillValid();
    const token = (await session(page))?.accessToken ?? '';
    const { ClientId } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
    // Until the server itself refuses the token (at most the 15 s it lives), rather than a sleep past its exp.
    const answer = async () => (await apiFetch(request, server.origin, 'GET', `/api/client/${ClientId}`, { token })).status();
    await expect.poll(answer, { timeout: 30_000, intervals: [250] }).toBe(401);
    await page.getByRole('button', { name: 'Salvar e continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Qual conta você quer abrir?' })).toBeVisible();
    // The landing's live region tells why (ADR 141): an alert, announced as it appears.
    await expect(page.getByRole('alert')).toHaveText('Sua sessão expirou. Entre novamente para continuar.');
    expect((await session(page))?.accessToken ?? null).toBeNull();
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: 'test-results/screens/session-expired-aurora-360.png', fullPage: true });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a tampered token found after a reload is not trusted: the customer is back on the landing', async ({ page }) => {
  await signUp(page);
  await page.evaluate(() => {
    const slice = JSON.parse(sessionStorage.getItem('onboarding.session') ?? '{}');
    const [header, payload] = slice.accessToken.split('.');
    sessionStorage.setItem('onboarding.session', JSON.stringify({ ...slice, accessToken: `${header}.${payload}.assinatura-falsa` }));
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Qual conta você quer abrir?' })).toBeVisible();
  expect((await session(page))?.accessToken ?? null).toBeNull();
});

test('a reload on a later step (documents, after the address) keeps the customer on that step', async ({ page }) => {
  await signUp(page);
  const address = new AddressPage(page);
  await address.fillValid();
  await address.save();
  await expect(page).toHaveURL(/\/cadastrar\/documentos$/);
  const documents = new DocumentsPage(page);
  await documents.ready();

  await page.reload();
  await expect(page).toHaveURL(/\/cadastrar\/documentos$/);
  await documents.ready();
  await expect(page.getByRole('heading', { name: 'Endereço', level: 1 })).toHaveCount(0);
});

// The browser's own Back and Forward (popstate) reach the machine through the router bridge (ADR 020, 179).
test('Back stays on the step after signing up and returns to a step seen; Forward returns to the later step reached', async ({ page }) => {
  await signUp(page);
  const address = new AddressPage(page);
  await address.ready();
  // The entry before is the sign-up form: refused once the customer has a session, the URL is put back.
  await page.goBack();
  await expect(page).toHaveURL(/\/cadastrar\/endereco$/);
  await expect(page.getByRole('heading', { name: 'Endereço', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Criar minha conta' })).toHaveCount(0);
  await address.fillValid();
  await address.save();
  await expect(page).toHaveURL(/\/cadastrar\/documentos$/);
  const documents = new DocumentsPage(page);
  await documents.ready();

  await page.goBack();
  await expect(page).toHaveURL(/\/cadastrar\/endereco$/);
  await address.ready();
  // Forward goes back to the later step the customer had reached, as a browser's Forward does (issue 34).
  await page.goForward();
  await expect(page).toHaveURL(/\/cadastrar\/documentos$/);
  await documents.ready();
  await expect(page.getByRole('heading', { name: 'Endereço', level: 1 })).toHaveCount(0);
});
