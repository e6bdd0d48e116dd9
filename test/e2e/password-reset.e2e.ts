import { expect, test } from '@playwright/test';
import { apiFetch, signUpByApi } from './support/customer-api.ts';
import { BRAVO } from './support/hosts.ts';
import { emailedCode, lastMailId } from './support/mailbox.ts';
import { PasswordResetPage } from './support/password-reset.page.ts';
import { SignupPage } from './support/signup.page.ts';

test('a customer resets the password with the code emailed over SMTP; the new password is the one the server checks', async ({
  page,
  request,
}) => {
  const customer = await signUpByApi(request, BRAVO, 'Beatriz Fontes');
  await new SignupPage(page).open(BRAVO);
  const reset = new PasswordResetPage(page);
  await reset.openFromLanding();
  const before = await lastMailId(request);
  await reset.request(customer.cpf);
  const code = await emailedCode(request, BRAVO, customer.email, /redefinir sua senha/, before);
  await reset.reset(code, 'Jabuticaba-no-quintal-42');

  const validate = (CurrentPassword: string) =>
    apiFetch(request, BRAVO, 'POST', '/api/password/validate', { token: customer.token, body: { CurrentPassword } });
  const right = await validate('Jabuticaba-no-quintal-42');
  expect(right.status()).toBe(200);
  expect(await right.json()).toEqual({ Valid: true });
  expect((await validate('Outra-senha-qualquer-7')).status()).toBe(400);
});
