import { ThemeProvider } from '@emotion/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { CodeMessages } from '../../../domain/api/auth.ts';
import type { BasicDataPatchAnswer } from '../../../domain/api/email-change.ts';
import type { ClientBasicData } from '../../../domain/client.ts';
import { Messages, RequestFailure } from '../../../domain/index.ts';
import { BASIC, pendingAnswer as pending } from '../../../machines/section/email-change.fixtures.ts';
import { OnboardingProvider } from '../../flows/onboarding-context.tsx';
import { deferred, startJourney } from '../../testing/render-app.tsx';
import { signedIn } from '../../testing/signed-in.ts';
import { defaultTheme } from '../../theme/theme.ts';
import { EmailChangeArea } from './email-change-area.tsx';
import { EmailChangeCallsContext } from './email-change-calls.tsx';

// The email code screen of the personal data step (ADR 222/227), on stubbed answers of the three calls.

type Answers = {
  request?: (input: { Email: string }) => Promise<BasicDataPatchAnswer>;
  confirm?: (input: { Token: string }) => Promise<ClientBasicData>;
};

function renderArea(answers: Answers = {}) {
  const request = vi.fn(answers.request ?? (async ({ Email }: { Email: string }) => pending(Email)));
  const confirm = vi.fn(answers.confirm ?? (async () => ({ ...BASIC, Email: 'nova@exemplo.com.br' })));
  const calls = {
    loadBasicData: fromPromise<ClientBasicData, undefined>(async () => BASIC),
    requestEmailChange: fromPromise(({ input }: { input: { Email: string } }) => request(input)),
    confirmEmailChange: fromPromise(({ input }: { input: { Token: string } }) => confirm(input)),
  };
  const actor = startJourney({ path: '/cadastrar/identificacao', storage: signedIn('F', 2) });
  render(
    <OnboardingProvider actor={actor}>
      <ThemeProvider theme={defaultTheme}>
        <EmailChangeCallsContext.Provider value={calls}>
          <EmailChangeArea />
        </EmailChangeCallsContext.Provider>
      </ThemeProvider>
    </OnboardingProvider>,
  );
  return { request, confirm, user: userEvent.setup() };
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

async function toCode(user: ReturnType<typeof userEvent.setup>, email = 'Nova@Exemplo.com.br') {
  await user.type(await screen.findByLabelText(/Novo e-mail/), email);
  await user.click(button('Alterar e-mail'));
  await screen.findByLabelText('Código de 6 dígitos');
}

describe('the email change on the personal data step', () => {
  test('after saving another email the step says where the code went (masked) and focuses the code field', async () => {
    const { request, user } = renderArea();
    expect(await screen.findByText('maria@example.com')).toBeTruthy();
    await toCode(user);
    expect(request).toHaveBeenCalledWith({ Email: 'Nova@Exemplo.com.br' });
    expect(document.querySelector('[data-sent-to]')?.textContent).toContain('Enviamos um código para n•••@e•••.com.br');
    expect(document.activeElement).toBe(screen.getByLabelText('Código de 6 dígitos'));
    expect(screen.getByText('maria@example.com')).toBeTruthy();
  });

  test('a wrong code shows at the field; the right one shows the new email as saved', async () => {
    let attempts = 0;
    const { confirm, user } = renderArea({
      confirm: async () => {
        if (attempts++ === 0) throw new RequestFailure(400, CodeMessages.codeInvalid, { Token: [CodeMessages.codeInvalid] });
        return { ...BASIC, Email: 'nova@exemplo.com.br' };
      },
    });
    await toCode(user);
    await user.type(screen.getByLabelText('Código de 6 dígitos'), '000000');
    await user.click(button('Confirmar código'));
    const field = screen.getByLabelText<HTMLInputElement>('Código de 6 dígitos');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(CodeMessages.codeInvalid)).toBeTruthy();
    expect(field.value).toBe('');
    await user.type(field, '123456');
    await user.click(button('Confirmar código'));
    expect(await screen.findByText('E-mail alterado. Os próximos avisos vão para nova@exemplo.com.br.')).toBeTruthy();
    expect(screen.getByText('nova@exemplo.com.br')).toBeTruthy();
    expect(screen.queryByLabelText('Código de 6 dígitos')).toBeNull();
    expect(confirm.mock.calls.map(([input]) => input)).toEqual([{ Token: '000000' }, { Token: '123456' }]);
  });

  test('429 shows the lock-out and disables confirming until a new code is sent', async () => {
    const { user } = renderArea({ confirm: async () => Promise.reject(new RequestFailure(429, CodeMessages.attemptsExhausted)) });
    await toCode(user);
    await user.type(screen.getByLabelText('Código de 6 dígitos'), '111111');
    await user.click(button('Confirmar código'));
    expect(await screen.findByText(CodeMessages.attemptsExhausted)).toBeTruthy();
    expect(button('Confirmar código').disabled).toBe(true);
    expect(document.getElementById(button('Confirmar código').getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'não aceita mais tentativas',
    );
    await user.click(button('Reenviar código'));
    expect(await screen.findByText('Enviamos um novo código para n•••@e•••.com.br.')).toBeTruthy();
    expect(button('Confirmar código').disabled).toBe(false);
  });

  test('a resend flood shows the cap; cancel returns to the email, unchanged', async () => {
    let requests = 0;
    const { user } = renderArea({
      request: async ({ Email }) => {
        if (requests++ > 0) throw new RequestFailure(429, Messages.tooManyRequests);
        return pending(Email);
      },
    });
    await toCode(user);
    await user.click(button('Reenviar código'));
    expect((await screen.findByRole('alert')).textContent).toBe(Messages.tooManyRequests);
    await user.click(button('Cancelar alteração'));
    expect(screen.queryByLabelText('Código de 6 dígitos')).toBeNull();
    expect(screen.getByText('maria@example.com')).toBeTruthy();
  });

  test("a malformed address or the same one sends nothing; the server's refusal shows at the field", async () => {
    const { request, user } = renderArea({
      request: async () => Promise.reject(new RequestFailure(400, Messages.emailInvalid, { Email: [Messages.emailInvalid] })),
    });
    const field = await screen.findByLabelText<HTMLInputElement>(/Novo e-mail/);
    await user.type(field, 'sem-arroba');
    await user.click(button('Alterar e-mail'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.clear(field);
    await user.type(field, 'MARIA@example.com');
    await user.click(button('Alterar e-mail'));
    expect(request).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'outra@example.com');
    await user.click(button('Alterar e-mail'));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(Messages.emailInvalid)).toBeTruthy();
  });

  test('the button shows progress while the code is requested', async () => {
    const answer = deferred<BasicDataPatchAnswer>();
    const { user } = renderArea({ request: () => answer.promise });
    await user.type(await screen.findByLabelText(/Novo e-mail/), 'nova@exemplo.com.br');
    await user.click(button('Alterar e-mail'));
    expect(screen.getByRole('button', { name: /Alterar e-mail/ }).getAttribute('aria-busy')).toBe('true');
    await act(async () => answer.resolve(pending('nova@exemplo.com.br')));
    expect(await screen.findByLabelText('Código de 6 dígitos')).toBeTruthy();
  });
});
