import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { DecisionMessages } from '../../domain/api/decision.ts';
import { ReasonCodeMessages } from '../../domain/api/reason-codes.ts';
import { ScreeningMessages } from '../../domain/api/screening.ts';
import { DETAIL, MEMBERS } from '../../machines/backoffice/backoffice.fixtures.ts';
import { MINE, THEIRS } from '../../machines/backoffice/teamwork.fixtures.ts';
import { REASON_CODES, STATES } from '../../machines/decision/decision.fixtures.ts';
import { axeViolations } from '../testing/axe.ts';
import { renderBackoffice, signedIn } from '../testing/render-backoffice.tsx';
import { PF_FILE, PJ_FILE } from './dossier.fixtures.ts';

// The application as the server sends it: phones and documents as digits, the audit trail's action codes.
const detail = {
  ...PF_FILE,
  Audit: [
    {
      ...DETAIL.Audit[0],
      Action: 'decision.reject',
      Reason: 'Documento ilegível',
      Actor: 'Ana Souza (ana.1@corretora.example, equipe nº 7)',
      Staff: { Id: 7, Name: 'Ana Souza', Email: 'ana.1@corretora.example' },
    },
    {
      ...DETAIL.Audit[0],
      Action: 'decision.approve.first',
      Actor: 'Ana Souza (ana.2@corretora.example, equipe nº 9)',
      Staff: { Id: 9, Name: 'Ana Souza', Email: 'ana.2@corretora.example' },
    },
    { ...DETAIL.Audit[0], Action: 'address.create' },
    { ...DETAIL.Audit[0], Action: 'register.finalize' },
  ],
};

const open = (staff = MEMBERS.approver) =>
  renderBackoffice('/backoffice/cadastros/42', { ...signedIn(staff), loadApplication: async () => detail });
const openPj = () => renderBackoffice('/backoffice/cadastros/43', { ...signedIn(MEMBERS.approver), loadApplication: async () => PJ_FILE });

describe('the application page (/backoffice/cadastros/:id)', { timeout: 30_000 }, () => {
  test('phones read in the customer-side mask: a mobile (11) 98765-4321, a landline (21) 3456-7890', async () => {
    openPj();
    await screen.findByRole('heading', { name: 'Jota Comércio Ltda' });
    const summary = screen.getByRole('region', { name: 'Resumo' });
    expect(within(summary).getByText('Telefone').nextElementSibling?.textContent).toBe('(11) 98765-4321');
    const basic = screen.getByRole('region', { name: 'Cadastro inicial' });
    expect(within(basic).getByText('Celular').nextElementSibling?.textContent).toBe('(11) 98765-4321');
    expect(within(basic).queryByText('Mobile Phone Prefix')).toBeNull();
    const procurators = screen.getByRole('region', { name: 'Procuradores' });
    const [head, row] = within(procurators).getAllByRole('row');
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nome', 'Telefone']);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Pedro Lima', '(21) 3456-7890']);
  });

  test('documents, CEPs and days read as in pt-BR: 529.982.247-25, 01310-100, 14/03/1988', async () => {
    open();
    await screen.findByRole('heading', { name: 'Maria Souza' });
    const summary = screen.getByRole('region', { name: 'Resumo' });
    expect(within(summary).getByText('CPF').nextElementSibling?.textContent).toBe('529.982.247-25');
    const basic = screen.getByRole('region', { name: 'Cadastro inicial' });
    expect(within(basic).getByText('CPF/CNPJ').nextElementSibling?.textContent).toBe('529.982.247-25');
    expect(within(basic).getByText('Data de nascimento').nextElementSibling?.textContent).toBe('14/03/1988');
    const address = screen.getByRole('region', { name: 'Endereço' });
    expect(within(address).getByText('CEP').nextElementSibling?.textContent).toBe('01310-100');
  });

  test('lookup ids read by the names the server sends (city, state, marital status); an id it did not name shows as sent', async () => {
    renderBackoffice('/backoffice/cadastros/42', {
      ...signedIn(MEMBERS.approver),
      loadApplication: async () => ({ ...detail, Sections: { ...detail.Sections, PersonalData: { MaritalStatusId: 2, GenderId: 9 } } }),
    });
    await screen.findByRole('heading', { name: 'Maria Souza' });
    const address = screen.getByRole('region', { name: 'Endereço' });
    expect(within(address).getByText('Cidade').nextElementSibling?.textContent).toBe('São Paulo');
    expect(within(address).getByText('Estado').nextElementSibling?.textContent).toBe('São Paulo');
    const personal = screen.getByRole('region', { name: 'Dados pessoais' });
    expect(within(personal).getByText('Estado civil').nextElementSibling?.textContent).toBe('Casado(a)');
    expect(within(personal).getByText('Gênero').nextElementSibling?.textContent).toBe('9');
    const basic = screen.getByRole('region', { name: 'Cadastro inicial' });
    expect(within(basic).getByText('Tipo de pessoa').nextElementSibling?.textContent).toBe('Pessoa Física');
  });

  test('the timeline names each action in pt-BR; a code from an old row shows as it is', async () => {
    open();
    const timeline = await screen.findByRole('region', { name: 'Histórico (auditoria)' });
    const actions = within(timeline)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[2]?.textContent);
    expect(actions).toEqual([
      'Decisão: reprovado',
      'Decisão: primeira aprovação (aguarda a segunda)',
      'Seção salva: Endereço',
      'register.finalize',
    ]);
  });

  test('the timeline names two staff members of one display name apart, by email and number', async () => {
    open();
    const timeline = await screen.findByRole('region', { name: 'Histórico (auditoria)' });
    const who = within(timeline)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[1]?.textContent);
    expect(who).toEqual([
      'Ana Souzaana.1@corretora.example · equipe nº 7',
      'Ana Souzaana.2@corretora.example · equipe nº 9',
      'cliente',
      'cliente',
    ]);
  });

  test('an approver rejects with a reason code chosen and a reason typed: each empty one is refused at its field', async () => {
    const user = userEvent.setup();
    const { container, decisionCalls } = open();
    await user.click(await screen.findByRole('button', { name: 'Reprovar' }));
    const code = screen.getByRole('combobox', { name: 'Motivo (código interno)' });
    const reason = screen.getByLabelText('Motivo da reprovação');
    await user.click(screen.getByRole('button', { name: 'Reprovar' }));
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(ReasonCodeMessages.required)).toBeTruthy();
    expect(decisionCalls.decide).toEqual([]);
    expect(
      within(code)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Selecione um motivo', ...REASON_CODES.map((item) => item.Label)]);
    await user.selectOptions(code, 'Documento ilegível');
    await user.type(reason, 'Documento de identidade ilegível.');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Reprovar' }));
    expect(await screen.findByText('Decisão registrada: Reprovado.')).toBeTruthy();
    expect(decisionCalls.decide).toEqual([
      { clientId: 42, body: { Kind: 'reject', ReasonCode: 'documento-ilegivel', Reason: 'Documento de identidade ilegível.' } },
    ]);
  });

  test('a file another member holds: the panel asks to take it over; once taken over the decisions open', async () => {
    const user = userEvent.setup();
    const states = [STATES.heldByOther, STATES.heldByMe];
    renderBackoffice(
      '/backoffice/cadastros/42',
      signedIn(MEMBERS.approver),
      { loadDecisionState: async () => states.shift() ?? STATES.heldByMe },
      {},
      { loadClaim: async () => THEIRS, claimFile: async () => MINE },
    );
    const decision = await screen.findByRole('region', { name: 'Decisão' });
    expect(await within(decision).findByText(DecisionMessages.heldByOther('Carla Analista'))).toBeTruthy();
    expect(within(decision).queryByRole('button', { name: 'Reprovar' })).toBeNull();
    await user.type(screen.getByLabelText('Motivo para assumir'), 'Ana está de férias');
    await user.click(screen.getByRole('button', { name: 'Assumir de Ana Analista' }));
    expect(await within(decision).findByRole('button', { name: 'Reprovar' })).toBeTruthy();
    expect(within(decision).queryByText(/assuma-o/)).toBeNull();
  });

  test('an open screening hit: no approval, the screening says why; rejecting stays', async () => {
    renderBackoffice('/backoffice/cadastros/42', signedIn(MEMBERS.approver), { loadDecisionState: async () => STATES.screeningOpen });
    const decision = await screen.findByRole('region', { name: 'Decisão' });
    expect(await within(decision).findByText(ScreeningMessages.unreviewedHits)).toBeTruthy();
    expect(within(decision).queryByRole('button', { name: 'Aprovar' })).toBeNull();
    expect(within(decision).getByRole('button', { name: 'Reprovar' })).toBeTruthy();
  });
});
