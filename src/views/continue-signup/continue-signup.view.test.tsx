import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CodeMessages, type ContinueTokenSent } from '../../../domain/api/auth.ts';
import { Messages, RequestFailure } from '../../../domain/index.ts';
import { continueResult, OTHER_PARTNER_URL } from '../../../machines/continue-signup/continue-signup.fixtures.ts';
import { RESEND_COOLDOWN_MS } from '../../../machines/continue-signup/index.ts';
import { fakeAccessToken } from '../../testing/fixtures.ts';
import { deferred, type FakeAnswers, fakeCalls, renderApp } from '../../testing/render-app.tsx';

const SENT: ContinueTokenSent = { Message: CodeMessages.codeSent, ExpiresInSeconds: 600 };
const url = () => screen.getByTestId('url').textContent;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

function continueServices(overrides: FakeAnswers = {}) {
  return {
    requestContinueCode: vi.fn(async () => SENT),
    authenticateContinue: vi.fn(async () => continueResult('continue', fakeAccessToken({ PersonType: 'F' }))),
    loadProgress: vi.fn(async () => 2),
    ...overrides,
  };
}

afterEach(() => vi.useRealTimers());

describe('continue sign-up', () => {
  test('document → emailed code → the wizard at the first incomplete step, with the spec bodies', async () => {
    const user = userEvent.setup();
    const calls = continueServices();
    renderApp({ path: '/continuar-cadastro', calls: fakeCalls({ ...calls }) });
    await user.type(await screen.findByLabelText('CPF'), '52998224725');
    await user.click(button('Enviar código'));
    expect(await screen.findByRole('heading', { name: 'Confirme o código' })).toBeTruthy();
    // Where the code goes is said once (issue 34).
    expect(document.body.textContent?.match(/Enviamos|enviaremos/g)).toHaveLength(1);
    expect(screen.getByText(CodeMessages.codeSent)).toBeTruthy();
    expect(screen.getByText('O código vale por 10 minutos.')).toBeTruthy();
    await user.type(screen.getByLabelText('Código de 6 dígitos'), '123456');
    await user.click(button('Confirmar código'));
    // Step 2 of the individual order: personal data.
    expect(await screen.findByRole('heading', { name: 'Dados Pessoais' })).toBeTruthy();
    expect(url()).toBe('/cadastrar/identificacao');
    expect(vi.mocked(calls.requestContinueCode).mock.calls[0][0]).toEqual({ Document: '52998224725', PartnerId: 2 });
    expect(vi.mocked(calls.authenticateContinue).mock.calls[0][0]).toEqual({ Document: '52998224725', Token: '123456', PartnerId: 2 });
    expect(vi.mocked(calls.loadProgress).mock.calls[0][0]).toEqual({ accessToken: expect.any(String), clientId: 42, personType: 'F' });
  });

  test.each([
    ['CPF', 'analyzing', 'Pessoa Física (CPF)', '52998224725', 'Seu cadastro está em análise'],
    ['CNPJ', 'completed', 'Pessoa Jurídica (CNPJ)', '11222333000181', 'Sua conta já está aberta'],
    ['CNPJ', 'waitingDocuments', 'Pessoa Jurídica (CNPJ)', '11222333000181', 'Estamos aguardando seus documentos'],
    ['CPF', 'otherPartner', 'Pessoa Física (CPF)', '52998224725', 'Seu cadastro está com outro parceiro'],
  ] as const)(
    'a %s whose sign-up stands %s: after the code, its page in pt-BR, signed out',
    async (label, outcome, option, document, heading) => {
      const user = userEvent.setup();
      const calls = continueServices({ authenticateContinue: vi.fn(async () => continueResult(outcome)) });
      const app = renderApp({ path: '/continuar-cadastro', calls: fakeCalls({ ...calls }) });
      await user.click(await screen.findByRole('radio', { name: option }));
      await user.type(screen.getByLabelText(label), document);
      await user.click(button('Enviar código'));
      await user.type(await screen.findByLabelText('Código de 6 dígitos'), '123456');
      await user.click(button('Confirmar código'));
      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
      expect(calls.loadProgress).not.toHaveBeenCalled();
      expect(app.actor.getSnapshot().context.auth).toBeNull();
      expect(app.redirect).not.toHaveBeenCalled();
      if (outcome === 'otherPartner')
        expect(screen.getByRole('link', { name: /Continuar no site/ }).getAttribute('href')).toBe(
          new URL('/continuar-cadastro', OTHER_PARTNER_URL).href,
        );
    },
  );

  test('the spec messages of the document, at the field: empty, wrong length, wrong check digits', async () => {
    const user = userEvent.setup();
    const calls = continueServices();
    renderApp({ path: '/continuar-cadastro', calls: fakeCalls({ ...calls }) });
    await user.click(await screen.findByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText(Messages.cpfRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('CPF'));
    await user.click(screen.getByRole('radio', { name: 'Pessoa Jurídica (CNPJ)' }));
    await user.type(screen.getByLabelText('CNPJ'), '11222333');
    await user.click(button('Enviar código'));
    expect(await screen.findByText(Messages.cnpjInvalid)).toBeTruthy();
    await user.clear(screen.getByLabelText('CNPJ'));
    await user.type(screen.getByLabelText('CNPJ'), '11222333000182');
    await user.click(button('Enviar código'));
    expect(await screen.findByText(Messages.cnpjInvalid)).toBeTruthy();
    expect(calls.requestContinueCode).not.toHaveBeenCalled();
  });

  test('a wrong code shows the server message and empties the field; "Alterar documento" goes back', async () => {
    const user = userEvent.setup();
    const calls = continueServices({
      authenticateContinue: vi.fn(async () => {
        throw new RequestFailure(400, CodeMessages.codeInvalid);
      }),
    });
    renderApp({ path: '/continuar-cadastro', calls: fakeCalls({ ...calls }) });
    await user.type(await screen.findByLabelText('CPF'), '52998224725');
    await user.click(button('Enviar código'));
    await user.type(await screen.findByLabelText('Código de 6 dígitos'), '654321');
    await user.click(button('Confirmar código'));
    expect(await screen.findByText(CodeMessages.codeInvalid)).toBeTruthy();
    expect((screen.getByLabelText('Código de 6 dígitos') as HTMLInputElement).value).toBe('');
    await user.click(button('Alterar documento'));
    expect(((await screen.findByLabelText('CPF')) as HTMLInputElement).value).toBe('529.982.247-25');
  });

  test('another code may be asked for only once the cool-down has passed', async () => {
    const user = userEvent.setup();
    const sent = deferred<ContinueTokenSent>();
    const calls = continueServices({ requestContinueCode: vi.fn().mockReturnValueOnce(sent.promise).mockResolvedValue(SENT) });
    renderApp({ path: '/continuar-cadastro', calls: fakeCalls({ ...calls }) });
    await user.type(await screen.findByLabelText('CPF'), '52998224725');
    await user.click(button('Enviar código'));
    // The cool-down starts with the code screen: its timer is the machine's (an XState delay).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => sent.resolve(SENT));
    expect(button('Reenviar código').disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(RESEND_COOLDOWN_MS - 1));
    expect(button('Reenviar código').disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(1));
    expect(button('Reenviar código').disabled).toBe(false);
    vi.useRealTimers();
    await user.click(button('Reenviar código'));
    await waitFor(() => expect(calls.requestContinueCode).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(button('Reenviar código').disabled).toBe(true));
  });

  test('"Voltar ao início" leaves for the landing', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/continuar-cadastro' });
    await user.click(await screen.findByRole('button', { name: 'Voltar ao início' }));
    expect(await screen.findByRole('heading', { name: 'Abra sua conta de investimentos' })).toBeTruthy();
    expect(url()).toBe('/');
  });
});
