import { expect, test } from '@playwright/test';
import { randomCnpj, randomCpf } from './support/documents.ts';
import { AURORA, BRAVO } from './support/hosts.ts';
import { SignupPage } from './support/signup.page.ts';

test('a new PF customer signs up, lands on the address step, and a reload keeps the step', async ({ page }) => {
  const signup = new SignupPage(page);
  await signup.open(AURORA);
  await signup.choose('Pessoa Física');
  await signup.fill(
    {
      name: 'Maria Oliveira',
      document: randomCpf(),
      birthDate: '15031990',
      email: 'maria@example.com',
      phone: '11987654321',
      knowledge: 'Google',
    },
    'F',
  );
  await signup.submit();
  await expect(page).toHaveURL(/\/cadastrar\/endereco$/);
  await expect(page.getByRole('heading', { name: 'Endereço', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Etapas do cadastro' }).getByText('Dados Pessoais')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/address-pf.png', fullPage: true });

  await page.reload();
  await expect(page).toHaveURL(/\/cadastrar\/endereco$/);
  await expect(page.getByRole('heading', { name: 'Endereço', level: 1 })).toBeVisible();
  const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(stored).not.toContain('maria@example.com');
  expect(stored).not.toContain('Maria');
});

test('a new PJ customer signs up on the partner brand and lands on the address step of the PJ order', async ({ page }) => {
  const signup = new SignupPage(page);
  await signup.open(BRAVO);
  await signup.choose('Pessoa Jurídica');
  await signup.fill(
    {
      name: 'Oliveira Comércio Ltda',
      document: randomCnpj(),
      birthDate: '01022015',
      email: 'financeiro@oliveira.com.br',
      phone: '21998765432',
      knowledge: 'Instagram',
    },
    'J',
  );
  await signup.submit();
  await expect(page).toHaveURL(/\/cadastrar\/endereco$/);
  await expect(page.getByRole('navigation', { name: 'Etapas do cadastro' }).getByText('Dados da Empresa')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/address-pj-bravo.png', fullPage: true });
});

test('bad input shows the spec messages at the fields and sends nothing', async ({ page }) => {
  const signup = new SignupPage(page);
  await signup.open(AURORA);
  await signup.choose('Pessoa Física');
  await signup.fill(
    { name: 'João Teste', document: '52998224724', birthDate: '', email: 'joao@example.com', phone: '11987654321', knowledge: 'Google' },
    'F',
  );
  await page.getByLabel('Confirmação de e-mail').fill('outro@example.com');
  await signup.submit();
  await expect(page.getByText('CPF inválido')).toBeVisible();
  await expect(page.getByText('Data de nascimento é obrigatória')).toBeVisible();
  await expect(page.getByText('Verifique se o email e confirmação de email são iguais')).toBeVisible();
  await expect(page.getByLabel('CPF', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Nome completo')).toHaveValue('João Teste');
  await expect(page).toHaveURL(/\/novo-cadastro(\?tipo=p[fj])?$/);
  await page.screenshot({ path: 'test-results/screens/signup-errors.png', fullPage: true });
});

test('a wizard step without a session ends at the root', async ({ page }) => {
  await page.goto(`${AURORA}/cadastrar/endereco`);
  await expect(page).toHaveURL(`${AURORA}/`);
  await expect(page.getByRole('heading', { name: 'Qual conta você quer abrir?' })).toBeVisible();
});
