import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PersonType } from '../../domain/constants.ts';
import { AddressPage } from './support/address.page.ts';
import { ContinueSignupPage } from './support/continue-signup.page.ts';
import { signUpByApi } from './support/customer-api.ts';
import { AURORA } from './support/hosts.ts';
import { emailedCode, lastMailId } from './support/mailbox.ts';
import { operatedServer, putIntoAnalysis } from './support/operator-cli.ts';

// The operator's command and, on PGlite, a server of the test's own stopped and started around it (ADR 146).
test.setTimeout(240_000);

/** Signs a new PJ client up on the brand of `origin` through the public calls; returns its CNPJ and email. */
async function signUpCompanyByApi(request: APIRequestContext, origin: string) {
  const company = await signUpByApi(request, origin, 'Duarte Engenharia Ltda', PersonType.J);
  return { cnpj: company.cpf, email: company.email };
}

/** On /continuar-cadastro: asks for a code for a CNPJ and waits for the code form. */
async function requestCompanyCode(page: Page, cnpj: string) {
  await page.getByRole('radio', { name: 'Pessoa Jurídica (CNPJ)' }).click();
  await page.getByLabel('CNPJ', { exact: true }).fill(cnpj);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByLabel('Código de 6 dígitos')).toBeVisible();
}

/** Continues a company's sign-up in a fresh browser context with the code emailed to it; returns that page. */
async function continueAsCompany(page: Page, request: APIRequestContext, company: { cnpj: string; email: string }) {
  const resume = new ContinueSignupPage(page);
  await resume.open(AURORA);
  const before = await lastMailId(request);
  await requestCompanyCode(page, company.cnpj);
  await resume.confirm(await emailedCode(request, AURORA, company.email, /continuar o cadastro/, before));
}

test('a client the brokerage put under analysis asks to continue, gets the code by email and lands on "em análise", signed out', async ({
  page,
  request,
}) => {
  const server = await operatedServer();
  try {
    const customer = await signUpByApi(request, server.origin, 'Helena Prado');
    const run = await putIntoAnalysis(server, customer.clientId);
    expect(run.status, run.output).toBe(0);

    const resume = new ContinueSignupPage(page);
    await resume.open(server.origin);
    const before = await lastMailId(request);
    await resume.requestCode(customer.cpf);
    await resume.confirm(await emailedCode(request, server.origin, customer.email, /continuar o cadastro/, before));
    await expect(page.getByRole('heading', { name: 'Seu cadastro está em análise' })).toBeVisible();
    const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('onboarding.session') ?? 'null'));
    expect(session?.accessToken ?? null).toBeNull();
  } finally {
    await server.close();
  }
});

test('a CNPJ client in progress continues with the emailed code at its first step, and later at the step after the saved one', async ({
  browser,
  request,
}) => {
  const company = await signUpCompanyByApi(request, AURORA);
  const first = await browser.newContext();
  try {
    const page = await first.newPage();
    await continueAsCompany(page, request, company);
    await expect(page).toHaveURL(/\/cadastrar\/endereco$/);
    const address = new AddressPage(page);
    await address.fillValid();
    await address.save();
    await expect(page).toHaveURL(/\/cadastrar\/identificacao$/);
  } finally {
    await first.close();
  }

  const second = await browser.newContext();
  try {
    const page = await second.newPage();
    await continueAsCompany(page, request, company);
    await expect(page).toHaveURL(/\/cadastrar\/identificacao$/);
    await expect(page.getByRole('heading', { name: 'Dados da Empresa', level: 1 })).toBeVisible();
  } finally {
    await second.close();
  }
});
