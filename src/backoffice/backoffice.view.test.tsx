import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { StaffAuthMessages } from '../../domain/api/staff-auth.ts';
import {
  BACKOFFICE_FAILURES,
  CHALLENGES,
  DETAIL,
  FILE,
  MEMBERS,
  QUEUE,
  STAFF_LIST,
  sessionOf,
} from '../../machines/backoffice/backoffice.fixtures.ts';
import { axeViolations } from '../testing/axe.ts';
import { renderBackoffice, shownUrl, signedIn } from '../testing/render-backoffice.tsx';

describe('back office (/backoffice)', { timeout: 30_000 }, () => {
  test('signs in with email, password and the code, then shows the queue asked for; the URL follows', async () => {
    const user = userEvent.setup();
    const { calls, container, store } = renderBackoffice('/backoffice?status=2');
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(StaffAuthMessages.emailRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(shownUrl()).toBe('/backoffice/entrar');
    await user.type(screen.getByLabelText('E-mail'), 'paulo@corretora.test');
    await user.type(screen.getByLabelText('Senha'), 'senha forte da equipe');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(await screen.findByLabelText('Código de 6 dígitos'), '123456');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const table = await screen.findByRole('table', { name: '60 cadastros' });
    expect(calls.loadQueue).toEqual([{ filters: { status: '2' } }]);
    expect(store.remember).toHaveBeenCalledWith(sessionOf(MEMBERS.approver).AccessToken);
    expect(within(table).getByRole('link', { name: 'Maria Souza' }).getAttribute('href')).toBe('/backoffice/cadastros/42');
    expect(screen.getByRole('button', { name: 'Em análise (30)' }).getAttribute('aria-pressed')).toBe('true');
    expect(shownUrl()).toBe('/backoffice?status=2');
    expect(await axeViolations(container)).toEqual([]);
  });

  test('enrolment shows the QR code and the secret to type', async () => {
    const user = userEvent.setup();
    const { container } = renderBackoffice('/backoffice', { signIn: async () => CHALLENGES.enrol });
    await user.type(await screen.findByLabelText('E-mail'), 'ana@corretora.test');
    await user.type(screen.getByLabelText('Senha'), 'senha forte da equipe');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeTruthy();
    expect(screen.getByText(CHALLENGES.enrol.Secret)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('sorting, status tabs and filters reload the queue and go to the URL', async () => {
    const user = userEvent.setup();
    const { calls } = renderBackoffice('/backoffice', signedIn());
    await screen.findByRole('table', { name: '60 cadastros' });
    await user.click(screen.getByRole('button', { name: /Criado em/ }));
    await waitFor(() => expect(shownUrl()).toBe('/backoffice?order=desc&sort=createdAt'));
    await user.click(screen.getByRole('button', { name: 'Aguardando documentos (8)' }));
    await user.selectOptions(await screen.findByLabelText('PEP'), 'Somente PEP');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(calls.loadQueue.at(-1)).toEqual({ filters: { status: '3', pep: 'true', sort: 'createdAt', order: 'desc' } }),
    );
    expect(shownUrl()).toBe('/backoffice?order=desc&pep=true&sort=createdAt&status=3');
  });

  test('a search for part of a CPF is refused at its field and loads nothing; a name searches', async () => {
    const user = userEvent.setup();
    const { calls } = renderBackoffice('/backoffice', signedIn());
    await screen.findByRole('table', { name: '60 cadastros' });
    const search = screen.getByLabelText('Busca');
    await user.type(search, '123.456');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('Busque pelo CPF ou CNPJ completo, ou pelo nome')).toBeTruthy();
    expect(search.getAttribute('aria-invalid')).toBe('true');
    expect(calls.loadQueue).toHaveLength(1);
    await user.clear(search);
    await user.type(search, 'Maria');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(shownUrl()).toBe('/backoffice?search=Maria'));
    expect(screen.queryByText('Busque pelo CPF ou CNPJ completo, ou pelo nome')).toBeNull();
  });

  test('an application shows its sections in pt-BR, the evidence and the audit; documents are requested by type with a message', async () => {
    const user = userEvent.setup();
    const { container, decisionCalls } = renderBackoffice('/backoffice/cadastros/42', signedIn(MEMBERS.analyst));
    expect(await screen.findByRole('heading', { name: 'Maria Souza' })).toBeTruthy();
    const address = screen.getByRole('region', { name: 'Endereço' });
    expect(within(address).getByText('Logradouro').nextElementSibling?.textContent).toBe('Avenida Paulista');
    expect(screen.getByText(DETAIL.Agreements[0].Sha256)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Histórico (auditoria)' })).getByText('register.finalize')).toBeTruthy();
    // An analyst asks for documents; approving and rejecting are not offered.
    await user.click(await screen.findByRole('button', { name: 'Pedir documentos' }));
    expect(screen.queryByRole('button', { name: 'Aprovar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pedir documentos' }));
    expect(await screen.findByText('Escolha ao menos um documento')).toBeTruthy();
    // Every requestable type is offered, grouped by whether the file already has one.
    const sent = screen.getByRole('group', { name: 'Já enviados' });
    const notSent = screen.getByRole('group', { name: 'Ainda não enviados' });
    expect(
      within(sent)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual([DETAIL.Documents[0].TypeName]);
    expect(
      within(notSent)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Comprovante de residência']);
    await user.click(within(sent).getByRole('checkbox', { name: DETAIL.Documents[0].TypeName }));
    await user.click(within(notSent).getByRole('checkbox', { name: 'Comprovante de residência' }));
    await user.type(screen.getByLabelText('Mensagem ao cliente'), 'Envie o RG com a foto legível.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Motivo (código interno)' }), 'documento-ilegivel');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Pedir documentos' }));
    expect(await screen.findByText('Decisão registrada: Aguardando documentos.')).toBeTruthy();
    expect(decisionCalls.decide).toEqual([
      {
        clientId: 42,
        body: {
          Kind: 'requestDocuments',
          ReasonCode: 'documento-ilegivel',
          DocumentTypeIds: [10, 11],
          Message: 'Envie o RG com a foto legível.',
        },
      },
    ]);
  });

  test('"Exportar CSV" downloads the queue of the filters shown; a failed export says so and keeps the table', async () => {
    const user = userEvent.setup();
    let fail = false;
    const { calls, saveFile } = renderBackoffice('/backoffice?status=3', {
      ...signedIn(),
      exportQueue: async () => (fail ? Promise.reject(BACKOFFICE_FAILURES.server) : FILE),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(saveFile.mock.calls[0][0]).toMatchObject({ fileName: 'cadastros.csv', contentType: 'text/csv' });
    expect(calls.exportQueue).toEqual([{ filters: { status: '3' } }]);
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText(BACKOFFICE_FAILURES.server.message)).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();
    expect(saveFile).toHaveBeenCalledTimes(1);
  });

  test('an image document opens in the page from its bytes and downloads the same file', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = vi.fn(() => 'blob:documento');
    URL.revokeObjectURL = vi.fn();
    const { saveFile } = renderBackoffice('/backoffice/cadastros/42', signedIn());
    await user.click(await screen.findByRole('button', { name: `Ver ${DETAIL.Documents[0].TypeName}` }));
    const image = await screen.findByRole('img', { name: DETAIL.Documents[0].TypeName });
    expect(image.getAttribute('src')).toBe('blob:documento');
    await user.click(screen.getByRole('button', { name: 'Baixar' }));
    expect(saveFile.mock.calls[0][0]).toMatchObject({ fileName: 'rg.png', contentType: 'image/png' });
  });

  test('a 401 returns to the sign-in with the notice and the email, and back to the same page after it', async () => {
    const user = userEvent.setup();
    let expired = true;
    const { calls } = renderBackoffice('/backoffice?status=2&page=2', {
      ...signedIn(),
      loadQueue: async () => (expired ? Promise.reject(BACKOFFICE_FAILURES.unauthorized) : QUEUE),
    });
    expect(await screen.findByText(StaffAuthMessages.sessionExpired)).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe(MEMBERS.approver.Email);
    expired = false;
    await user.type(screen.getByLabelText('Senha'), 'senha forte da equipe');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(await screen.findByLabelText('Código de 6 dígitos'), '123456');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('table');
    expect(calls.loadQueue.at(-1)).toEqual({ filters: { status: '2', page: '2' } });
    expect(shownUrl()).toBe('/backoffice?page=2&status=2');
  });

  test('an admin invites a member; a refusal keeps what was typed', async () => {
    const user = userEvent.setup();
    const refusals = [BACKOFFICE_FAILURES.emailTaken];
    const { calls, container } = renderBackoffice('/backoffice/equipe', {
      ...signedIn(MEMBERS.admin),
      inviteStaff: async () => (refusals.length ? Promise.reject(refusals.shift()) : {}),
    });
    expect(await screen.findByRole('table', { name: 'Pessoas da equipe' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(STAFF_LIST.length + 1);
    await user.type(screen.getByLabelText('Nome'), 'Bruno Lima');
    await user.type(screen.getByLabelText('E-mail'), 'bruno@corretora.test');
    await user.click(screen.getByRole('button', { name: 'Convidar' }));
    expect(await screen.findByText(BACKOFFICE_FAILURES.emailTaken.message)).toBeTruthy();
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('Bruno Lima');
    await user.click(screen.getByRole('button', { name: 'Convidar' }));
    expect(await screen.findByText('Convite enviado por e-mail.')).toBeTruthy();
    expect(calls.inviteStaff[1]).toEqual({ Name: 'Bruno Lima', Email: 'bruno@corretora.test', Role: 'analyst', PartnerId: null });
    await user.selectOptions(screen.getByLabelText('Parceiro'), 'Bravo');
    await user.click(screen.getByRole('button', { name: 'Convidar' }));
    await waitFor(() => expect(calls.inviteStaff[2]).toMatchObject({ PartnerId: 2 }));
    expect(await axeViolations(container)).toEqual([]);
  });

  test("an admin resets a member's lost authenticator; their own and a member not enrolled yet cannot be reset", async () => {
    const user = userEvent.setup();
    const { calls } = renderBackoffice('/backoffice/equipe', signedIn(MEMBERS.admin));
    const [admin, analyst, approver] = STAFF_LIST;
    const reset = (name: string) => screen.getByRole('button', { name: `Redefinir o autenticador de ${name}` }) as HTMLButtonElement;
    await screen.findByRole('table', { name: 'Pessoas da equipe' });
    expect(reset(admin.Name).disabled).toBe(true);
    expect(reset(analyst.Name).disabled).toBe(true);
    expect(within(screen.getByRole('row', { name: new RegExp(analyst.Name) })).getByText('Acesso pendente')).toBeTruthy();
    await user.click(reset(approver.Name));
    expect(await screen.findByText('Alteração salva.')).toBeTruthy();
    expect(calls.changeStaff).toEqual([{ id: approver.Id, body: { ResetAuthenticator: true } }]);
  });

  test("the provider's staff filter the queue and the funnel by a partner chosen by name; a partner's staff have no such filter", async () => {
    const user = userEvent.setup();
    const { calls } = renderBackoffice('/backoffice', signedIn(MEMBERS.admin));
    await screen.findByRole('table', { name: '60 cadastros' });
    const partner = screen.getByLabelText('Parceiro') as HTMLSelectElement;
    expect([...partner.options].map((option) => option.text)).toEqual(['Todos', 'Aurora', 'Bravo']);
    await user.selectOptions(partner, 'Bravo');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(calls.loadQueue.at(-1)).toEqual({ filters: { partner: '2' } }));
    expect(shownUrl()).toBe('/backoffice?partner=2');
    const funnel = renderBackoffice('/backoffice/funil', signedIn(MEMBERS.admin));
    await user.selectOptions(await within(funnel.container).findByLabelText('Parceiro'), 'Aurora');
    await user.click(within(funnel.container).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(funnel.calls.loadFunnel.at(-1)).toEqual({ filters: { partner: '1' } }));
    funnel.unmount();
    const own = renderBackoffice('/backoffice', signedIn(MEMBERS.analyst));
    expect(await within(own.container).findByRole('form', { name: 'Filtros' })).toBeTruthy();
    expect(within(own.container).queryByLabelText('Parceiro')).toBeNull();
  });
});
