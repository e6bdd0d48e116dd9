import { expect, type Page, test } from '@playwright/test';
import { AddressPage } from './support/address.page.ts';
import { randomCpf } from './support/documents.ts';
import { AURORA } from './support/hosts.ts';
import { SignupPage } from './support/signup.page.ts';

// Seeded advisors (server/db/seed-data.ts): Bruno Lima (102) is the link's; Ana Souza (101) is a knowledge option's;
// the own brand's desk (100) applies when nobody is chosen.
const LINK_ADVISOR = { id: 102, name: 'Bruno Lima' };
const OWN_DESK = 100;

test.setTimeout(90_000);

/** The basic data the server stored for the customer signed in on this page, read with the page's own token. */
function storedBasicData(page: Page): Promise<{ AdvisorId: number | null; KnowledgeId: number }> {
  return page.evaluate(async () => {
    const { accessToken } = JSON.parse(sessionStorage.getItem('onboarding.session') ?? '{}');
    const response = await fetch('/api/client/basic-data', { headers: { Authorization: `Bearer ${accessToken}`, 'X-Platform': '10' } });
    return response.json();
  });
}

/** Fills the PF form on the screen shown and creates the account; ends on the address step. */
async function signUpHere(page: Page, knowledge: string) {
  const cpf = randomCpf();
  const signup = new SignupPage(page);
  await signup.fill(
    { name: 'Lívia Castro', document: cpf, birthDate: '21071991', email: `cliente.${cpf}@example.com`, phone: '31987654321', knowledge },
    'F',
  );
  await signup.submit();
  await signup.confirmEmail(`cliente.${cpf}@example.com`);
  await new AddressPage(page).ready();
}

test("a sign-up link's advisor is named on the form, survives a reload and is recorded over the option's", async ({ page }) => {
  await page.goto(`${AURORA}/?assessor=${LINK_ADVISOR.id}`);
  await page.getByRole('link', { name: /Pessoa Física/ }).click();
  // The link stays in the URL of the form, so a reload keeps it (ADR 140).
  await expect(page).toHaveURL(new RegExp(`/novo-cadastro\\?(tipo=pf&)?assessor=${LINK_ADVISOR.id}$`));
  await expect(page.getByText(`Assessor: ${LINK_ADVISOR.name}`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`Assessor: ${LINK_ADVISOR.name}`)).toBeVisible();

  // "Ana Souza" is an option that brings its own advisor (101): the link's wins.
  await signUpHere(page, 'Ana Souza');
  await expect(page).toHaveURL(/\/cadastrar\/endereco$/);
  expect(await storedBasicData(page)).toMatchObject({ AdvisorId: LINK_ADVISOR.id, KnowledgeId: 501 });
});

test('a link naming nobody: no advisor on the form, no error, and the sign-up goes on without it', async ({ page }) => {
  await page.goto(`${AURORA}/novo-cadastro?assessor=4040`);
  // Without a chosen account type the form's URL opens the landing; the link goes along.
  await page.getByRole('link', { name: /Pessoa Física/ }).click();
  await expect(page.getByRole('heading', { name: 'Cadastro de Pessoa Física' })).toBeVisible();
  await expect(page.getByLabel('Como você nos conheceu?')).toBeEnabled();
  await expect(page.getByText(/Assessor:/)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await signUpHere(page, 'Google');
  // Nobody chosen on the product's own brand: its desk applies (spec §5).
  expect(await storedBasicData(page)).toMatchObject({ AdvisorId: OWN_DESK });
});
