import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { StaffAuthMessages } from '../../../domain/api/staff-auth.ts';
import { checkAt } from './axe.ts';

/** Where the back-office screenshots go (looked at by hand), at a desktop's and a tablet's width. */
const SHOTS = '/tmp/shots/bo-e2e';

/** A staff member the operator CLI added: their email and password. */
export type StaffLogin = { email: string; password: string };

/** Page object of the back office (`/backoffice`): sign-in, enrolment, code, queue, application, decision panel. */
export class BackofficePage {
  /** The authenticator secrets read on the enrolment screen, by email. */
  private readonly secrets = new Map<string, string>();

  constructor(
    private readonly page: Page,
    private readonly origin: string,
  ) {}

  /**
   * axe (WCAG 2 A and AA) and no sideways scrolling at 1440 and 768 px (the back office is desktop first, usable at
   * 768 px), with a full-page screenshot of each into /tmp/shots/bo-e2e (looked at by hand).
   */
  async check(screen: string) {
    mkdirSync(SHOTS, { recursive: true });
    await checkAt(this.page, screen, [1440, 768], { path: (width) => `${SHOTS}/${screen}-${width}.png` });
  }

  /**
   * The code the member's authenticator shows now, or `stepsAhead` 30-second steps later (RFC 6238 from the secret
   * read at enrolment). The server takes one step of drift, and each step's code once only.
   */
  codeOf(email: string, stepsAhead = 0): Promise<string> {
    const secret = this.secrets.get(email);
    if (!secret) throw new Error(`${email} has not enrolled in this test`);
    return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });
  }

  /** Types email and password on the sign-in screen. */
  async password(login: StaffLogin, { check = false } = {}) {
    await this.page.goto(`${this.origin}/backoffice/entrar`);
    await expect(this.page.getByRole('heading', { name: 'Entrar no back office', level: 1 })).toBeVisible();
    if (check) await this.check('sign-in');
    await this.page.getByLabel('E-mail').fill(login.email);
    await this.page.getByLabel('Senha').fill(login.password);
    await this.page.getByRole('button', { name: 'Continuar' }).click();
  }

  /** The first sign-in: the QR code and the secret shown, a wrong code refused in pt-BR, then the right code. */
  async enrol(login: StaffLogin, { check = false } = {}) {
    await this.password(login, { check });
    await expect(this.page.getByRole('heading', { name: 'Configure o aplicativo autenticador' })).toBeVisible();
    await expect(this.page.getByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeVisible();
    const secret = (await this.page.locator('code').first().textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    this.secrets.set(login.email, secret);
    if (check) await this.check('enrol');
    await this.enterCode(await this.codeOf(login.email));
  }

  /**
   * A later sign-in: password, then the authenticator's code — the next step's, since the enrolment just used this
   * step's code (a code works once).
   */
  async signIn(login: StaffLogin, { check = false } = {}) {
    await this.password(login);
    await expect(this.page.getByRole('heading', { name: 'Código do autenticador' })).toBeVisible();
    if (check) await this.check('code');
    await this.enterCode(await this.codeOf(login.email, 1));
  }

  /** A code that is not the authenticator's: refused with the pt-BR message (`message`), nothing signed in. */
  async wrongCode(message: string = StaffAuthMessages.codeWrong) {
    await this.page.getByLabel('Código de 6 dígitos').fill('000000');
    await this.page.getByRole('button', { name: 'Entrar' }).click();
    await expect(this.page.getByText(message)).toBeVisible();
  }

  private async enterCode(code: string) {
    await this.page.getByLabel('Código de 6 dígitos').fill(code);
    await this.page.getByRole('button', { name: 'Entrar' }).click();
    await expect(this.page.getByRole('heading', { name: 'Fila de cadastros', level: 1 })).toBeVisible();
  }

  /** Signs the member out. */
  async signOut() {
    await this.page.getByRole('button', { name: 'Sair' }).click();
    await expect(this.page.getByRole('heading', { name: 'Entrar no back office' })).toBeVisible();
  }
}
