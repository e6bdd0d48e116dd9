import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ElectronicCheckMessages } from '../../../domain/api/electronic-check.ts';
import { PasswordMessages } from '../../../domain/api/password.ts';
import { RequestFailure } from '../../../domain/index.ts';
import { AGREEMENT_FAILURES, DECLARATIONS, fileOf, PDF, STATUS, signedOf } from '../../../machines/agreements/agreements.fixtures.ts';
import { SESSION_KEY } from '../../flows/persist.ts';
import { fakeAccessToken } from '../../testing/fixtures.ts';
import { expectNotifiedOnce } from '../../testing/notification-region.testing.tsx';
import { deferred, type FakeAnswers, fakeCalls, renderApp } from '../../testing/render-app.tsx';

type Overrides = { agreements?: FakeAnswers; password?: FakeAnswers };

// A PF customer signed in on the terms step (index 5), with a healthy API unless a test overrides a call.
function renderTerms(overrides: Overrides = {}) {
  const calls = fakeCalls({
    verifyPassword: vi.fn(async () => ({ HasPassword: true })),
    ...overrides.password,
    verifySignature: vi.fn(async () => STATUS.set),
    loadDeclaration: vi.fn(async () => DECLARATIONS.retail),
    loadSignedAgreements: vi.fn(async () => []),
    loadAgreementFiles: vi.fn(async ({ types }: { types: number[] }) => types.map(fileOf)),
    fetchAgreementPdf: vi.fn(async () => PDF),
    authenticateSignature: vi.fn(async () => ({ Valid: true as const })),
    signAgreement: vi.fn(async (body) => signedOf(body.AgreementType)),
    signAgreementsBatch: vi.fn(async (body) => body.AgreementTypes.map(signedOf)),
    loadGeneralContract: vi.fn(async () => [signedOf(1)]),
    ...overrides.agreements,
    completeSection: vi.fn(async (body) => ({ ...body, CompletedAt: '2025-06-15T12:00:00.000Z' })),
  });
  const slice = { accessToken: fakeAccessToken({ PersonType: 'F' }), personType: 'F', channelId: 1, stepIndex: 5 };
  window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(slice));
  return { ...renderApp({ path: '/cadastrar/termos-e-assinatura', calls }), calls };
}

// jsdom has no object URLs: the reader test stands one in; put the originals back after each test.
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

const acceptAll = async (user: ReturnType<typeof userEvent.setup>) => {
  for (const box of await screen.findAllByRole('checkbox')) await user.click(box);
};

// The first screen of a file pays for the lazy chunks' import: generous on a shared, busy machine.
describe('terms and signature (/cadastrar/termos-e-assinatura)', { timeout: 15_000 }, () => {
  test('a retail investor reads, accepts and signs the general contract and companions, then reaches Conclusão', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderTerms();
    expect(await screen.findByRole('heading', { name: 'Termos' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Termos para assinar' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('h2')?.textContent),
    ).toEqual([
      'Contrato de intermediação e custódia (versão 2025.1)',
      'Regras e parâmetros de atuação (versão 2025.1)',
      'Termo de ciência de riscos (versão 2025.1)',
    ]);
    await acceptAll(user);
    await user.type(screen.getByLabelText('Assinatura eletrônica'), '704193');
    await user.click(screen.getByRole('button', { name: 'Assinar termos' }));
    expect(await screen.findByRole('heading', { name: 'Conclusão' })).toBeTruthy();
    expect(vi.mocked(calls.authenticateSignature).mock.calls[0][0]).toEqual({ UserId: 7, Signature: '704193' });
    expect(vi.mocked(calls.signAgreementsBatch).mock.calls[0][0]).toEqual({
      EletronicCheck: '704193',
      AgreementTypes: [1, 28, 57],
    });
    expect(calls.signAgreement).not.toHaveBeenCalled();
  });

  test('terms signed before: each says "Assinado" and the one primary action saves the step and continues', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderTerms({ agreements: { loadSignedAgreements: vi.fn(async () => [1, 28, 57].map(signedOf)) } });
    const primary = await screen.findByRole('button', { name: 'Salvar e continuar' });
    expect(screen.getAllByText('Assinado')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Continuar' })).toBeNull();
    await user.click(primary);
    expect(await screen.findByRole('heading', { name: 'Conclusão' })).toBeTruthy();
    expect(calls.completeSection).toHaveBeenCalled();
    expect(calls.signAgreementsBatch).not.toHaveBeenCalled();
  });

  test('a failed load says so and retries; signing in progress disables the button and shows progress', async () => {
    const user = userEvent.setup({ delay: null });
    const batch = deferred<ReturnType<typeof signedOf>[]>();
    const loadDeclaration = vi.fn().mockRejectedValueOnce(AGREEMENT_FAILURES.server).mockResolvedValue(DECLARATIONS.retail);
    renderTerms({ agreements: { loadDeclaration, signAgreementsBatch: vi.fn(() => batch.promise) } });
    await expectNotifiedOnce(AGREEMENT_FAILURES.server.message);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await acceptAll(user);
    await user.type(screen.getByLabelText('Assinatura eletrônica'), '704193');
    await user.click(screen.getByRole('button', { name: 'Assinar termos' }));
    const button = await screen.findByRole('button', { name: /Assinar termos/ });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).disabled)).toBe(true);
    batch.resolve([1, 28, 57].map(signedOf));
    expect(await screen.findByRole('heading', { name: 'Conclusão' })).toBeTruthy();
  });

  test('the qualified and professional terms are listed and signed singly only when declared', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderTerms({ agreements: { loadDeclaration: vi.fn(async () => DECLARATIONS.investor) } });
    expect(await screen.findByText('Termo de ciência de investidor qualificado')).toBeTruthy();
    expect(screen.getByText('Termo de ciência de investidor profissional')).toBeTruthy();
    await acceptAll(user);
    await user.type(screen.getByLabelText('Assinatura eletrônica'), '704193');
    await user.click(screen.getByRole('button', { name: 'Assinar termos' }));
    await screen.findByRole('heading', { name: 'Conclusão' });
    expect(vi.mocked(calls.signAgreement).mock.calls.map(([body]) => body.AgreementType)).toEqual([42, 43]);
  });

  test('signing before accepting every term, or with a short signature, says why at the field or above the button', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderTerms();
    await user.type(await screen.findByLabelText('Assinatura eletrônica'), '704193');
    await user.click(screen.getByRole('button', { name: 'Assinar termos' }));
    // Not a failed call: said above the button only, as its own alert.
    expect((await screen.findByRole('alert')).textContent).toBe('Leia e aceite todos os termos antes de assinar');
    await acceptAll(user);
    await user.clear(screen.getByLabelText('Assinatura eletrônica'));
    await user.type(screen.getByLabelText('Assinatura eletrônica'), '7041');
    await user.click(screen.getByRole('button', { name: 'Assinar termos' }));
    expect(await screen.findByText(ElectronicCheckMessages.format)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Assinatura eletrônica'));
    expect(calls.authenticateSignature).not.toHaveBeenCalled();
  });

  test('a wrong signature shows the attempts left and keeps the acceptances; a locked one offers the reset', async () => {
    const user = userEvent.setup({ delay: null });
    const authenticate = vi.fn().mockRejectedValueOnce(AGREEMENT_FAILURES.wrong).mockRejectedValueOnce(AGREEMENT_FAILURES.locked);
    const { calls } = renderTerms({
      agreements: { authenticateSignature: authenticate, resetSignature: vi.fn(async () => STATUS.none) },
    });
    await acceptAll(user);
    await user.type(screen.getByLabelText('Assinatura eletrônica'), '111222');
    await user.click(screen.getByRole('button', { name: 'Assinar termos' }));
    // The signature's own message, at the field: nothing for the app's notification.
    expect(await screen.findByText(ElectronicCheckMessages.wrong(4))).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Assinatura eletrônica'));
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect((screen.getByLabelText('Assinatura eletrônica') as HTMLInputElement).value).toBe('111222');
    await user.click(screen.getByRole('button', { name: 'Assinar termos' }));
    await expectNotifiedOnce(ElectronicCheckMessages.locked);
    // Where the account's password is asked, the way to recover it.
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toBeTruthy();
    // The reset asks for the account's password first (ADR 192): without it, the field says so and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Redefinir assinatura eletrônica' }));
    expect(await screen.findByText(PasswordMessages.required)).toBeTruthy();
    expect(calls.resetSignature).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Senha da conta'), 'Senha-da-conta-1');
    await user.click(screen.getByRole('button', { name: 'Redefinir assinatura eletrônica' }));
    expect(await screen.findByRole('heading', { name: 'Crie a sua assinatura eletrônica' })).toBeTruthy();
    expect(vi.mocked(calls.resetSignature).mock.calls[0][0]).toEqual({ UserId: 7, Password: 'Senha-da-conta-1' });
  });

  test("a refused signing is the app's one alert with the server's Message; the copy above the button is not another", async () => {
    const user = userEvent.setup({ delay: null });
    renderTerms({ agreements: { signAgreementsBatch: vi.fn().mockRejectedValueOnce(new RequestFailure(503, 'Assinatura indisponível')) } });
    await acceptAll(user);
    await user.type(screen.getByLabelText('Assinatura eletrônica'), '704193');
    await user.click(screen.getByRole('button', { name: 'Assinar termos' }));
    await expectNotifiedOnce('Assinatura indisponível');
  });

  test('without a password nor a signature: the password is created (server refusal shown), then the signature', async () => {
    const user = userEvent.setup({ delay: null });
    const createPassword = vi
      .fn()
      .mockRejectedValueOnce(new RequestFailure(400, 'Dados inválidos', { NewPassword: [PasswordMessages.tooCommon] }))
      .mockResolvedValueOnce({ Message: PasswordMessages.created });
    const { calls } = renderTerms({
      password: { verifyPassword: vi.fn(async () => ({ HasPassword: false })), createPassword },
      agreements: { verifySignature: vi.fn(async () => STATUS.none), createSignature: vi.fn(async () => STATUS.set) },
    });
    await user.type(await screen.findByLabelText('Nova senha'), 'girassol azul de março');
    // No password yet: none to forget.
    expect(screen.queryByRole('link', { name: 'Esqueci minha senha' })).toBeNull();
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'girassol azul de março');
    await user.click(screen.getByRole('button', { name: 'Criar senha' }));
    expect(await screen.findByText(PasswordMessages.tooCommon)).toBeTruthy();
    await expectNotifiedOnce('Dados inválidos');
    expect(document.activeElement).toBe(screen.getByLabelText('Nova senha'));
    await user.clear(screen.getByLabelText('Nova senha'));
    await user.type(screen.getByLabelText('Nova senha'), 'Ipê amarelo florido');
    await user.clear(screen.getByLabelText('Confirme a nova senha'));
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'Ipê amarelo florido');
    await user.click(screen.getByRole('button', { name: 'Criar senha' }));

    await user.type(await screen.findByLabelText('Assinatura eletrônica'), '704193');
    await user.type(screen.getByLabelText('Confirme a assinatura eletrônica'), '704194');
    await user.click(screen.getByRole('button', { name: 'Criar assinatura eletrônica' }));
    expect(await screen.findByText('As assinaturas eletrônicas não conferem')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Confirme a assinatura eletrônica'));
    await user.clear(screen.getByLabelText('Confirme a assinatura eletrônica'));
    await user.type(screen.getByLabelText('Confirme a assinatura eletrônica'), '704193');
    // The password was just created: nothing to forget on the signature form.
    expect(screen.queryByRole('link', { name: 'Esqueci minha senha' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Criar assinatura eletrônica' }));
    expect(await screen.findByRole('button', { name: 'Assinar termos' })).toBeTruthy();
    expect(createPassword.mock.calls[1][0]).toEqual({ NewPassword: 'Ipê amarelo florido' });
    expect(vi.mocked(calls.createSignature).mock.calls[0][0]).toEqual({ UserId: 7, ElectronicCheck: '704193' });
  });

  test('a failed password check shows its message and a retry that checks again', async () => {
    const user = userEvent.setup({ delay: null });
    const verifyPassword = vi
      .fn()
      .mockRejectedValueOnce(new RequestFailure(503, 'Serviço indisponível'))
      .mockResolvedValueOnce({ HasPassword: false });
    renderTerms({ password: { verifyPassword }, agreements: { verifySignature: vi.fn(async () => STATUS.none) } });
    await expectNotifiedOnce('Serviço indisponível');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByLabelText('Nova senha')).toBeTruthy();
    expect(verifyPassword).toHaveBeenCalledTimes(2);
  });

  test('"Ler" shows the agreement as text in the page with its PDF to download; "Ler em tela cheia" opens /cadastrar/pdf; back keeps the acceptances', async () => {
    const user = userEvent.setup({ delay: null });
    URL.createObjectURL = vi.fn(() => 'blob:pdf-1');
    URL.revokeObjectURL = vi.fn();
    const { calls } = renderTerms();
    await user.click(await screen.findByRole('checkbox', { name: 'Li e aceito: Contrato de intermediação e custódia' }));
    const read = screen.getByRole('button', { name: 'Ler Termo de ciência de riscos' });
    await user.click(read);
    expect(read.getAttribute('aria-expanded')).toBe('true');
    // The text is the page's own: headings and paragraphs, no frame.
    const text = await screen.findByRole('article', { name: 'Termo de ciência de riscos' });
    expect(within(text).getByRole('heading', { level: 3, name: '1. Objeto' })).toBeTruthy();
    expect(within(text).getByText('Termo de ciência de riscos: o que o cliente aceita.')).toBeTruthy();
    expect(within(text).getByText('Versão 2025.1, de 15/01/2025')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    const download = await screen.findByRole('link', { name: 'Baixar PDF' });
    expect(download.getAttribute('href')).toBe('blob:pdf-1');
    expect(download.getAttribute('download')).toBe('Termo de ciência de riscos (versão 2025.1).pdf');
    expect(screen.getByTestId('url').textContent).toBe('/cadastrar/termos-e-assinatura');
    expect(vi.mocked(calls.fetchAgreementPdf).mock.calls[0][0]).toEqual({ path: '/api/file/type/57/version/2025.1' });

    await user.click(screen.getByRole('button', { name: 'Ler em tela cheia' }));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('/cadastrar/pdf'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Termo de ciência de riscos' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '1. Objeto' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Voltar aos termos' }));
    const accepted = await screen.findByRole('checkbox', { name: 'Li e aceito: Contrato de intermediação e custódia' });
    expect((accepted as HTMLInputElement).checked).toBe(true);
  });

  test('the text reads while the PDF fails: its download offers a retry; "Ler" again or "Fechar" hides the text', async () => {
    const user = userEvent.setup({ delay: null });
    URL.createObjectURL = vi.fn(() => 'blob:pdf-2');
    URL.revokeObjectURL = vi.fn();
    const fetchAgreementPdf = vi.fn().mockRejectedValueOnce(AGREEMENT_FAILURES.network).mockResolvedValue(PDF);
    renderTerms({ agreements: { fetchAgreementPdf } });
    const read = await screen.findByRole('button', { name: 'Ler Contrato de intermediação e custódia' });
    await user.click(read);
    expect((await screen.findByRole('alert')).textContent).toBe('Não foi possível preparar o PDF.');
    expect(screen.getByRole('article', { name: 'Contrato de intermediação e custódia' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: 'Baixar PDF' })).toBeTruthy();
    await user.click(read);
    expect(screen.queryByRole('article')).toBeNull();
    expect(read.getAttribute('aria-expanded')).toBe('false');
    await user.click(read);
    await user.click(await screen.findByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('article')).toBeNull();
  });
});
