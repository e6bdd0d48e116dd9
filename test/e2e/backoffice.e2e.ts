import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { RegistrationStatus } from '../../domain/constants.ts';
import { punctuatedDocument } from '../../domain/document-mask.ts';
import { BackofficePage, type StaffLogin } from './support/backoffice.page.ts';
import { ContinueSignupPage } from './support/continue-signup.page.ts';
import { apiFetch, registrationStatus, signUpByApi } from './support/customer-api.ts';
import { samplePdf } from './support/documents.page.ts';
import { driveToAnalysis } from './support/file-by-api.ts';
import { emailedCode, lastMailId, waitForMail } from './support/mailbox.ts';
import { MissingDocumentsPage } from './support/missing-documents.page.ts';
import { addStaff, operatedServer } from './support/operator-cli.ts';

// Staff come from the operator CLI (on PGlite the test's own server stops around its commands, ADR 146).
test.setTimeout(240_000);

const PASSWORD = 'senha forte da equipe 2030';
const MESSAGE = 'Envie um comprovante de residência dos últimos 90 dias, em seu nome.';
const staff = (name: string): StaffLogin => ({ email: `${name}.${Date.now()}@corretora.example`, password: PASSWORD });

test('an analyst asks for one document, the customer sends it from the emailed link, approvers decide (four eyes for a PEP)', async ({
  page,
  request,
}) => {
  const server = await operatedServer();
  try {
    const [analyst, approver, second, bravo] = [staff('ana'), staff('paulo'), staff('bia'), staff('bruno')];
    await addStaff(server, [
      { ...analyst, role: 'analyst', name: 'Ana Analista', partner: 'localhost' },
      { ...approver, role: 'approver', name: 'Paulo Aprovador' },
      { ...second, role: 'approver', name: 'Bia Aprovadora' },
      { ...bravo, role: 'analyst', name: 'Bruno de Bravo', partner: 'parceiro.localhost' },
    ]);

    // Two customers in analysis, side by side (each reads only the emails to their own address).
    const inAnalysis = async (name: string, pep = false) => {
      const who = await signUpByApi(request, server.origin, name);
      await driveToAnalysis(server.origin, who, { pep });
      return who;
    };
    const [customer, pep] = await Promise.all([inAnalysis('Lúcia Valadares'), inAnalysis('Pedro Exposto', true)]);
    const auth = { token: customer.token };
    const status = (who = customer) => registrationStatus(request, server.origin, who);
    expect(await status()).toBe(RegistrationStatus.UNDER_ANALYSIS);

    // A customer's token never reaches the back office's API.
    expect((await apiFetch(request, server.origin, 'GET', '/api/backoffice/applications', auth)).status()).toBe(403);

    // The analyst enrols (QR code and secret), a wrong code is refused in pt-BR, the right one signs in.
    const office = new BackofficePage(page, server.origin);
    await office.password(analyst, { check: true });
    await expect(page.getByRole('heading', { name: 'Configure o aplicativo autenticador' })).toBeVisible();
    await office.wrongCode();
    await office.enrol(analyst, { check: true });
    await office.check('queue');

    // Filters go to the URL; reload and Back keep them. Part of a CPF is refused at the field; the whole CPF finds her
    // (on PostgreSQL the worker's database holds the customers of the files run before, so the queue is searched, never
    // paged through by name).
    await page.getByRole('button', { name: /^Em análise/ }).click();
    await page.getByLabel('Tipo de pessoa').selectOption({ label: 'Pessoa Física' });
    await page.getByLabel('Busca').fill(customer.cpf.slice(0, 6));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByText('Busque pelo CPF ou CNPJ completo, ou pelo nome')).toBeVisible();
    await office.check('queue-search-refused');
    await expect(page).not.toHaveURL(/search=/);
    await page.getByLabel('Busca').fill(customer.cpf);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/personType=F/);
    await expect(page).toHaveURL(/status=2/);
    await expect(page).toHaveURL(new RegExp(`search=${customer.cpf}`));
    await page.reload();
    await expect(page.getByLabel('Tipo de pessoa')).toHaveValue('F');
    await expect(page.getByLabel('Busca')).toHaveValue(customer.cpf);
    await expect(page.getByRole('table', { name: '1 cadastro' })).toBeVisible();
    await page.getByRole('link', { name: 'Lúcia Valadares' }).click();
    await expect(page.getByRole('heading', { name: 'Lúcia Valadares', level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/personType=F/);
    await expect(page.getByLabel('Tipo de pessoa')).toHaveValue('F');
    await page.getByRole('link', { name: 'Lúcia Valadares' }).click();
    await expect(page.getByRole('heading', { name: 'Lúcia Valadares', level: 1 })).toBeVisible();
    await office.check('application');
    // The file's lookup ids read by name, as the customer chose them (birth city 3106200, marital status 2).
    const personal = page.getByRole('region', { name: 'Dados pessoais' });
    await expect(personal).toContainText('Belo Horizonte');
    await expect(personal).toContainText('Casado(a)');

    // A PDF opens in the page through pdf.js under the real server's CSP (its worker a file of ours).
    const cspErrors: string[] = [];
    page.on('console', (line) => {
      if (line.type() === 'error' && /Content Security Policy|worker/i.test(line.text())) cspErrors.push(line.text());
    });
    await page.getByRole('button', { name: /^Ver / }).first().click();
    await expect(page.getByRole('img', { name: /^Página 1 de \d+$/ }).first()).toBeVisible();
    expect(cspErrors).toEqual([]);
    await office.check('document');

    // One specific document, with a message.
    const before = await lastMailId(request);
    await page.getByRole('button', { name: 'Pedir documentos' }).click();
    await expect(page.getByRole('group', { name: 'Ainda não enviados' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Comprovante de residência' }).check();
    await page.getByLabel('Mensagem ao cliente').fill(MESSAGE);
    await page.getByLabel('Motivo (código interno)').selectOption('documento-ilegivel');
    await office.check('request-documents');
    await page.getByRole('button', { name: 'Pedir documentos' }).click();
    await expect(page.getByText('Decisão registrada: Aguardando documentos.')).toBeVisible();
    expect(await status()).toBe(RegistrationStatus.WAITING_DOCUMENTS);
    await office.signOut();

    // The customer follows the emailed link and sees exactly that document and the message.
    const mail = await waitForMail(request, customer.email, /documentos pendentes/, before);
    const link = mail.links.find((href) => /^\/documentos-pendentes\/[\w-]{32}$/.test(new URL(href).pathname));
    expect(link, mail.links.join(', ')).toBeDefined();
    expect(new URL(`${link}`).origin).toBe(server.origin);
    const documents = new MissingDocumentsPage(page);
    await page.goto(`${link}`);
    await documents.expectSending();
    await documents.expectRequest(MESSAGE, ['Comprovante de residência']);
    await documents.upload(samplePdf('comprovante.pdf'));
    await documents.expectAllSent();
    await documents.finish();
    expect(await status()).toBe(RegistrationStatus.UNDER_ANALYSIS);

    // Partner Bravo's analyst opening Aurora's application sees "não encontrado".
    const bravoOffice = new BackofficePage(page, server.origin);
    await bravoOffice.enrol(bravo);
    await page.goto(`${server.origin}/backoffice/cadastros/${customer.clientId}`);
    await expect(page.getByText(/não encontrado/i)).toBeVisible();
    await expect(page.getByText('Lúcia Valadares')).toHaveCount(0);
    await bravoOffice.signOut();

    // An approver approves Lúcia; the PEP needs a second approver, who sees the first one's note.
    await office.enrol(approver);
    await page.goto(`${server.origin}/backoffice/cadastros/${customer.clientId}`);
    // What the customer sent after the request shows first; it opens in the pane beside the data (→ the next, Esc closes).
    const changed = page.getByRole('region', { name: 'Mudou desde o pedido de documentos' });
    await expect(changed.getByRole('list', { name: 'Documentos novos' })).toContainText('comprovante.pdf');
    await changed.getByRole('button', { name: 'Abrir comprovante.pdf' }).click();
    const viewer = page.getByRole('region', { name: /^Comprovante de residência Novo$/ });
    await expect(viewer.getByRole('img', { name: /^Página 1 de \d+$/ }).first()).toBeVisible();
    await office.check('resubmitted');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(/· documento 2 de \d+$/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText(/· documento \d+ de \d+$/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Aprovar' }).click();
    await office.check('approve');
    await page.getByRole('button', { name: 'Confirmar aprovação' }).click();
    await expect(page.getByText('Decisão registrada: Concluído.')).toBeVisible();
    expect(await status()).toBe(RegistrationStatus.COMPLETED);
    await page.goto(`${server.origin}/backoffice/cadastros/${pep.clientId}`);
    await page.getByRole('button', { name: 'Aprovar' }).click();
    await page.getByRole('button', { name: 'Registrar 1ª aprovação' }).click();
    await expect(page.getByText(/Primeira aprovação registrada/)).toBeVisible();
    expect(await status(pep)).toBe(RegistrationStatus.UNDER_ANALYSIS);
    await page.getByRole('link', { name: 'Funil' }).click();
    await expect(page.getByRole('heading', { name: 'Funil', level: 1 })).toBeVisible();
    await office.check('funnel');
    await office.signOut();
    await office.enrol(second);
    await page.goto(`${server.origin}/backoffice/cadastros/${pep.clientId}`);
    await expect(page.getByText(/Paulo Aprovador/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar aprovação' }).click();
    await page.getByRole('button', { name: 'Confirmar e concluir' }).click();
    await expect(page.getByText('Decisão registrada: Concluído.')).toBeVisible();
    expect(await status(pep)).toBe(RegistrationStatus.COMPLETED);
    await office.signOut();

    // The customer's continue sign-up shows the file concluded.
    const resume = new ContinueSignupPage(page);
    await resume.open(server.origin);
    const sent = await lastMailId(request);
    await resume.requestCode(customer.cpf);
    await resume.confirm(await emailedCode(request, server.origin, customer.email, /continuar o cadastro/, sent));
    await expect(page.getByText(/cadastro concluído/i).first()).toBeVisible();
  } finally {
    await server.close();
  }
});

test('an approver exports the queue found by CPF as CSV and rejects the application with a reason; the timeline says so in pt-BR', async ({
  page,
  request,
}) => {
  const server = await operatedServer();
  try {
    const [approver, admin] = [staff('renata'), staff('paula')];
    await addStaff(server, [
      { ...approver, role: 'approver', name: 'Renata Aprovadora' },
      { ...admin, role: 'admin', name: 'Paula Administradora' },
    ]);
    const customer = await signUpByApi(request, server.origin, 'Raquel Teixeira');
    await driveToAnalysis(server.origin, customer);
    const office = new BackofficePage(page, server.origin);
    await office.enrol(approver);

    // Found by her whole CPF (on PostgreSQL the worker's database holds other files' customers); the export has the filters shown.
    await page.getByLabel('Busca').fill(customer.cpf);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByRole('table', { name: '1 cadastro' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const bytes = await readFile(await (await download).path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split(/\r?\n/);
    expect(lines[0].split(';')).toContain('CPF/CNPJ');
    expect(lines).toContainEqual(expect.stringContaining(`${customer.clientId};Raquel Teixeira;${punctuatedDocument(customer.cpf)};`));

    await page.getByRole('link', { name: 'Raquel Teixeira' }).click();
    await expect(page.getByRole('heading', { name: 'Raquel Teixeira', level: 1 })).toBeVisible();
    await expect(page.getByText('(11) 98765-4321').first()).toBeVisible();
    await page.getByRole('button', { name: 'Reprovar' }).click();
    await page.getByLabel('Motivo (código interno)').selectOption({ label: 'Comprovante de endereço ausente ou antigo' });
    await page.getByLabel('Motivo da reprovação').fill('Comprovante de residência ilegível.');
    await office.check('reject');
    await page.getByRole('button', { name: 'Reprovar' }).click();
    await expect(page.getByText('Decisão registrada: Reprovado.')).toBeVisible();
    expect(await registrationStatus(request, server.origin, customer)).toBe(RegistrationStatus.REJECTED);
    await page.reload();
    const timeline = page.getByRole('table', { name: 'Histórico do cadastro' });
    await expect(timeline.getByRole('row').filter({ hasText: 'Decisão: reprovado' })).toContainText('Comprovante de residência ilegível.');
    await expect(timeline.getByText('decision.reject')).toHaveCount(0);
    await office.check('rejected');

    // The provider's admin keeps the reason codes (ADR 241): the screen passes axe at 1440 and 768 px.
    await office.signOut();
    await office.enrol(admin);
    await page.getByRole('link', { name: 'Motivos' }).click();
    await expect(page.getByRole('heading', { name: 'Motivos de decisão', level: 1 })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'comprovante-endereco', exact: true })).toBeVisible();
    await office.check('reason-codes');
  } finally {
    await server.close();
  }
});
