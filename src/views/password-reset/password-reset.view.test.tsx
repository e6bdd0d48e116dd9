import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { CodeMessages } from '../../../domain/api/auth.ts';
import { FieldMessages } from '../../../domain/api/field-messages.ts';
import { passwordMachine } from '../../../machines/password/index.ts';
import { GOOD_PASSWORD, PASSWORD_FAILURES, passwordActors } from '../../../machines/password/password.fixtures.ts';
import { bindOnboarding } from '../../flows/onboarding.bind.ts';
import { asCalls, fakeCalls } from '../../testing/fake-calls.ts';
import { renderApp } from '../../testing/render-app.tsx';

// The app at `path` with the reset flow's calls faked (`answers` overrides any); the rest of the API healthy.
function renderReset(path: string, answers: Parameters<typeof passwordActors>[0] = {}) {
  const fakes = passwordActors(answers);
  const machine = bindOnboarding(asCalls(fakeCalls()), { redirect: () => undefined }).provide({
    actors: { passwordReset: passwordMachine.provide({ actors: fakes.actors }) },
  });
  return { ...renderApp({ path, machine }), calls: fakes.calls };
}

// The first screen of a file pays for the lazy chunks' import: generous on a shared, busy machine.
describe('password reset (/recuperar-senha)', { timeout: 15_000 }, () => {
  test('from the landing: document → emailed code (a wrong one says why) → new password → confirmation', async () => {
    const user = userEvent.setup();
    let codeAnswers = 0;
    const { calls } = renderReset('/', {
      validateResetToken: async () => {
        codeAnswers += 1;
        if (codeAnswers === 1) throw PASSWORD_FAILURES.wrongCode;
        return { Valid: true as const };
      },
    });
    await user.click(await screen.findByRole('link', { name: 'Esqueci minha senha' }));
    expect(await screen.findByRole('heading', { name: 'Recuperar senha' })).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/recuperar-senha');

    await user.click(screen.getByRole('button', { name: 'Enviar código por e-mail' }));
    expect(await screen.findByText(FieldMessages.cpfCnpjInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('CPF'));
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Enviar código por e-mail' }));
    expect(await screen.findByText(CodeMessages.codeSent)).toBeTruthy();

    await user.type(screen.getByLabelText('Código recebido por e-mail'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
    expect(await screen.findByText(CodeMessages.codeInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Código recebido por e-mail'));
    await user.clear(screen.getByLabelText('Código recebido por e-mail'));
    await user.type(screen.getByLabelText('Código recebido por e-mail'), '482913');
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));

    await user.type(await screen.findByLabelText('Nova senha'), GOOD_PASSWORD);
    await user.type(screen.getByLabelText('Confirme a nova senha'), GOOD_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByRole('heading', { name: 'Senha alterada' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Senha alterada com sucesso');
    expect(calls.requestNewPassword).toEqual([{ partnerId: 2, username: '52998224725' }]);
    expect(calls.resetPassword).toEqual([{ username: '52998224725', Token: '482913', NewPassword: GOOD_PASSWORD }]);
  });

  // Past the code of a company's reset, on the new password's form.
  async function toNewPassword(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('radio', { name: 'Pessoa Jurídica (CNPJ)' }));
    await user.type(screen.getByLabelText('CNPJ'), '11222333000181');
    await user.click(screen.getByRole('button', { name: 'Enviar código por e-mail' }));
    await user.type(await screen.findByLabelText('Código recebido por e-mail'), '482913');
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
  }

  test('a password the server refuses shows its message at the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderReset('/recuperar-senha', {
      resetPassword: async () => {
        throw PASSWORD_FAILURES.tooCommon;
      },
    });
    await toNewPassword(user);
    await user.type(await screen.findByLabelText('Nova senha'), GOOD_PASSWORD);
    await user.type(screen.getByLabelText('Confirme a nova senha'), GOOD_PASSWORD.slice(0, -1));
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('As senhas não conferem')).toBeTruthy();
    await user.type(screen.getByLabelText('Confirme a nova senha'), GOOD_PASSWORD.slice(-1));
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Esta senha é muito comum e fácil de adivinhar. Escolha outra.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Nova senha'));
    expect((screen.getByLabelText('Nova senha') as HTMLInputElement).value).toBe(GOOD_PASSWORD);
  });

  test('a guessable password shows its strength and why as typed, and is refused here without a call', async () => {
    const user = userEvent.setup();
    const { calls } = renderReset('/recuperar-senha');
    await toNewPassword(user);
    await user.type(await screen.findByLabelText('Nova senha'), 'corinthians');
    // The dictionaries load lazily with the first password typed; the note says what zxcvbn found.
    const note = await screen.findByText(/^Força da senha: muito fraca\./, {}, { timeout: 10_000 });
    expect(note.parentElement?.textContent).toContain('Uma palavra sozinha é fácil de adivinhar.');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'corinthians');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(
      await screen.findByText(
        'Esta senha é fácil de adivinhar. Uma palavra sozinha é fácil de adivinhar. Acrescente palavras pouco comuns.',
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Nova senha'));
    expect(calls.resetPassword).toEqual([]);

    await user.clear(screen.getByLabelText('Nova senha'));
    await user.type(screen.getByLabelText('Nova senha'), GOOD_PASSWORD);
    expect(await screen.findByText(/^Força da senha: (boa|forte)\./, {}, { timeout: 10_000 })).toBeTruthy();
  });
});
