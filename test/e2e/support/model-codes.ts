import { expect, type Page } from '@playwright/test';
import { RESEND_COOLDOWN_MS } from '../../../machines/continue-signup/index.ts';
import type { BrowserWalk } from '../../model/browser-set.ts';
import { emailedCode, lastMailId, waitForMail } from './mailbox.ts';
import { PasswordResetPage } from './password-reset.page.ts';
import { SIGN_UP_CODE_SUBJECT, type SignupData, type SignupPage } from './signup.page.ts';

/**
 * The model walks' emailed codes and session (ADR 243): what a customer reads in their mailbox (the SMTP peer) and
 * does in another tab. `mailsBefore` is the newest email before the continued sign-up's code was sent.
 */
type Mailbox = {
  page: Page;
  walk: BrowserWalk;
  origin: string;
  customer: SignupData;
  signup: SignupPage;
  mailsBefore: number;
  /** The customer's address (`X-Forwarded-For`), when their walk gives them one: their other tab speaks from it too. */
  address?: string;
};

// The continued sign-up's email (the other partner's when the file is there: ADR 224).
const CONTINUE_SUBJECT = /continuar o cadastro|cadastro continua/;

/**
 * The continued sign-up's document sent. The code leaves through the outbox a moment after the answer: the customer
 * waits for its email, so a later send's code (after 'edit document') is never confused with this one's.
 */
export async function requestContinueCode(replay: Mailbox) {
  const { page, customer, walk } = replay;
  const before = await lastMailId(page.request);
  // The person type shown is the last one's: the customer picks their own.
  await page.getByLabel(walk.personType === 'J' ? 'Pessoa Jurídica (CNPJ)' : 'Pessoa Física (CPF)').check();
  await page.getByLabel(walk.personType === 'J' ? 'CNPJ' : 'CPF', { exact: true }).fill(customer.document);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  replay.mailsBefore = (await waitForMail(page.request, customer.email, CONTINUE_SUBJECT, before)).id - 1;
}

/** The continued sign-up's newest emailed code, typed and confirmed. */
export async function confirmContinueCode(replay: Mailbox) {
  const { page, customer, origin } = replay;
  const code = await emailedCode(page.request, origin, customer.email, CONTINUE_SUBJECT, replay.mailsBefore);
  await page.getByLabel('Código de 6 dígitos').fill(code);
  await page.getByRole('button', { name: 'Confirmar código' }).click();
}

/**
 * "Reenviar código" on the code screen (the sign-up's verification, or the continued sign-up's) once the first code's
 * email came: refused during its cooldown, which the customer waits out (the walk's installed clock jumps it), then
 * the screen says a new code was sent and it arrives by email. The next 'code' types the newest email's code (the new
 * one replaced the first).
 */
export async function resendCode(replay: Mailbox, signUp: boolean) {
  const { page, customer } = replay;
  const subject = signUp ? SIGN_UP_CODE_SUBJECT : CONTINUE_SUBJECT;
  const first = signUp
    ? await replay.signup.codeEmail(customer.email)
    : await waitForMail(page.request, customer.email, subject, replay.mailsBefore);
  const resend = page.getByRole('button', { name: 'Reenviar código' });
  await expect(resend).toBeDisabled();
  await page.clock.fastForward(RESEND_COOLDOWN_MS);
  await resend.click();
  await expect(page.getByText(/^Enviamos um novo código para/)).toBeVisible();
  const mail = await waitForMail(page.request, customer.email, subject, first.id);
  if (!signUp) replay.mailsBefore = mail.id - 1;
}

/** The password the customer sets in the other tab (the policy's: not common, nothing of the customer's). */
const NEW_PASSWORD = 'Jabuticaba-no-quintal-42';

/**
 * The customer resets their password in another tab of the browser: the reset ends every other session of theirs
 * (ADR 192), so this tab's next call is refused (401) and the app says the session expired.
 */
export async function endSessionElsewhere(replay: Mailbox) {
  const { page, origin, address } = replay;
  const tab = await page.context().newPage();
  try {
    if (address) await tab.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
    await tab.goto(`${origin}/recuperar-senha`);
    await resetPassword({ ...replay, page: tab });
  } finally {
    await tab.close();
  }
}

/** The password reset's own moves on `page`, open on its form: the document, the emailed code, a new password. */
export async function resetPassword({ page, origin, customer, walk }: Pick<Mailbox, 'page' | 'origin' | 'customer' | 'walk'>) {
  const reset = new PasswordResetPage(page);
  const before = await lastMailId(page.request);
  await reset.request(customer.document, walk.personType === 'J');
  await reset.reset(await emailedCode(page.request, origin, customer.email, /redefinir sua senha/, before), NEW_PASSWORD);
}
