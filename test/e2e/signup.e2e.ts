import { expect, test } from '@playwright/test';
import { CodeMessages } from '../../domain/api/auth.ts';
import { DATA_CONTROLLER, PRIVACY_PURPOSES } from '../../domain/privacy.ts';
import { signUpByApi } from './support/customer-api.ts';
import { randomCnpj, randomCpf } from './support/documents.ts';
import { AURORA, BRAVO } from './support/hosts.ts';
import { lastMailId, receivedMails, waitForMail } from './support/mailbox.ts';
import { SignupPage } from './support/signup.page.ts';

test('a new PF customer signs up, confirms the emailed code, lands on the address step, and a reload keeps the step', async ({ page }) => {
  const signup = new SignupPage(page);
  const cpf = randomCpf();
  const email = `maria.${cpf}@example.com`;
  await signup.open(AURORA);
  await signup.choose('Pessoa Física');
  await signup.fill(
    { name: 'Maria Oliveira', document: cpf, birthDate: '15031990', email, phone: '11987654321', knowledge: 'Google' },
    'F',
  );
  await signup.submit();
  await expect(page).toHaveURL(/\/novo-cadastro/);
  await page.screenshot({ path: 'test-results/screens/signup-code-pf.png', fullPage: true });
  await signup.confirmEmail(email);
  await expect(page).toHaveURL(/\/cadastrar\/endereco$/);
  await expect(page.getByRole('heading', { name: 'Endereço', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Etapas do cadastro' }).getByText('Dados Pessoais')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/address-pf.png', fullPage: true });

  await page.reload();
  await expect(page).toHaveURL(/\/cadastrar\/endereco$/);
  await expect(page.getByRole('heading', { name: 'Endereço', level: 1 })).toBeVisible();
  const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(stored).not.toContain(email);
  expect(stored).not.toContain('Maria');
});

test('a new PJ customer signs up on the partner brand and lands on the address step of the PJ order', async ({ page }) => {
  const signup = new SignupPage(page);
  const cnpj = randomCnpj();
  const email = `financeiro.${cnpj}@oliveira.com.br`;
  await signup.open(BRAVO);
  await signup.choose('Pessoa Jurídica');
  // The LGPD notice names the brokerage as controller, also under the partner's brand, and every purpose.
  const notice = signup.privacyNotice();
  await expect(
    notice.getByText(`A ${DATA_CONTROLLER.name} é a controladora dos dados deste cadastro, também quando feito pela marca`),
  ).toBeVisible();
  for (const { purpose } of PRIVACY_PURPOSES) await expect(notice.getByText(purpose)).toBeVisible();
  await expect(notice.getByRole('link', { name: DATA_CONTROLLER.dpoContact })).toBeVisible();
  await signup.fill(
    { name: 'Oliveira Comércio Ltda', document: cnpj, birthDate: '01022015', email, phone: '21998765432', knowledge: 'Instagram' },
    'J',
  );
  await signup.submit();
  await signup.confirmEmail(email);
  await expect(page).toHaveURL(/\/cadastrar\/endereco$/);
  await expect(page.getByRole('navigation', { name: 'Etapas do cadastro' }).getByText('Dados da Empresa')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/address-pj-bravo.png', fullPage: true });
});

test('bad input shows the spec messages at the fields and sends nothing', async ({ page }) => {
  const signup = new SignupPage(page);
  await signup.open(AURORA);
  await signup.choose('Pessoa Física');
  // 23 is no area code in Brazil (ANATEL): the number is refused before anything is sent.
  await signup.fill(
    { name: 'João Teste', document: '52998224724', birthDate: '', email: 'joao@example.com', phone: '23987654321', knowledge: 'Google' },
    'F',
  );
  await page.getByLabel('Confirmação de e-mail').fill('outro@example.com');
  const sent = signup.sentToApi();
  await signup.submit();
  await expect(page.getByText('CPF inválido')).toBeVisible();
  await expect(page.getByText('Data de nascimento é obrigatória')).toBeVisible();
  await expect(page.getByText('Verifique se o email e confirmação de email são iguais')).toBeVisible();
  await expect(page.getByText('DDD inexistente').first()).toBeVisible();
  await expect(page.getByLabel('CPF', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Nome completo')).toHaveValue('João Teste');
  await expect(page).toHaveURL(/\/novo-cadastro(\?tipo=p[fj])?$/);
  expect(sent).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/signup-errors.png', fullPage: true });
});

test('a wizard step without a session ends at the root', async ({ page }) => {
  await page.goto(`${AURORA}/cadastrar/endereco`);
  await expect(page).toHaveURL(`${AURORA}/`);
  await expect(page.getByRole('heading', { name: 'Qual conta você quer abrir?' })).toBeVisible();
});

test("someone else's CPF with one's own email: the same code screen, the code goes to the holder only, no session", async ({
  page,
  request,
}) => {
  const holder = await signUpByApi(request, AURORA, 'Teresa Holanda');
  const intruder = `intruso.${holder.cpf}@example.com`;
  const signup = new SignupPage(page);
  await signup.open(AURORA);
  await signup.choose('Pessoa Física');
  await signup.fill(
    { name: 'Intruso', document: holder.cpf, birthDate: '01011990', email: intruder, phone: '11987654321', knowledge: 'Google' },
    'F',
  );
  const before = await lastMailId(request);
  await signup.submit();
  // The answer a new document gets, word for word (ADR 196).
  await expect(page.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeVisible();
  await expect(page.getByText(CodeMessages.signUpCodeSent)).toBeVisible();
  // The holder receives a continue code at the stored email; the typed email receives nothing.
  await waitForMail(request, holder.email, /continuar o cadastro/, before);
  const toIntruder = (await receivedMails(request, before)).filter((mail) => mail.envelopeTo.includes(intruder));
  expect(toIntruder).toEqual([]);
  // Guessing is refused and opens nothing.
  await page.getByLabel('Código de 6 dígitos').fill('000000');
  await page.getByRole('button', { name: 'Confirmar código' }).click();
  await expect(page.getByText(CodeMessages.codeInvalid).first()).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('onboarding.session') ?? '')).not.toContain('eyJ');
  // "Corrigir dados" returns to the form as it was sent.
  await page.getByRole('button', { name: 'Corrigir dados' }).click();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(intruder);
});
