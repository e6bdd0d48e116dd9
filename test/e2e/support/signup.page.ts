import { expect, type Locator, type Page } from '@playwright/test';
import { withEveryCharacterOf } from './keyboard.ts';
import { codeOf, lastMailId, waitForMail } from './mailbox.ts';

/**
 * The subjects of the emailed code a sign-up leads to (ADR 196): a new document's confirmation at the typed email,
 * or, when the document exists, the holder's continue code at the stored one (from the other partner when the file is
 * there, ADR 224: "seu cadastro continua no site da …").
 */
export const SIGN_UP_CODE_SUBJECT = /confirm|continuar o cadastro|cadastro continua/i;

/** What a customer types on /novo-cadastro. */
export type SignupData = { name: string; document: string; birthDate: string; email: string; phone: string; knowledge: string };

/** Page object of the landing and the new sign-up form. */
export class SignupPage {
  // The newest email before the last submit: the code it sends comes after it.
  private mailsBefore = 0;

  constructor(private readonly page: Page) {}

  /** Opens the landing of a brand host and waits for the account-type choice. */
  async open(origin: string) {
    await this.page.goto(`${origin}/`);
    await expect(this.page.getByRole('heading', { name: 'Qual conta você quer abrir?' })).toBeVisible();
  }

  /** Chooses Pessoa Física or Pessoa Jurídica on the landing. */
  async choose(kind: 'Pessoa Física' | 'Pessoa Jurídica') {
    await this.page.getByRole('link', { name: new RegExp(kind) }).click();
    await expect(this.page).toHaveURL(/\/novo-cadastro(\?tipo=p[fj])?$/);
    await expect(this.page.getByRole('heading', { name: `Cadastro de ${kind}` })).toBeVisible();
    await this.ready();
  }

  /** Waits for the app's own form: the page's is the server's inert copy until then, without the API's sources. */
  async ready() {
    await expect(this.page.locator('form:not([inert]) select option', { hasText: 'Google' })).toHaveCount(1);
  }

  /**
   * Fills every field of the form. The masked fields (document, date, phones) are typed key by key at full speed, as
   * a person types, and must keep every key (ADR 024).
   */
  async fill(data: SignupData, personType: 'F' | 'J') {
    const p = this.page;
    await p.getByLabel(personType === 'F' ? 'Nome completo' : 'Razão social').fill(data.name);
    await typeMasked(p.getByLabel(personType === 'F' ? 'CPF' : 'CNPJ', { exact: true }), data.document);
    await typeMasked(p.getByLabel(personType === 'F' ? 'Data de nascimento' : 'Data de abertura'), data.birthDate);
    await p.getByLabel('E-mail', { exact: true }).fill(data.email);
    await p.getByLabel('Confirmação de e-mail').fill(data.email);
    await typeMasked(p.getByLabel('Celular', { exact: true }), data.phone);
    await typeMasked(p.getByLabel('Confirmação de celular'), data.phone);
    await p.getByLabel('Como você nos conheceu?').selectOption({ label: data.knowledge });
  }

  /** The privacy notice under the form ("Como usamos os seus dados"). */
  privacyNotice() {
    return this.page.getByRole('region', { name: 'Como usamos os seus dados' });
  }

  /**
   * Starts recording the customer API calls that send something (any method but GET); the returned list fills as
   * they go. The dev build's flow recorder (/api/dev/) is no customer call.
   */
  sentToApi(): string[] {
    const sent: string[] = [];
    this.page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() !== 'GET' && path.startsWith('/api/') && !path.startsWith('/api/dev/')) sent.push(request.url());
    });
    return sent;
  }

  /** Sends the form. */
  async submit() {
    this.mailsBefore = await lastMailId(this.page.request);
    await this.page.getByRole('button', { name: 'Criar minha conta' }).click();
  }

  /** The newest email with a code sent to `email` since the last submit (waited for: it leaves through the outbox). */
  codeEmail(email: string) {
    return waitForMail(this.page.request, email, SIGN_UP_CODE_SUBJECT, this.mailsBefore);
  }

  /** The sign-up's verification: the code emailed to `email` (read from the SMTP peer), typed and confirmed. */
  async confirmEmail(email: string) {
    await expect(this.page.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeVisible();
    // Only the code is read here: a known document's email (the holder's continue code) links to the partner's
    // registration URL, whose port is the one the database was seeded with, not always the page's server's (resume's
    // expiry server seeds the worker's); the links of the continue email are checked where one server serves the
    // journey (resume.e2e.ts).
    const code = codeOf(await this.codeEmail(email));
    await this.page.getByLabel('Código de 6 dígitos').fill(code);
    await this.page.getByRole('button', { name: 'Confirmar código' }).click();
  }
}

/** Empties a masked field and types `text` into it without delay; every letter and digit must show. */
async function typeMasked(field: Locator, text: string) {
  await field.clear();
  await field.pressSequentially(text);
  await expect(field).toHaveValue(withEveryCharacterOf(text));
}
