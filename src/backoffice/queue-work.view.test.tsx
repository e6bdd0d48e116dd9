import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { ITEM, MEMBERS, QUEUE } from '../../machines/backoffice/backoffice.fixtures.ts';
import { axeViolations } from '../testing/axe.ts';
import { renderBackoffice, shownUrl, signedIn } from '../testing/render-backoffice.tsx';

// The queue as a team works it (issue 35): who holds each file, "Meus cadastros", the page size, the partner's SLA.
const me = MEMBERS.approver;
const ROWS = [
  { ...ITEM, ClientId: 1, Name: 'Pedro Exposto', Holder: { Id: me.Id, Name: me.Name }, DaysInStatus: 3, SlaDays: 2, SlaOverdue: true },
  { ...ITEM, ClientId: 2, Name: 'Lúcia Valadares', Holder: { Id: 3, Name: 'Ana Analista' }, DaysInStatus: 1, SlaOverdue: false },
  { ...ITEM, ClientId: 3, Name: 'Jota Ltda', Holder: null, DaysInStatus: 0, SlaOverdue: false },
];
const withRows = () => ({ ...signedIn(me), loadQueue: async () => ({ ...QUEUE, Items: ROWS }) });
const cellOf = (name: string, column: string) => {
  const table = screen.getByRole('table', { name: /60 cadastros/ });
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((header) => header.textContent?.startsWith(column));
  const row = within(table)
    .getByRole('rowheader', { name: new RegExp(name) })
    .closest('tr') as HTMLElement;
  return row.querySelectorAll('th, td')[index] as HTMLElement;
};

describe('the queue: holder, "Meus cadastros", page size and SLA (issue 35)', { timeout: 30_000 }, () => {
  test('each row names who holds it ("Você" for the reader); a file past its SLA has its days highlighted and said', async () => {
    const { container } = renderBackoffice('/backoffice', withRows());
    await screen.findByRole('table', { name: /60 cadastros/ });
    expect(cellOf('Pedro Exposto', 'Responsável').textContent).toBe('Você');
    expect(cellOf('Lúcia Valadares', 'Responsável').textContent).toBe('Ana Analista');
    expect(cellOf('Jota Ltda', 'Responsável').textContent).toBe('—Ninguém');
    const late = within(cellOf('Pedro Exposto', 'No status desde')).getByText(/há 3 dias/);
    expect(late.tagName).toBe('STRONG');
    expect(late.textContent).toBe('há 3 dias, além do prazo de 2 dias');
    expect(within(cellOf('Lúcia Valadares', 'No status desde')).getByText('há 1 dia').tagName).toBe('SPAN');
    expect(within(cellOf('Jota Ltda', 'No status desde')).getByText('hoje')).toBeTruthy();
    expect(screen.getByRole('table', { name: /em destaque, em análise além do prazo do parceiro/ })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('"Meus cadastros" loads the files the reader holds, goes to the URL, and turns off again', async () => {
    const user = userEvent.setup();
    const { calls } = renderBackoffice('/backoffice?sort=name', signedIn(me));
    await screen.findByRole('table', { name: '60 cadastros' });
    const mine = screen.getByRole('button', { name: 'Meus cadastros' });
    expect(mine.getAttribute('aria-pressed')).toBe('false');
    await user.click(mine);
    await waitFor(() => expect(calls.loadQueue.at(-1)).toEqual({ filters: { mine: 'true', sort: 'name' } }));
    expect(shownUrl()).toBe('/backoffice?mine=true&sort=name');
    await screen.findByRole('table', { name: '60 cadastros' });
    expect(screen.getByRole('button', { name: 'Meus cadastros' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Meus cadastros' }));
    await waitFor(() => expect(calls.loadQueue.at(-1)).toEqual({ filters: { sort: 'name' } }));
  });

  test('the page size (25, 50, 100) goes to the URL, back to page 1; "Limpar" keeps it', async () => {
    const user = userEvent.setup();
    const { calls } = renderBackoffice('/backoffice?page=2&pep=true', signedIn(me));
    await screen.findByRole('table', { name: '60 cadastros' });
    const size = screen.getByLabelText('Itens por página') as HTMLSelectElement;
    expect([...size.options].map((option) => option.value)).toEqual(['25', '50', '100']);
    expect(size.value).toBe('25');
    await user.selectOptions(size, '50');
    await waitFor(() => expect(calls.loadQueue.at(-1)).toEqual({ filters: { pep: 'true', pageSize: '50' } }));
    expect(shownUrl()).toBe('/backoffice?pageSize=50&pep=true');
    await screen.findByRole('table', { name: '60 cadastros' });
    expect((screen.getByLabelText('Itens por página') as HTMLSelectElement).value).toBe('50');
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(calls.loadQueue.at(-1)).toEqual({ filters: { pageSize: '50' } }));
  });

  test('a URL with a page size not offered loads the default size', async () => {
    const { calls } = renderBackoffice('/backoffice?pageSize=10', signedIn(me));
    await screen.findByRole('table', { name: '60 cadastros' });
    expect(calls.loadQueue[0]).toEqual({ filters: {} });
    expect((screen.getByLabelText('Itens por página') as HTMLSelectElement).value).toBe('25');
  });
});

describe("the partner form: the queue's SLA", { timeout: 30_000 }, () => {
  test("a partner's admin sees the SLA in days and changes it: the number is sent", async () => {
    const user = userEvent.setup();
    const admin = { ...MEMBERS.admin, Id: 11, PartnerId: 1, PartnerName: 'Aurora', Partners: [{ Id: 1, Name: 'Aurora' }] };
    const { calls } = renderBackoffice('/backoffice/parceiros', signedIn(admin));
    await screen.findByRole('table', { name: 'Parceiros' });
    await user.click(screen.getByRole('button', { name: 'Editar Aurora' }));
    const form = screen.getByRole('form', { name: 'Editar Aurora' });
    const sla = within(form).getByLabelText(/Prazo de análise \(dias\)/) as HTMLInputElement;
    expect(sla.value).toBe('2');
    await user.clear(sla);
    await user.type(sla, '5');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.changePartner).toEqual([{ id: 1, body: { SlaDays: 5 } }]));
  });
});
