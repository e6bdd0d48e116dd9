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
import { storedCustomer } from './support/stored-customer.ts';
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
  await new FinishedPage(page).expectFinished();
}

test('a PF customer opens an account end to end: every step, real uploads and signing, ending on Conclusão', async ({ page }) => {
  await openAccount(page, AURORA, 'Pessoa Física', {
    name: 'Helena Duarte',
    document: randomCpf(),
    birthDate: '22071987',
    email: 'helena@example.com',
    phone: '31987651234',
    knowledge: 'Google',
  });
  await page.screenshot({ path: 'test-results/screens/journey-pf-finished.png', fullPage: true });

  const data = await storedCustomer(page);
  expect(data.client).toMatchObject({ Name: 'Helena Duarte', PersonType: 'F', StatusRegistration: 2 });
  expect(data.address).toMatchObject({ PostalCode: '01310100', CountryId: 'BRA' });
  expect(JSON.stringify(data.agreements)).toContain('"AgreementType":1');
});

test('a PJ customer opens an account end to end on the partner brand, ending on Conclusão', async ({ page }) => {
  await openAccount(page, BRAVO, 'Pessoa Jurídica', {
    name: 'Duarte Engenharia Ltda',
    document: randomCnpj(),
    birthDate: '10042012',
    email: 'contato@duarte.eng.br',
    phone: '31998761234',
    knowledge: 'Instagram',
  });
  await page.screenshot({ path: 'test-results/screens/journey-pj-finished.png', fullPage: true });

  const data = await storedCustomer(page);
  expect(data.client).toMatchObject({ Name: 'Duarte Engenharia Ltda', PersonType: 'J', StatusRegistration: 2 });
  expect(JSON.stringify(data.agreements)).toContain('"AgreementType":1');
});
