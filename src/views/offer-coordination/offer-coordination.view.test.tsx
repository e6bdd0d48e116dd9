import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { OfferCoordinationMessages } from '../../../domain/api/offer-coordination.ts';
import { PasswordMessages } from '../../../domain/api/password.ts';
import { Messages } from '../../../domain/index.ts';
import type { ApplicationsResult, OfferCoordinationActors } from '../../../machines/offer-coordination/index.ts';
import { MANAGER_TOKEN, OFFER_FAILURES, RESULT, ROW } from '../../../machines/offer-coordination/offer-coordination.fixtures.ts';
import { pending } from '../../../machines/recording-actors.fixtures.ts';
import { OFFER_MANAGER_SESSION_KEY } from '../../api/offer-manager-session.ts';
import { axeViolations } from '../../testing/axe.ts';
import type { FakeCall } from '../../testing/fake-calls.ts';
import { fakeCalls, renderApp } from '../../testing/render-app.tsx';

type Calls = { [K in keyof OfferCoordinationActors]: FakeCall<K> };

// The app at /coordenacao-oferta with the area's calls faked (`overrides` replaces any).
function renderArea(overrides: Partial<Calls> = {}) {
  const calls = {
    restoreSession: vi.fn<Calls['restoreSession']>(overrides.restoreSession ?? (async () => null)),
    signIn: vi.fn<Calls['signIn']>(overrides.signIn ?? (async () => ({ AccessToken: MANAGER_TOKEN }))),
    loadApplications: vi.fn<Calls['loadApplications']>(overrides.loadApplications ?? (async ({ page }) => ({ ...RESULT, page }))),
    changePassword: vi.fn<Calls['changePassword']>(
      overrides.changePassword ?? (async () => ({ Message: OfferCoordinationMessages.passwordChanged })),
    ),
  };
  return { ...renderApp({ path: '/coordenacao-oferta', calls: fakeCalls({ ...calls }) }), calls };
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('CPF'), '52998224725');
  await user.type(screen.getByLabelText('Senha'), 'senha da gestora');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

afterEach(() => window.sessionStorage.clear());

describe('offer coordination (/coordenacao-oferta)', { timeout: 15_000 }, () => {
  test('sign-in checks the CPF first, then lists the applications as a table and keeps the token for the tab', async () => {
    const user = userEvent.setup();
    const { calls, container } = renderArea();
    expect(await screen.findByRole('heading', { name: 'Coordenação de ofertas' })).toBeTruthy();
    await user.type(screen.getByLabelText('CPF'), '123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(Messages.cpfInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('CPF'));
    expect(calls.signIn).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('CPF'));
    await signIn(user);

    // jsdom applies no media query, so the wide-screen table stays display:none here (the e2e suite sees it at
    // 1440 px): its structure is read among hidden elements.
    const table = await screen.findByRole('table', { name: 'Cadastros do parceiro', hidden: true });
    const row = within(table).getByRole('row', { name: /Padaria Central Ltda/, hidden: true });
    expect(within(row).getByRole('rowheader', { hidden: true }).textContent).toBe('Padaria Central Ltda');
    for (const text of ['11.222.333/0001-81', 'Pessoa Jurídica', 'Em andamento', 'Dados da Empresa']) {
      expect(within(row).getByRole('cell', { name: text, hidden: true })).toBeTruthy();
    }
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual(['Nome', 'Documento', 'Tipo', 'Status', 'Etapa atual', 'Criado em', 'Atualizado em']);
    expect(screen.getByText('45 cadastros')).toBeTruthy();
    expect(calls.signIn.mock.calls[0][0]).toEqual({ Document: '52998224725', Password: 'senha da gestora', PartnerId: 2 });
    expect(window.sessionStorage.getItem(OFFER_MANAGER_SESSION_KEY)).toBe(MANAGER_TOKEN);
    expect(await axeViolations(container)).toEqual([]);
  });

  test('filters apply at once (search on submit) and pages move; signing out forgets the token', async () => {
    const user = userEvent.setup();
    const { calls } = renderArea({ restoreSession: async () => MANAGER_TOKEN });
    const loaded = () => screen.findByRole('list', { name: 'Cadastros do parceiro' });
    await loaded();
    await user.selectOptions(screen.getByLabelText('Status'), 'Aguardando documentos');
    await loaded();
    await user.selectOptions(screen.getByLabelText('Tipo de pessoa'), 'Pessoa Jurídica');
    await loaded();
    await user.type(screen.getByLabelText('Nome ou documento completo'), ' padaria ');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Página 2 de 3')).toBeTruthy();
    expect(calls.loadApplications.mock.calls.map(([input]) => ({ ...input.filters, page: input.page }))).toEqual([
      { status: null, personType: null, search: '', page: 1 },
      { status: 3, personType: null, search: '', page: 1 },
      { status: 3, personType: 'J', search: '', page: 1 },
      { status: 3, personType: 'J', search: 'padaria', page: 1 },
      { status: 3, personType: 'J', search: 'padaria', page: 2 },
    ]);
    window.sessionStorage.setItem(OFFER_MANAGER_SESSION_KEY, MANAGER_TOKEN);
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(window.sessionStorage.getItem(OFFER_MANAGER_SESSION_KEY)).toBeNull();
  });

  test('an empty result says so; a failed load offers a retry', async () => {
    const user = userEvent.setup();
    const empty: ApplicationsResult = { ...RESULT, items: [], total: 0 };
    const load = vi.fn<Calls['loadApplications']>().mockRejectedValueOnce(OFFER_FAILURES.server).mockResolvedValue(empty);
    renderArea({ restoreSession: async () => MANAGER_TOKEN, loadApplications: load });
    expect((await screen.findByRole('alert')).textContent).toBe(Messages.defaultError);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhum cadastro encontrado com estes filtros.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
  });

  test("a refused sign-in shows the server's message; a 401 on the list asks to sign in again", async () => {
    const user = userEvent.setup();
    const { calls } = renderArea({
      signIn: vi.fn<Calls['signIn']>().mockRejectedValueOnce(OFFER_FAILURES.signIn).mockResolvedValue({ AccessToken: MANAGER_TOKEN }),
      loadApplications: vi.fn<Calls['loadApplications']>().mockRejectedValue(OFFER_FAILURES.unauthorized),
    });
    await signIn(user);
    expect((await screen.findByRole('alert')).textContent).toBe(OfferCoordinationMessages.signInFailed);
    expect((screen.getByLabelText('CPF') as HTMLInputElement).value).toBe('529.982.247-25');
    await user.type(screen.getByLabelText('Senha'), 'senha da gestora');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(OfferCoordinationMessages.sessionExpired)).toBeTruthy();
    await waitFor(() => expect(calls.loadApplications).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('url').textContent).toBe('/coordenacao-oferta');
  });

  test('on a phone-sized list the cards carry the same facts', async () => {
    renderArea({ restoreSession: async () => MANAGER_TOKEN });
    const cards = await screen.findByRole('list', { name: 'Cadastros do parceiro' });
    const card = within(cards).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: ROW.Name })).toBeTruthy();
    expect(within(card).getByText('Etapa atual').nextElementSibling?.textContent).toBe('Dados da Empresa');
  });
});

describe('change of password (/coordenacao-oferta)', { timeout: 15_000 }, () => {
  async function fillPassword(user: ReturnType<typeof userEvent.setup>, current: string, password: string, confirmation = password) {
    for (const [label, value] of [
      ['Senha atual', current],
      ['Nova senha', password],
      ['Confirme a nova senha', confirmation],
    ]) {
      await user.clear(screen.getByLabelText(label));
      if (value) await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole('button', { name: /Salvar nova senha/ }));
  }

  test('the form checks its fields, saves with progress, shows the success and goes back to the list', async () => {
    const user = userEvent.setup();
    let finish: (answer: { Message: string }) => void = () => undefined;
    const changePassword = vi.fn<Calls['changePassword']>(() => new Promise((resolve) => (finish = resolve)));
    const { calls, container } = renderArea({ restoreSession: async () => MANAGER_TOKEN, changePassword });
    await screen.findByRole('list', { name: 'Cadastros do parceiro' });
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    await fillPassword(user, '', 'curta', 'curta');
    expect(await screen.findByText(OfferCoordinationMessages.currentPasswordRequired)).toBeTruthy();
    expect(screen.getByText(PasswordMessages.tooShort)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Senha atual'));
    await fillPassword(user, 'senha da gestora', 'nova senha da gestora', 'nova senha diferente');
    expect(await screen.findByText('As senhas não conferem')).toBeTruthy();
    expect(changePassword).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);

    await fillPassword(user, 'senha da gestora', 'nova senha da gestora');
    const save = screen.getByRole('button', { name: /Salvar nova senha/ }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(save.getAttribute('aria-busy')).toBe('true');
    expect(changePassword.mock.calls[0][0]).toEqual({
      token: MANAGER_TOKEN,
      body: { CurrentPassword: 'senha da gestora', NewPassword: 'nova senha da gestora' },
    });
    finish({ Message: OfferCoordinationMessages.passwordChanged });
    expect((await screen.findByText(/Senha alterada com sucesso/)).getAttribute('role')).toBe('status');
    await user.click(screen.getByRole('button', { name: 'Voltar à lista' }));
    await screen.findByRole('list', { name: 'Cadastros do parceiro' });
    expect(calls.loadApplications).toHaveBeenCalledTimes(2);
  });

  test('a wrong current password shows at its field; a server failure above the form; saving again retries', async () => {
    const user = userEvent.setup();
    const changePassword = vi
      .fn<Calls['changePassword']>()
      .mockRejectedValueOnce(OFFER_FAILURES.wrongPassword)
      .mockRejectedValueOnce(OFFER_FAILURES.server)
      .mockResolvedValue({ Message: OfferCoordinationMessages.passwordChanged });
    renderArea({ restoreSession: async () => MANAGER_TOKEN, changePassword });
    await user.click(await screen.findByRole('button', { name: 'Alterar senha' }));
    await fillPassword(user, 'senha errada', 'nova senha da gestora');
    expect(await screen.findByText(OfferCoordinationMessages.currentPasswordWrong)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await fillPassword(user, 'senha da gestora', 'nova senha da gestora');
    expect((await screen.findByRole('alert')).textContent).toBe(Messages.defaultError);
    expect(screen.queryByText(OfferCoordinationMessages.currentPasswordWrong)).toBeNull();
    await user.click(screen.getByRole('button', { name: /Salvar nova senha/ }));
    expect(await screen.findByText(/Senha alterada com sucesso/)).toBeTruthy();
    expect(changePassword).toHaveBeenCalledTimes(3);
  });

  test('cancel goes back to the list without a call, and signing out works from the form', async () => {
    const user = userEvent.setup();
    const { calls } = renderArea({ restoreSession: async () => MANAGER_TOKEN, changePassword: () => pending() });
    await user.click(await screen.findByRole('button', { name: 'Alterar senha' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await screen.findByRole('list', { name: 'Cadastros do parceiro' });
    expect(calls.changePassword).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeTruthy();
  });
});
