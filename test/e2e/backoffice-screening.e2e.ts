import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DecisionMessages } from '../../domain/api/decision.ts';
import { RegistrationStatus } from '../../domain/constants.ts';
import { BackofficePage, type StaffLogin } from './support/backoffice.page.ts';
import { callApi, registrationStatus, signUpByApi } from './support/customer-api.ts';
import { driveToAnalysis } from './support/file-by-api.ts';
import { operatedServer, staffAdd } from './support/operator-cli.ts';

// Staff come from the operator CLI (on PGlite the test's own server stops around its commands, ADR 146).
test.setTimeout(240_000);

const PASSWORD = 'senha forte da equipe 2030';
const staff = (name: string): StaffLogin => ({ email: `${name}.${Date.now()}@corretora.example`, password: PASSWORD });
const FIXTURES = join(import.meta.dirname, '../../server/test-support/screening-fixtures');
const LISTED = 'OTAVIO QUARESMA BITTENCOURT';
const NOTE = 'Liguei para o cliente: confirmou que nunca exerceu cargo público.';

/**
 * The CGU's PEP file in its published form (`;`, quoted, Latin-1), the project's fictional fixture plus one entry
 * for `cpf`'s holder, masked the way the Portal da Transparência masks it (`***.456.789-**`).
 */
function pepFileWith(dir: string, cpf: string): string {
  const fixture = readFileSync(join(FIXTURES, '20261201_PEP.csv')).toString('latin1').trimEnd();
  const masked = `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
  const line = [masked, LISTED, 'SECRETARIO', 'SECRETÁRIO MUNICIPAL', '', 'PREFEITURA DE EXEMPLO', '01/01/2021', '', '']
    .map((field) => `"${field}"`)
    .join(';');
  const file = join(dir, '20261204_PEP.csv');
  writeFileSync(file, Buffer.from(`${fixture}\r\n${line}\r\n`, 'latin1'));
  return file;
}

test('an analyst imports the PEP list, a matching customer reaches analysis, the analyst claims the file, notes it and dismisses the hit; two approvers decide', async ({
  page,
  request,
}) => {
  const server = await operatedServer();
  const dir = mkdtempSync(join(tmpdir(), 'onboarding-e2e-lists-'));
  try {
    const [analyst, approver, second] = [staff('ana'), staff('paulo'), staff('bia')];

    // The list is imported before the customer's file reaches analysis; a file in another format is refused whole.
    // The staff are added by the same run of commands (at once on PostgreSQL, one stop of the server on PGlite).
    const customer = await signUpByApi(request, server.origin, 'Otávio Quaresma Bittencourt');
    const broken = join(dir, 'broken.csv');
    writeFileSync(broken, 'nome,cargo\nFULANO,VEREADOR\n');
    const [refused, imported, ...added] = await server.adminAll([
      { args: ['screening:import', '--list', 'pep', '--file', broken, '--date', '2026-12-04'] },
      { args: ['screening:import', '--list', 'pep', '--file', pepFileWith(dir, customer.cpf)] },
      staffAdd({ ...analyst, role: 'analyst', name: 'Ana Analista' }),
      staffAdd({ ...approver, role: 'approver', name: 'Paulo Aprovador' }),
      staffAdd({ ...second, role: 'approver', name: 'Bia Aprovadora' }),
    ]);
    for (const run of added) expect(run.status, run.output).toBe(0);
    expect(refused.status).not.toBe(0);
    expect(refused.output).toMatch(/nothing was stored/);
    expect(imported.status, imported.output).toBe(0);
    expect(imported.output).toMatch(/Imported \d+ pep entries \(list of 2026-12-04\)/);
    // A self-declared PEP: the approval takes two approvers.
    await driveToAnalysis(server.origin, customer, { pep: true });

    // The analyst opens the file: the screening ran when it reached analysis and found the entry by name and CPF.
    const office = new BackofficePage(page, server.origin);
    await office.enrol(analyst);
    const file = `${server.origin}/backoffice/cadastros/${customer.clientId}`;
    const screening = page.getByRole('region', { name: 'Triagem (PEP e sanções)' });
    // The screening runs from an outbox, a moment after the file reached analysis: the page is read again until it
    // shows. Each reading waits for the file's page first (under load a reload alone can take seconds), then 2 s for
    // the result.
    await expect(async () => {
      await page.goto(file);
      await expect(page.getByRole('heading', { name: 'Otávio Quaresma Bittencourt', level: 1 })).toBeVisible();
      await expect(screening.getByRole('region', { name: 'Resultados da triagem' })).toContainText(LISTED, { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(screening).toContainText('SECRETÁRIO MUNICIPAL');
    await expect(screening).toContainText(/\d+%/);
    await expect(screening).toContainText(/aprova/i);
    await office.check('screening-hit');

    // She claims the file, leaves a note for the team, then dismisses the hit with a reason.
    await page.getByRole('button', { name: 'Assumir', exact: true }).click();
    await expect(page.getByText(/^Com você até/)).toBeVisible();
    await page.getByLabel('Nova nota').fill(`bad\u0007${NOTE}`);
    await page.getByRole('button', { name: 'Registrar nota' }).click();
    await expect(page.getByLabel('Nova nota')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Caracteres inválidos')).toBeVisible();
    await page.getByLabel('Nova nota').fill(NOTE);
    await page.getByRole('button', { name: 'Registrar nota' }).click();
    const notes = page.getByRole('region', { name: 'Notas internas' });
    await expect(notes.getByRole('listitem').filter({ hasText: NOTE })).toContainText('Ana Analista');
    const review = screening.getByRole('group', { name: `Revisar ${LISTED}` });
    await review.getByRole('button', { name: 'Falso positivo' }).click();
    await expect(review.getByText('Explique a revisão')).toBeVisible();
    await review.getByLabel(`Nota sobre ${LISTED}`).fill('Homônimo: CPF confere em parte, cargo municipal de outra pessoa.');
    await review.getByRole('button', { name: 'Falso positivo' }).click();
    await expect(screening).toContainText('Falso positivo por Ana Analista');
    await expect(screening.getByRole('group', { name: `Revisar ${LISTED}` })).toHaveCount(0);
    await office.check('screening-reviewed');

    // The note never reaches the customer.
    const own = await callApi<unknown>(request, server.origin, 'GET', `/api/client/${customer.clientId}`, { token: customer.token });
    expect(JSON.stringify(own)).not.toContain('nunca exerceu');
    await office.signOut();

    // The first approver finds the file held by the analyst: no decision until he takes it over with a reason.
    await office.enrol(approver);
    await page.goto(file);
    await expect(page.getByText(/Com Ana Analista/).first()).toBeVisible();
    await expect(page.getByText(DecisionMessages.heldByOther('Ana Analista'))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aprovar' })).toHaveCount(0);
    await office.check('held-by-other');
    await page.getByLabel('Motivo para assumir').fill('Análise concluída pela Ana; segue para aprovação.');
    await page.getByRole('button', { name: 'Assumir de Ana Analista' }).click();
    await expect(page.getByText(/^Com você até/)).toBeVisible();
    // He approves; the file stays em análise, free, until a second approver confirms.
    await page.getByRole('button', { name: 'Aprovar' }).click();
    await page.getByRole('button', { name: 'Registrar 1ª aprovação' }).click();
    await expect(page.getByText(/Primeira aprovação registrada/)).toBeVisible();
    await office.check('first-approval');
    await office.signOut();

    await office.enrol(second);
    await page.goto(file);
    await expect(page.getByText(/Paulo Aprovador/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Assumir', exact: true })).toBeVisible();
    await office.check('second-approval');
    await page.getByRole('button', { name: 'Confirmar aprovação' }).click();
    await page.getByRole('button', { name: 'Confirmar e concluir' }).click();
    await expect(page.getByText('Decisão registrada: Concluído.')).toBeVisible();
    expect(await registrationStatus(request, server.origin, customer)).toBe(RegistrationStatus.COMPLETED);
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
