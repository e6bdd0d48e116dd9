import { expect, test } from '@playwright/test';
import { StaffAuthMessages } from '../../domain/api/staff-auth.ts';
import { BackofficePage, type StaffLogin } from './support/backoffice.page.ts';
import { lastMailId, waitForMail } from './support/mailbox.ts';
import { addStaff, operatedServer } from './support/operator-cli.ts';

// Staff come from the operator CLI (on PGlite the test's own server stops around its commands, ADR 146).
test.setTimeout(180_000);

// Wrong passwords or codes in a row that lock a member (the server's STAFF_LOCKS.address, from one browser; the e2e sees the server from outside).
const LOCKOUT_FAILURES = 5;

const login = (name: string): StaffLogin => ({ email: `${name}.${Date.now()}@corretora.example`, password: 'senha forte da equipe 2030' });

test("an admin resets an analyst's lost authenticator: the analyst's open tab is signed out and the next sign-in enrols anew", async ({
  page,
  browser,
}) => {
  const server = await operatedServer();
  try {
    const [admin, analyst] = [login('alice'), login('ana')];
    await addStaff(server, [
      { ...admin, role: 'admin', name: 'Alice Admin' },
      { ...analyst, role: 'analyst', name: 'Ana Analista' },
    ]);
    const analystTab = await browser.newPage();
    const analystOffice = new BackofficePage(analystTab, server.origin);
    await analystOffice.enrol(analyst);
    await expect(analystTab.getByRole('link', { name: 'Fila' })).toBeVisible();

    const office = new BackofficePage(page, server.origin);
    // By email: the worker's other tests (on its one PostgreSQL database) add members with the same names.
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

test('an admin invites a member: the emailed link sets a password and the QR code enrols; back later, the code signs in; five wrong codes lock them out', async ({
  page,
  request,
}) => {
  const server = await operatedServer();
  try {
    const [admin, invitee] = [login('alice'), login('igor')];
    await addStaff(server, [{ ...admin, role: 'admin', name: 'Alice Admin' }]);
    const office = new BackofficePage(page, server.origin);
    await office.enrol(admin);
    await page.getByRole('link', { name: 'Equipe' }).click();
    const invite = page.getByRole('form', { name: 'Convidar pessoa' });
    await invite.getByLabel('Nome').fill('Igor Convidado');
    await invite.getByLabel('E-mail').fill(invitee.email);
    await invite.getByLabel('Função').selectOption({ label: 'Analista' });
    const before = await lastMailId(request);
    await invite.getByRole('button', { name: 'Convidar' }).click();
    await expect(page.getByText('Convite enviado por e-mail.')).toBeVisible();
    await office.signOut();

    // The invitation arrives over SMTP; its link opens the password screen.
    const mail = await waitForMail(request, invitee.email, /seu acesso ao back office/, before);
    const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname === '/backoffice/convite');
    expect(link, mail.links.join(', ')).toBeDefined();
    await page.goto(`${server.origin}${link?.pathname}${link?.search}${link?.hash}`);
    await expect(page.getByRole('heading', { name: 'Crie sua senha', level: 1 })).toBeVisible();
    await page.getByLabel('Nova senha').fill(invitee.password);
    await page.getByLabel('Confirme a senha').fill(invitee.password);
    await office.check('invitation');
    await page.getByRole('button', { name: 'Criar senha' }).click();
    await expect(page.getByText(StaffAuthMessages.passwordSet)).toBeVisible();
    await office.enrol(invitee);
    await office.signOut();

    // A returning member: password, then the code screen.
    await office.signIn(invitee, { check: true });
    await office.signOut();

    // Wrong codes in a row: the last one locks the member, in pt-BR.
    await office.password(invitee);
    for (let i = 1; i < LOCKOUT_FAILURES; i++) await office.wrongCode();
    await office.wrongCode(StaffAuthMessages.locked);
    await office.check('code-locked');
    await office.password(invitee);
    await expect(page.getByText(StaffAuthMessages.locked)).toBeVisible();
  } finally {
    await server.close();
  }
});
