import { expect, type Page, test } from '@playwright/test';
import { AddressPage } from './support/address.page.ts';
import { CompanyDataPage } from './support/company-data.page.ts';
import { DetailsPage } from './support/details.page.ts';
import { DocumentsPage } from './support/documents.page.ts';
import { randomCnpj, randomCpf } from './support/documents.ts';
import { FinancialDataPage } from './support/financial-data.page.ts';
import { FinishedPage } from './support/finished.page.ts';
import { AURORA, BRAVO } from './support/hosts.ts';
import { type SignupData, SignupPage } from './support/signup.page.ts';
import { renameThroughApi, storedCustomer } from './support/stored-customer.ts';
import { SuitabilityPage } from './support/suitability.page.ts';
import { TermsPage } from './support/terms.page.ts';

// A whole sign-up takes many screens and real uploads: more than the default 30 s on a shared machine.
test.setTimeout(180_000);

/** Signs up on a brand, then fills and saves every step of the person type's order through its page objects. */
async function openAccount(page: Page, origin: string, kind: 'Pessoa Física' | 'Pessoa Jurídica', data: SignupData) {
  const personType = kind === 'Pessoa Física' ? 'F' : 'J';
  const signup = new SignupPage(page);
  await signup.open(origin);
  await signup.choose(kind);
  await signup.fill(data, personType);
  await signup.submit();
  await signup.confirmEmail(data.email);
  await trySkippingAhead(page, origin, personType);
  const identification =
    personType === 'F' ? [new DocumentsPage(page), new DetailsPage(page)] : [new CompanyDataPage(page), new DocumentsPage(page)];
  for (const step of [
    new AddressPage(page),
    ...identification,
    new FinancialDataPage(page),
    new SuitabilityPage(page),
    new TermsPage(page),
  ]) {
    await step.fillValid();
    await step.save();
  }
  const finished = new FinishedPage(page);
  await finished.expectFinished();
  await finished.expectFrozenOnBack();
}

/**
 * What a careless or hostile customer tries right after sign-up: no way past an unsaved step but its save, no later
 * step in the stepper, Conclusão's URL leads back to the current step, and with the stored step edited by hand Conclusão
 * lists every step as missing instead of sending the file.
 */
async function trySkippingAhead(page: Page, origin: string, personType: 'F' | 'J') {
  await expect(page.getByRole('heading', { level: 1, name: 'Endereço' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Avançar' })).toHaveCount(0);
  const stepper = page.getByRole('navigation', { name: 'Etapas do cadastro' });
  await expect(stepper.getByRole('button', { name: /^Termos/ })).toHaveCount(0);
  const finished = new FinishedPage(page);
  await finished.open(origin);
  await expect(page).toHaveURL(/\/cadastrar\/endereco$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Endereço' })).toBeVisible();
  await page.evaluate(() => {
    const slice = JSON.parse(sessionStorage.getItem('onboarding.session') ?? '{}');
    sessionStorage.setItem('onboarding.session', JSON.stringify({ ...slice, stepIndex: 6 }));
  });
  await finished.open(origin);
  const steps =
    personType === 'F'
      ? ['Endereço', 'Identificação', 'Dados Pessoais', 'Dados Financeiros', 'Perfil de Investidor', 'Termos']
      : ['Endereço', 'Dados da Empresa', 'Envio de Documentos', 'Dados Financeiros', 'Perfil de Investidor', 'Termos'];
  await finished.expectMissing(steps);
  const viewport = page.viewportSize();
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/screens/journey-${personType.toLowerCase()}-checklist-${width}.png`, fullPage: true });
  }
  if (viewport) await page.setViewportSize(viewport);
  await finished.goTo('Endereço');
}

test('a PF customer opens an account end to end: every step, real uploads and signing, ending on Conclusão', async ({ page }) => {
  const cpf = randomCpf();
  await openAccount(page, AURORA, 'Pessoa Física', {
    name: 'Helena Duarte',
    document: cpf,
    birthDate: '22071987',
    email: `helena.${cpf}@example.com`,
    phone: '31987651234',
    knowledge: 'Google',
  });
  await page.screenshot({ path: 'test-results/screens/journey-pf-finished.png', fullPage: true });

  const data = await storedCustomer(page);
  expect(data.client).toMatchObject({ Name: 'Helena Duarte', PersonType: 'F', StatusRegistration: 2 });
  expect(data.completeness).toMatchObject({ Complete: true, StatusRegistration: 2 });
  // The file sent is frozen: a write through the API is refused and nothing changes.
  expect(await renameThroughApi(page, 'Outra Pessoa')).toBe(409);
  expect((await storedCustomer(page)).client).toMatchObject({ Name: 'Helena Duarte' });
  expect(data.address).toMatchObject({ PostalCode: '01310100', CountryId: 'BRA' });
  expect(JSON.stringify(data.agreements)).toContain('"AgreementType":1');
});

test('a PJ customer opens an account end to end on the partner brand, ending on Conclusão', async ({ page }) => {
  const cnpj = randomCnpj();
  await openAccount(page, BRAVO, 'Pessoa Jurídica', {
    name: 'Duarte Engenharia Ltda',
    document: cnpj,
    birthDate: '10042012',
    email: `contato.${cnpj}@duarte.eng.br`,
    phone: '31998761234',
    knowledge: 'Instagram',
  });
  await page.screenshot({ path: 'test-results/screens/journey-pj-finished.png', fullPage: true });

  const data = await storedCustomer(page);
  expect(data.client).toMatchObject({ Name: 'Duarte Engenharia Ltda', PersonType: 'J', StatusRegistration: 2 });
  expect(data.completeness).toMatchObject({ Complete: true, StatusRegistration: 2 });
  expect(JSON.stringify(data.agreements)).toContain('"AgreementType":1');
});
