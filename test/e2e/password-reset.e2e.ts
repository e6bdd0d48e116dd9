import { expect, test } from '@playwright/test';
import { apiFetch, callApi, signUpByApi } from './support/customer-api.ts';
import { BRAVO } from './support/hosts.ts';
import { emailedCode, lastMailId } from './support/mailbox.ts';
import { PasswordResetPage } from './support/password-reset.page.ts';
import { SignupPage } from './support/signup.page.ts';

test('a customer resets the password with the code emailed over SMTP; the reset ends the old sessions and the new password is the one the server checks', async ({
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

  // The reset ends every session of the customer (ADR 192): the sign-up's token is refused from now on.
  const validate = (token: string, CurrentPassword: string) =>
    apiFetch(request, BRAVO, 'POST', '/api/password/validate', { token, body: { CurrentPassword } });
  expect((await validate(customer.token, 'Jabuticaba-no-quintal-42')).status()).toBe(401);

  // A new session, through the emailed code of the continue flow, checks the new password.
  const { cpf, partnerId } = customer;
  const sent = await lastMailId(request);
  await callApi(request, BRAVO, 'POST', '/api/customer/token-continue-register', { body: { Document: cpf, PartnerId: partnerId } });
  const Token = await emailedCode(request, BRAVO, customer.email, /continuar o cadastro/, sent);
  const session = await callApi<{ AccessToken: string }>(request, BRAVO, 'POST', '/api/customer/autenticate-continue-register', {
    body: { Document: cpf, Token, PartnerId: partnerId },
  });
  const right = await validate(session.AccessToken, 'Jabuticaba-no-quintal-42');
  expect(right.status()).toBe(200);
  expect(await right.json()).toEqual({ Valid: true });
  expect((await validate(session.AccessToken, 'Outra-senha-qualquer-7')).status()).toBe(400);
});
