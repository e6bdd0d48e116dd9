import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CodeMessages, type ContinueTokenSent } from '../../../domain/api/auth.ts';
import { RequestFailure } from '../../../domain/index.ts';
import { RESEND_COOLDOWN_MS } from '../../../machines/continue-signup/index.ts';
import { deferred, fakeCalls, renderApp } from '../../testing/render-app.tsx';

// The code screen of "Já comecei meu cadastro" (issue 34): where the code went, focus, resend, lock-out.

const SENT: ContinueTokenSent = { Message: CodeMessages.codeSent, ExpiresInSeconds: 600 };
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const codeField = () => screen.getByLabelText('Código de 6 dígitos') as HTMLInputElement;

type User = ReturnType<typeof userEvent.setup>;

// With `pastCooldown`, the screen opens with the resend's cool-down over (its timer is the machine's XState delay).
async function openCodeScreen(user: User, authenticateContinue: () => Promise<never>, pastCooldown = false) {
  const sent = deferred<ContinueTokenSent>();
  const requestContinueCode = vi.fn().mockReturnValueOnce(sent.promise).mockResolvedValue(SENT);
  renderApp({ path: '/continuar-cadastro', calls: fakeCalls({ requestContinueCode, authenticateContinue: vi.fn(authenticateContinue) }) });
  await user.type(await screen.findByLabelText('CPF'), '52998224725');
  await user.click(button('Enviar código'));
  if (pastCooldown) vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await act(async () => sent.resolve(SENT));
  if (pastCooldown) await act(async () => vi.advanceTimersByTime(RESEND_COOLDOWN_MS));
  vi.useRealTimers();
  await screen.findByLabelText('Código de 6 dígitos');
  return requestContinueCode;
}

afterEach(() => vi.useRealTimers());

describe('the code screen of a continued sign-up', () => {
  test('focus moves to the code field; no address is named before the code is proven (ADR 224)', async () => {
    const user = userEvent.setup();
    await openCodeScreen(user, async () => {
      throw new RequestFailure(400, CodeMessages.codeInvalid);
    });
    expect(document.activeElement).toBe(codeField());
    expect(document.querySelector('[data-sent-to]')).toBeNull();
    expect(screen.getByText(CodeMessages.codeSent)).toBeTruthy();
  });

  test('a resend is confirmed in a polite status region, ', async () => {
    const user = userEvent.setup();
    const request = await openCodeScreen(
      user,
      async () => {
        throw new RequestFailure(400, CodeMessages.codeInvalid);
      },
      true,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await user.click(button('Reenviar código'));
    await waitFor(() => expect(status.textContent).toBe('Enviamos um novo código para o e-mail cadastrado.'));
    expect(request).toHaveBeenCalledTimes(2);
    expect(status.getAttribute('aria-live') ?? 'polite').toBe('polite');
  });

  test('after the lock-out (429) "Confirmar código" is disabled with the reason; a new code enables it again', async () => {
    const user = userEvent.setup();
    await openCodeScreen(
      user,
      async () => {
        throw new RequestFailure(429, CodeMessages.attemptsExhausted);
      },
      true,
    );
    await user.type(codeField(), '111111');
    await user.click(button('Confirmar código'));
    expect(await screen.findByText(CodeMessages.attemptsExhausted)).toBeTruthy();
    const confirm = button('Confirmar código');
    expect(confirm.disabled).toBe(true);
    const reason = document.getElementById(confirm.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Este código não aceita mais tentativas. Peça um novo código para continuar.');
    await user.type(codeField(), '222222');
    await user.keyboard('{Enter}');
    expect(confirm.disabled).toBe(true);
    await user.click(button('Reenviar código'));
    await waitFor(() => expect(button('Confirmar código').disabled).toBe(false));
  });

  test('a wrong code (400) leaves confirming enabled', async () => {
    const user = userEvent.setup();
    await openCodeScreen(user, async () => {
      throw new RequestFailure(400, CodeMessages.codeInvalid);
    });
    await user.type(codeField(), '111111');
    await user.click(button('Confirmar código'));
    expect(await screen.findByText(CodeMessages.codeInvalid)).toBeTruthy();
    expect(button('Confirmar código').disabled).toBe(false);
  });
});
