import { expect, test } from '@playwright/test';
import { BackofficePage, type StaffLogin } from './support/backoffice.page.ts';
import { operatedServer } from './support/operator-cli.ts';

// Staff come from the operator CLI (on PGlite the test's own server stops around each command, ADR 146).
test.setTimeout(180_000);

const login = (name: string): StaffLogin => ({ email: `${name}.${Date.now()}@corretora.example`, password: 'senha forte da equipe 2030' });

test("an admin resets an analyst's lost authenticator: the analyst's open tab is signed out and the next sign-in enrols anew", async ({
  page,
  browser,
}) => {
  const server = await operatedServer();
  try {
    const [admin, analyst] = [login('alice'), login('ana')];
    for (const [who, role, name] of [
      [admin, 'admin', 'Alice Admin'],
      [analyst, 'analyst', 'Ana Analista'],
    ] as const) {
      const run = await server.admin(['staff:add', '--email', who.email, '--name', name, '--role', role], { STAFF_PASSWORD: who.password });
      expect(run.status, run.output).toBe(0);
    }
    const analystTab = await browser.newPage();
    const analystOffice = new BackofficePage(analystTab, server.origin);
    await analystOffice.enrol(analyst);
    await expect(analystTab.getByRole('link', { name: 'Fila' })).toBeVisible();

    const office = new BackofficePage(page, server.origin);
    // By email: the suite's other tests (on one PostgreSQL database in CI) add members with the same names.
    const rowOf = (who: StaffLogin) => page.getByRole('row').filter({ hasText: who.email });
    const reset = (who: StaffLogin) => rowOf(who).getByRole('button', { name: /^Redefinir o autenticador de / });
    await office.enrol(admin);
    await page.getByRole('link', { name: 'Equipe' }).click();
    await expect(page.getByRole('table', { name: 'Pessoas da equipe' })).toBeVisible();
    await office.check('staff');
    // Not one's own: a stolen admin session must not rebind the admin's authenticator.
    await expect(reset(admin)).toBeDisabled();
    await reset(analyst).click();
    await expect(page.getByText('Alteração salva.')).toBeVisible();
    await expect(rowOf(analyst).getByText('Acesso pendente')).toBeVisible();

    // The analyst's tab: the next call answers 401, back to the sign-in; the password leads to a new enrolment.
    await analystTab.reload();
    await expect(analystTab.getByRole('heading', { name: 'Entrar no back office', level: 1 })).toBeVisible();
    await analystOffice.enrol(analyst);
    await expect(analystTab.getByRole('link', { name: 'Fila' })).toBeVisible();
  } finally {
    await server.close();
  }
});
