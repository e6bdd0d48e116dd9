import { expect, type Page, test } from '@playwright/test';
import { AddressPage } from './support/address.page.ts';
import { checkScreen } from './support/axe.ts';
import { CompanyDataPage } from './support/company-data.page.ts';
import { DetailsPage } from './support/details.page.ts';
import { DocumentsPage } from './support/documents.page.ts';
import { randomCnpj, randomCpf } from './support/documents.ts';
import { FinancialDataPage } from './support/financial-data.page.ts';
import { FinishedPage } from './support/finished.page.ts';
import { AURORA, BRAVO, UNKNOWN } from './support/hosts.ts';
import { type SignupData, SignupPage } from './support/signup.page.ts';
import { SuitabilityPage } from './support/suitability.page.ts';
import { TermsPage } from './support/terms.page.ts';

// Each screen is analysed and photographed at two widths; whole journeys need more than the default 30 s.
test.setTimeout(150_000);
// Each test signs up a customer of its own or only visits, so they may run on different workers: run in file order
// on one, the two wizard walks (the suite's longest file) kept it busy minutes after the other had finished.
test.describe.configure({ mode: 'parallel' });

const BRANDS = [
  ['aurora', AURORA],
  ['bravo', BRAVO],
] as const;

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 });

for (const [brand, origin] of BRANDS) {
  test(`the public screens of ${brand} pass axe and fit 360 px and 1440 px`, async ({ page }) => {
    const signup = new SignupPage(page);
    await signup.open(origin);
    await checkScreen(page, 'landing', brand);

    for (const [kind, shot] of [
      ['Pessoa Física', 'signup-pf-errors'],
      ['Pessoa Jurídica', 'signup-pj-errors'],
    ] as const) {
      await signup.open(origin);
      await signup.choose(kind);
      await signup.submit();
      await expect(page.getByText(/é obrigatóri/).first()).toBeVisible();
      await checkScreen(page, shot, brand);
    }

    await page.goto(`${origin}/continuar-cadastro`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkScreen(page, 'continue-signup', brand);

    await page.goto(`${origin}/recuperar-senha`);
    await expect(heading(page, 'Recuperar senha')).toBeVisible();
    await checkScreen(page, 'password-reset', brand);

    await page.goto(`${origin}/pagina-que-nao-existe`);
    await expect(heading(page, 'Página não encontrada')).toBeVisible();
    await checkScreen(page, 'page-not-found', brand);

    await page.goto(`${origin}/documentos-pendentes/codigo-invalido`);
    await expect(
      page
        .getByRole('alert')
        .or(page.getByRole('heading', { level: 1 }))
        .first(),
    ).toBeVisible();
    await checkScreen(page, 'missing-documents-bad-code', brand);
  });
}

test('the no-partner page and the flow explorer pass axe and fit 360 px and 1440 px', async ({ page }) => {
  await page.goto(`${UNKNOWN}/`);
  await expect(heading(page, 'Erro ao localizar o parceiro')).toBeVisible();
  await checkScreen(page, 'no-partner', 'unknown');

  await page.goto(`${AURORA}/fluxos`);
  await expect(heading(page, 'Explorador de fluxos')).toBeVisible();
  await expect(page.getByTestId('diagram').locator('svg.fluxos-svg')).toBeVisible();
  await checkScreen(page, 'fluxos', 'aurora');
});

/** Signs a new customer up on a brand and waits for the address step. */
async function signUp(page: Page, origin: string, personType: 'F' | 'J', data: SignupData) {
  const signup = new SignupPage(page);
  await signup.open(origin);
  await signup.choose(personType === 'F' ? 'Pessoa Física' : 'Pessoa Jurídica');
  await signup.fill(data, personType);
  await signup.submit();
  await signup.confirmEmail(data.email);
  await new AddressPage(page).ready();
}

type Step = { ready(): Promise<void>; fillValid(): Promise<void>; save(): Promise<void> };

/** Walks the wizard from the address step to Conclusão, checking each step (and the PDF reader) on the way. */
async function walkWizard(page: Page, brand: string, kind: 'pf' | 'pj', steps: [string, Step][]) {
  for (const [name, step] of steps) {
    await step.ready();
    await checkScreen(page, `${name}-${kind}`, brand);
    await step.fillValid();
    if (name === 'documents') {
      // The sent documents (file name, size, "Substituir", "Remover") and the optional ones, opened, with their reasons.
      await page.getByText('Outros documentos (opcional)').click();
      await checkScreen(page, `documents-sent-${kind}`, brand);
    }
    await step.save();
  }
  const suitability = new SuitabilityPage(page);
  await expect(page.getByRole('form', { name: 'Questionário de perfil de investidor' })).toBeVisible();
  await checkScreen(page, `suitability-${kind}`, brand);
  await suitability.fillValid();
  await suitability.submit();
  await checkScreen(page, `suitability-profile-${kind}`, brand);
  await suitability.save();

  const terms = new TermsPage(page);
  await expect(page.getByLabel('Nova senha', { exact: true }).or(terms.agreements())).toBeVisible();
  await checkScreen(page, `terms-${kind}`, brand);
  await terms.fillValid();
  await checkScreen(page, `terms-agreements-${kind}`, brand);
  const first = terms.agreements().getByRole('button', { name: /^Ler / }).first();
  await first.click();
  await expect(page.getByRole('link', { name: 'Baixar PDF' })).toBeVisible();
  await checkScreen(page, `terms-reading-${kind}`, brand);
  await page.getByRole('button', { name: 'Ler em tela cheia' }).click();
  await expect(page).toHaveURL(/\/cadastrar\/pdf$/);
  await checkScreen(page, `pdf-${kind}`, brand);
  await page.getByRole('button', { name: 'Voltar aos termos' }).click();
  await expect(terms.agreements()).toBeVisible();
  for (const box of await terms.agreements().getByRole('checkbox').all()) await box.check();
  await terms.save();
  await new FinishedPage(page).expectFinished();
  await checkScreen(page, `finished-${kind}`, brand);
}

test('every PF step on aurora, the step-not-found page and the status after signing up again pass axe', async ({ page }) => {
  const cpf = randomCpf();
  const data = {
    name: 'Helena Duarte',
    document: cpf,
    birthDate: '22071987',
    email: `helena.${cpf}@example.com`,
    phone: '31987651234',
    knowledge: 'Google',
  };
  await signUp(page, AURORA, 'F', data);
  await page.goto(`${AURORA}/cadastrar/etapa-inexistente`);
  await expect(heading(page, 'Etapa não encontrada')).toBeVisible();
  await checkScreen(page, 'step-not-found', 'aurora');
  await page.getByRole('link', { name: 'Voltar para a etapa atual' }).click();

  await walkWizard(page, 'aurora', 'pf', [
    ['address', new AddressPage(page)],
    ['documents', new DocumentsPage(page)],
    ['details', new DetailsPage(page)],
    ['financial-data', new FinancialDataPage(page)],
  ]);

  // The same document again: the sign-up is now finalized, so the holder's code leads to a status screen.
  await page.evaluate(() => sessionStorage.clear());
  const signup = new SignupPage(page);
  await signup.open(AURORA);
  await signup.choose('Pessoa Física');
  await signup.fill(data, 'F');
  await signup.submit();
  await signup.confirmEmail(data.email);
  // A status screen leaves the URL as it is (spec): the heading tells the outcome.
  await expect(heading(page, 'Seu cadastro está em análise')).toBeVisible();
  await checkScreen(page, 'status-analyzing', 'aurora');
});

test('every PJ step on bravo and the emailed-code screen of a sign-up in progress pass axe', async ({ page, context }) => {
  const cnpj = randomCnpj();
  const data = {
    name: 'Duarte Engenharia Ltda',
    document: cnpj,
    birthDate: '10042012',
    email: `contato.${cnpj}@duarte.eng.br`,
    phone: '31998761234',
    knowledge: 'Instagram',
  };
  await signUp(page, BRAVO, 'J', data);

  // The same CNPJ from another tab (no session there): the verify outcome for a sign-up in progress.
  const other = await context.newPage();
  const again = new SignupPage(other);
  await again.open(BRAVO);
  await again.choose('Pessoa Jurídica');
  await again.fill(data, 'J');
  await again.submit();
  // The same answer as for a new document (ADR 196): the code screen; the code goes to the stored email.
  await expect(heading(other, 'Confirme seu e-mail')).toBeVisible();
  await checkScreen(other, 'signup-code', 'bravo');
  await other.close();

  await walkWizard(page, 'bravo', 'pj', [
    ['address', new AddressPage(page)],
    ['company-data', new CompanyDataPage(page)],
    ['documents', new DocumentsPage(page)],
    ['financial-data', new FinancialDataPage(page)],
  ]);
});
