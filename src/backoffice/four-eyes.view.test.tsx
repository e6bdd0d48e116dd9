import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { DecisionMessages, type DecisionResult, type DecisionState } from '../../domain/api/decision.ts';
import { ITEM, MEMBERS, QUEUE } from '../../machines/backoffice/backoffice.fixtures.ts';
import { RESULTS, STATES } from '../../machines/decision/decision.fixtures.ts';
import { axeViolations } from '../testing/axe.ts';
import { renderBackoffice, shownUrl, signedIn } from '../testing/render-backoffice.tsx';

// MEMBERS.approver is staff member 7 in the decision fixtures' states (ownFirstApproval: by 7, othersFirstApproval: by 99).
const openAs = (staff: (typeof MEMBERS)[keyof typeof MEMBERS], state: DecisionState, result: DecisionResult = RESULTS.approved) =>
  renderBackoffice('/backoffice/cadastros/42', signedIn(staff), { loadDecisionState: async () => state, decide: async () => result });

const panel = () => screen.findByRole('region', { name: 'Decisão' });

describe('four eyes on the file (issue 35)', { timeout: 30_000 }, () => {
  test('the first approver sees who approved and when, and why they cannot give the second', async () => {
    expect(MEMBERS.approver.Id).toBe(STATES.ownFirstApproval.FirstApprovalBy);
    openAs(MEMBERS.approver, STATES.ownFirstApproval);
    const decision = await panel();
    const note = await within(decision).findByRole('note', { name: 'Quatro olhos' });
    expect(note.textContent).toBe('Aguardando 2ª aprovação. 1ª aprovação por você em 05/06/2030, 15:20.');
    expect(within(decision).getByText(DecisionMessages.ownFirstApproval)).toBeTruthy();
    expect(within(decision).queryByRole('button', { name: /Aprovar|Confirmar aprovação/ })).toBeNull();
    expect(within(decision).getByRole('button', { name: 'Reprovar' })).toBeTruthy();
  });

  test('a second approver sees the first approval and confirms it; the confirmation says the customer is emailed', async () => {
    const user = userEvent.setup();
    const { container, decisionCalls } = openAs(MEMBERS.admin, STATES.othersFirstApproval);
    const decision = await panel();
    const note = await within(decision).findByRole('note', { name: 'Quatro olhos' });
    expect(note.textContent).toBe('Aguardando 2ª aprovação. 1ª aprovação por Bruno Aprovador em 05/06/2030, 15:20.');
    expect(within(decision).queryByRole('button', { name: 'Aprovar' })).toBeNull();
    await user.click(within(decision).getByRole('button', { name: 'Confirmar aprovação' }));
    expect(
      within(decision).getByText(
        'Confirmar a aprovação de Bruno Aprovador? O cadastro será concluído e o cliente será avisado por e-mail.',
      ),
    ).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(decision).getByRole('button', { name: 'Confirmar e concluir' }));
    expect(await screen.findByText('Decisão registrada: Concluído.')).toBeTruthy();
    expect(decisionCalls.decide).toEqual([{ clientId: 42, body: { Kind: 'approve' } }]);
  });

  test('the first approval of a file needing two: its confirmation says no email is sent and the file stays in analysis', async () => {
    const user = userEvent.setup();
    openAs(MEMBERS.approver, STATES.fourEyes, RESULTS.firstApproval);
    const decision = await panel();
    expect(await within(decision).findByText(/precisa de duas aprovações de pessoas diferentes/)).toBeTruthy();
    await user.click(within(decision).getByRole('button', { name: 'Aprovar' }));
    const text = within(decision).getByText(/Registrar a primeira aprovação\?/).textContent ?? '';
    expect(text).toContain('o cliente não recebe e-mail agora');
    expect(text).not.toMatch(/será avisado/);
    await user.click(within(decision).getByRole('button', { name: 'Registrar 1ª aprovação' }));
    expect(await screen.findByText(/Primeira aprovação registrada/)).toBeTruthy();
  });

  test('neither: a file one approval completes shows no four-eyes note and says the customer is emailed', async () => {
    const user = userEvent.setup();
    openAs(MEMBERS.approver, STATES.underAnalysis);
    const decision = await panel();
    await user.click(await within(decision).findByRole('button', { name: 'Aprovar' }));
    expect(within(decision).queryByRole('note', { name: 'Quatro olhos' })).toBeNull();
    expect(within(decision).queryByText(/duas aprovações/)).toBeNull();
    expect(within(decision).getByText('Aprovar este cadastro? Ele será concluído e o cliente será avisado por e-mail.')).toBeTruthy();
  });

  test('an analyst sees the first approval but no approval to give', async () => {
    openAs(MEMBERS.analyst, STATES.othersFirstApproval);
    const decision = await panel();
    expect(await within(decision).findByRole('note', { name: 'Quatro olhos' })).toBeTruthy();
    expect(within(decision).getByText(DecisionMessages.decisionRefused)).toBeTruthy();
    expect(within(decision).queryByRole('button', { name: /Aprovar|Confirmar aprovação/ })).toBeNull();
  });
});

describe('the queue marks four eyes and document conflicts (issue 35)', { timeout: 30_000 }, () => {
  const rows = [
    { ...ITEM, ClientId: 1, Name: 'Pedro Exposto', AwaitingSecondApproval: true },
    { ...ITEM, ClientId: 2, Name: 'Jota Ltda', PersonType: 'J', Pep: false, DocumentConflict: true },
    { ...ITEM, ClientId: 3, Name: 'Lúcia Valadares', Pep: false },
  ];

  test('rows show "Aguardando 2ª aprovação", "Conflito de CPF/CNPJ" and PEP under the name; a plain row shows none', async () => {
    const { container } = renderBackoffice('/backoffice', { ...signedIn(), loadQueue: async () => ({ ...QUEUE, Items: rows }) });
    await screen.findByRole('table', { name: '60 cadastros' });
    const markersOf = (name: string) => {
      const row = screen.getByRole('rowheader', { name: new RegExp(name) });
      const list = within(row).queryByRole('list', { name: 'Marcadores' });
      return list
        ? within(list)
            .getAllByRole('listitem')
            .map((item) => item.textContent)
        : [];
    };
    expect(markersOf('Pedro Exposto')).toEqual(['Aguardando 2ª aprovação', 'PEP']);
    expect(markersOf('Jota Ltda')).toEqual(['Conflito de CNPJ']);
    expect(markersOf('Lúcia Valadares')).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  test('the four-eyes filter loads the queue of files awaiting a second approval and goes to the URL', async () => {
    const user = userEvent.setup();
    const { calls } = renderBackoffice('/backoffice', signedIn());
    await screen.findByRole('table', { name: '60 cadastros' });
    await user.selectOptions(screen.getByLabelText('Quatro olhos'), 'Aguardando 2ª aprovação');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(calls.loadQueue.at(-1)).toEqual({ filters: { awaitingSecondApproval: 'true' } }));
    expect(shownUrl()).toBe('/backoffice?awaitingSecondApproval=true');
  });

  test('a URL with a bad four-eyes value is dropped, not sent', async () => {
    const { calls } = renderBackoffice('/backoffice?awaitingSecondApproval=maybe', signedIn());
    await screen.findByRole('table', { name: '60 cadastros' });
    expect(calls.loadQueue[0]).toEqual({ filters: {} });
  });

  test('pages: first and last, and a page number typed (out of range goes to the nearest page)', async () => {
    const user = userEvent.setup();
    const { calls } = renderBackoffice('/backoffice', signedIn());
    await screen.findByRole('table', { name: '60 cadastros' });
    const pages = screen.getByRole('navigation', { name: 'Paginação' });
    expect(within(pages).getByRole('button', { name: 'Primeira' })).toHaveProperty('disabled', true);
    await user.click(within(pages).getByRole('button', { name: 'Última' }));
    await waitFor(() => expect(calls.loadQueue.at(-1)).toEqual({ filters: { page: '3' } }));
    const input = within(await screen.findByRole('navigation', { name: 'Paginação' })).getByLabelText('Página');
    await user.clear(input);
    await user.type(input, '99{Enter}');
    expect(calls.loadQueue).toHaveLength(2);
    expect((input as HTMLInputElement).value).toBe('3');
    await user.clear(input);
    await user.type(input, '2');
    await user.click(screen.getByRole('button', { name: 'Ir' }));
    await waitFor(() => expect(calls.loadQueue.at(-1)).toEqual({ filters: { page: '2' } }));
  });
});
