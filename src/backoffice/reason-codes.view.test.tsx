import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { ReasonCodeMessages } from '../../domain/api/reason-codes.ts';
import { MEMBERS } from '../../machines/backoffice/backoffice.fixtures.ts';
import { REASON_CODE_FAILURES } from '../../machines/reason-codes/reason-codes.fixtures.ts';
import { axeViolations } from '../testing/axe.ts';
import { renderBackoffice, shownUrl, signedIn } from '../testing/render-backoffice.tsx';

const open = (answers: Parameters<typeof renderBackoffice>[5] = {}) =>
  renderBackoffice('/backoffice/motivos', signedIn(MEMBERS.admin), {}, {}, {}, answers);

describe('"Motivos de decisão" (provider admins, ADR 241)', { timeout: 30_000 }, () => {
  test('lists the codes; adds one checked as the server checks it; renames and deactivates in place', async () => {
    const user = userEvent.setup();
    const { container, reasonCodeCalls } = open();
    expect(await screen.findByRole('heading', { name: 'Motivos de decisão', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: '2 motivos ativos de 3' });
    expect(within(table).getByText('codigo-antigo').closest('tr')?.textContent).toContain('Desativado');
    expect(await axeViolations(container)).toEqual([]);
    await user.type(screen.getByLabelText(/^Código/), 'Com Espaço');
    await user.click(screen.getByRole('button', { name: 'Adicionar motivo' }));
    expect(screen.getByText(ReasonCodeMessages.format)).toBeTruthy();
    expect(screen.getByText(ReasonCodeMessages.labelRequired)).toBeTruthy();
    expect(reasonCodeCalls.addReasonCode).toEqual([]);
    await user.clear(screen.getByLabelText(/^Código/));
    await user.type(screen.getByLabelText(/^Código/), 'procuracao-vencida');
    await user.type(screen.getByLabelText('Nome'), 'Procuração vencida');
    await user.click(screen.getByRole('button', { name: 'Adicionar motivo' }));
    expect(await screen.findByText('Motivo adicionado.')).toBeTruthy();
    expect(reasonCodeCalls.addReasonCode).toEqual([{ Code: 'procuracao-vencida', Label: 'Procuração vencida' }]);
    const name = screen.getByLabelText('Nome de documento-ilegivel');
    await user.clear(name);
    await user.type(name, 'Documento ilegível ou cortado');
    await user.click(within(name.closest('form') as HTMLElement).getByRole('button', { name: 'Renomear' }));
    await screen.findByText('Motivo alterado.');
    await user.click(screen.getByRole('button', { name: 'Desativar Renda ou patrimônio incompatível' }));
    await screen.findByText('Motivo alterado.');
    expect(reasonCodeCalls.changeReasonCode).toEqual([
      { code: 'documento-ilegivel', body: { Label: 'Documento ilegível ou cortado' } },
      { code: 'renda-incompativel', body: { Active: false } },
    ]);
  });

  test('a taken code is refused at its field', async () => {
    const user = userEvent.setup();
    open({ addReasonCode: async () => Promise.reject(REASON_CODE_FAILURES.taken) });
    await screen.findByRole('table');
    await user.type(screen.getByLabelText(/^Código/), 'documento-ilegivel');
    await user.type(screen.getByLabelText('Nome'), 'Outro');
    await user.click(screen.getByRole('button', { name: 'Adicionar motivo' }));
    expect((await screen.findAllByText(ReasonCodeMessages.taken)).length).toBeGreaterThan(0);
  });

  test("the link shows for the provider's admins only; a partner's staff opening the address see the queue", async () => {
    open();
    expect(await screen.findByRole('link', { name: 'Motivos' })).toBeTruthy();
    renderBackoffice('/backoffice/motivos', signedIn(MEMBERS.approver));
    expect(await screen.findByRole('heading', { name: 'Fila de cadastros', level: 1 })).toBeTruthy();
    expect(shownUrl()).toBe('/backoffice');
  });
});
