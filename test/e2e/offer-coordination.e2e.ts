import { expect, test } from '@playwright/test';
import { OfferCoordinationMessages } from '../../domain/api/offer-coordination.ts';
import { checkScreen } from './support/axe.ts';
import { signUpByApi } from './support/customer-api.ts';
import { randomCpf } from './support/documents.ts';
import { OfferCoordinationPage } from './support/offer-coordination.page.ts';
import { operatedServer } from './support/operator-cli.ts';

// The operator's command and, on PGlite, a server of the test's own stopped and started around it (ADR 146).
test.setTimeout(240_000);

const PASSWORD = 'coordenação de ofertas 2030';
const NEW_PASSWORD = 'nova senha da coordenação';
const RESET_PASSWORD = 'senha redefinida pelo operador';
const masked = (cpf: string) => `***.***.${cpf.slice(6, 9)}-**`;
// On PostgreSQL the worker's database also holds the sign-ups of the files run before: a surname of this run's own keeps
// its rows apart from theirs.
const tag = Array.from({ length: 6 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');
const surname = `${tag[0].toUpperCase()}${tag.slice(1)}`;

test("an operator adds an offer manager with the CLI; the manager signs in at /coordenacao-oferta, browses only the partner's sign-ups and changes their password; the operator resets a forgotten one", async ({
  page,
  request,
}) => {
  const server = await operatedServer();
  try {
    const otherBrand = server.origin.replace('//localhost', '//parceiro.localhost');
    // The second after the first (the list is newest first); the other brand's beside them.
    const signUps = async () => {
      const first = await signUpByApi(request, server.origin, `Heloísa Coordenada ${surname}`);
      return [first, await signUpByApi(request, server.origin, `Otávio Prado ${surname}`)];
    };
    const [[first, second], foreign] = await Promise.all([signUps(), signUpByApi(request, otherBrand, `Bruna Bravo ${surname}`)]);
    const managerCpf = randomCpf();

    // The password goes through the environment, never the command line (ps would show it).
    process.env.OFFER_MANAGER_PASSWORD = PASSWORD;
    const args = [
      'offer-manager:add',
      '--partner',
      'localhost',
      '--document',
      managerCpf,
      '--name',
      'Gestora Aurora',
      '--email',
      'gestora@aurora.example',
    ];
    const run = await server.admin(args).finally(() => delete process.env.OFFER_MANAGER_PASSWORD);
    expect(run.status, run.output).toBe(0);
    expect(run.output).toContain('created for Aurora Investimentos');
    expect(run.output).not.toContain(PASSWORD);

    const area = new OfferCoordinationPage(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${server.origin}/coordenacao-oferta`);
    await expect(page.getByRole('heading', { name: 'Coordenação de ofertas' })).toBeVisible();
    await checkScreen(page, 'coordenacao-oferta-entrar', 'aurora');

    await area.signIn(managerCpf, 'senha que não é a dela');
    await expect(page.getByRole('alert')).toHaveText(OfferCoordinationMessages.signInFailed);
    await area.signIn(managerCpf, PASSWORD);
    await area.settled();

    // Newest first; the CPF masked to three of its digits (ADR 192); the status and the step the customer is on.
    await expect(area.row(second.name)).toBeVisible();
    const names = await area.table().locator('tbody th').allTextContents();
    expect(names.indexOf(second.name)).toBeLessThan(names.indexOf(first.name));
    expect(names).not.toContain(foreign.name);
    const row = area.row(first.name);
    await expect(row.getByRole('cell', { name: masked(first.cpf) })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Em andamento' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Endereço' })).toBeVisible();
    await expect(page.getByText(first.cpf)).toHaveCount(0);

    // A whole CPF finds its application; a name search ignores accents; a status without sign-ups says so.
    await area.search(first.cpf);
    await expect(area.table().locator('tbody tr')).toHaveCount(1);
    await area.search(`otavio prado ${tag}`);
    await expect(area.row(second.name)).toBeVisible();
    await expect(area.row(first.name)).toHaveCount(0);
    await area.search(foreign.cpf);
    await expect(page.getByText('Nenhum cadastro encontrado com estes filtros.')).toBeVisible();
    await area.search(first.name);
    await area.filterStatus('Concluído');
    await expect(page.getByText('Nenhum cadastro encontrado com estes filtros.')).toBeVisible();
    await area.filterStatus('Em andamento');
    await expect(area.row(first.name)).toBeVisible();
    await checkScreen(page, 'coordenacao-oferta', 'aurora');

    // The manager changes their password: a wrong current one shows at its field, then the change is saved.
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    const changePassword = async (current: string) => {
      await page.getByLabel('Senha atual').fill(current);
      await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirme a nova senha').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    };
    await changePassword('senha que não é a dela');
    await expect(page.getByText(OfferCoordinationMessages.currentPasswordWrong)).toBeVisible();
    await checkScreen(page, 'coordenacao-oferta-senha', 'aurora');
    await changePassword(PASSWORD);
    await expect(page.getByRole('status').filter({ hasText: OfferCoordinationMessages.passwordChanged })).toBeVisible();
    await checkScreen(page, 'coordenacao-oferta-senha-alterada', 'aurora');
    await page.getByRole('button', { name: 'Voltar à lista' }).click();
    await area.settled();

    // The manager's session lasts the tab (a reload keeps it) and ends with "Sair"; then only the new password opens it.
    await page.reload();
    await area.settled();
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await page.reload();
    await area.signIn(managerCpf, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(OfferCoordinationMessages.signInFailed);
    await area.signIn(managerCpf, NEW_PASSWORD);
    await area.settled();
    await page.getByRole('button', { name: 'Sair' }).click();

    // Forgotten: the operator sets another one with the CLI (through the environment again), and it opens the area.
    process.env.OFFER_MANAGER_PASSWORD = RESET_PASSWORD;
    const reset = await server
      .admin(['offer-manager:set-password', '--partner', 'localhost', '--document', managerCpf])
      .finally(() => delete process.env.OFFER_MANAGER_PASSWORD);
    expect(reset.status, reset.output).toBe(0);
    expect(reset.output).not.toContain(RESET_PASSWORD);
    await page.goto(`${server.origin}/coordenacao-oferta`);
    await area.signIn(managerCpf, RESET_PASSWORD);
    await area.settled();
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();

    // Under another brand (its own theme) the same manager is nobody: the same refusal as a wrong password.
    await page.goto(`${otherBrand}/coordenacao-oferta`);
    await checkScreen(page, 'coordenacao-oferta-entrar', 'bravo');
    await area.signIn(managerCpf, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(OfferCoordinationMessages.signInFailed);
  } finally {
    await server.close();
  }
});
