import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { BankAccounts } from '../../../domain/api/bank.ts';
import { CompletenessMessages } from '../../../domain/api/completeness.ts';
import type { Patrimony } from '../../../domain/api/patrimony.ts';
import { type SectionBody, SectionId } from '../../../domain/api/section.ts';
import { RequestFailure } from '../../../domain/index.ts';
import { NO_PATRIMONY } from '../../../domain/patrimony.ts';
import type { FetchSectionInput, PostSectionInput } from '../../../machines/section/index.ts';
import { PastedMoneyMessages } from '../../components/money.ts';
import { deferred, fakeCalls, renderApp } from '../../testing/render-app.tsx';
import { signedIn } from '../../testing/signed-in.ts';
import { describedBy, formLoaded } from '../../testing/step-forms.ts';

vi.mock('../../api/lookup-lists.api.ts', async (importOriginal) =>
  (await import('../../testing/lookups.fixtures.ts')).fakeLookupLists(await importOriginal()),
);

const account = { Agency: '1234', AccountType: 1, ClientId: 42 };
const STORED_BANKS: BankAccounts = {
  ClientId: 42,
  BankAccounts: [
    { Id: 1, BankCode: '341', BankName: 'Itaú Unibanco S.A.', AccountNumber: '556677', AccountDigit: '1', IsMain: true, ...account },
    { Id: 2, BankCode: '001', BankName: 'Banco do Brasil S.A.', AccountNumber: '889900', AccountDigit: 'X', IsMain: false, ...account },
  ],
};
const STORED_PATRIMONY: Patrimony = {
  ...NO_PATRIMONY,
  ClientId: 42,
  MonthlyIncome: 15000,
  FinancialInvestments: 250000.5,
  TotalAssets: 250000.5,
};

type Post = (input: PostSectionInput<unknown>) => Promise<unknown>;

// The financial data step (PF, 4th step) with what GET /api/bank and GET /api/patrimony answer.
function openFinancialData(
  stored: { banks: BankAccounts; patrimony: Patrimony },
  postSection = vi.fn<Post>(async () => null),
  personType: 'F' | 'J' = 'F',
  completeSection = vi.fn(async (body: SectionBody) => ({ ...body, CompletedAt: '2025-06-01T12:00:00Z' })),
) {
  const fetchSection = vi.fn(async (input: FetchSectionInput) => (input.section === 'bankAccounts' ? stored.banks : stored.patrimony));
  const calls = fakeCalls({ fetchSection, postSection, completeSection });
  renderApp({ path: '/cadastrar/dados-financeiros', storage: signedIn(personType, 3), calls });
  const posted = (section: string) => postSection.mock.calls.map(([input]) => input).filter((input) => input.section === section);
  return { postSection, completeSection, posted };
}

const account1 = () => screen.getByRole('group', { name: 'Conta 1' });
const money = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const paste = (label: string, text: string) => fireEvent.paste(money(label), { clipboardData: { getData: () => text } });
const leave = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

async function fillFirstAccount(user: ReturnType<typeof userEvent.setup>) {
  await formLoaded('Dados financeiros');
  const row = within(await screen.findByRole('group', { name: 'Conta 1' }));
  const bank = row.getByRole('combobox', { name: 'Banco' }) as HTMLInputElement;
  await waitFor(() => expect(bank.disabled).toBe(false));
  await user.type(bank, 'itau');
  await user.keyboard('{Enter}');
  await user.type(row.getByLabelText('Agência (sem dígito)'), '0001');
  await user.type(row.getByLabelText('Número da conta'), '123456');
  await user.type(row.getByLabelText('Dígito'), '7');
}

// The save button after a failure (SaveBar may rename it to say it retries).
const RETRY_SAVE = /^(Salvar e continuar|Tentar salvar novamente)$/;

// Typing every character like a person is slow on a shared CI core.
const TYPING_TIMEOUT = 20_000;

describe('financial data step', () => {
  test("the server's refusal of the step (409, several items) shows every item beside its message; the step stays", async () => {
    const user = userEvent.setup();
    const refusal = { FinancialData: [CompletenessMessages.bankAccount, CompletenessMessages.patrimony] };
    const completeSection = vi.fn().mockRejectedValue(new RequestFailure(409, CompletenessMessages.sectionIncomplete, refusal));
    openFinancialData({ banks: STORED_BANKS, patrimony: STORED_PATRIMONY }, undefined, 'F', completeSection);
    await formLoaded('Dados financeiros');
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    const said = `${CompletenessMessages.sectionIncomplete} ${CompletenessMessages.bankAccount}; ${CompletenessMessages.patrimony}.`;
    expect((await screen.findByRole('alert')).textContent).toBe(said);
    expect(screen.getByTestId('url').textContent).toBe('/cadastrar/dados-financeiros');
    // The stored accounts answer the list: it is not marked as lacking one.
    expect(within(screen.getByRole('group', { name: 'Conta 1' })).queryByText(CompletenessMessages.bankAccount)).toBeNull();
  });

  test(
    'pasted amounts show and save at their value; an ambiguous or lettered paste is refused at its field, never saved',
    async () => {
      const user = userEvent.setup();
      const { posted } = openFinancialData({ banks: STORED_BANKS, patrimony: STORED_PATRIMONY });
      await formLoaded('Dados financeiros');
      expect(leave()).toBe(false);
      paste('Aplicações financeiras', '1250000.00');
      expect(money('Aplicações financeiras').value).toBe('R$\u00a01.250.000,00');
      // A paste is input too: leaving now would lose it.
      expect(leave()).toBe(true);
      paste('Imóveis', 'R$ 1.250.000,00');
      expect(money('Imóveis').value).toBe('R$\u00a01.250.000,00');
      paste('Veículos', '1,250,000.00');
      expect(money('Veículos').value).toBe('R$\u00a01.250.000,00');

      paste('Renda mensal', '15,000');
      expect(money('Renda mensal').value).toBe('R$\u00a015.000,00');
      expect(money('Renda mensal').getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText(PastedMoneyMessages.ambiguous)).toBeTruthy();
      paste('Outras rendas mensais', '3 mil');
      expect(money('Outras rendas mensais').value).toBe('');
      expect(screen.getByText(PastedMoneyMessages.unreadable)).toBeTruthy();
      paste('Outros bens', '12345678901234567');
      expect(money('Outros bens').value).toBe('');

      await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
      await waitFor(() => expect(posted('patrimony')).toHaveLength(1));
      expect(posted('patrimony')[0].body).toMatchObject({
        MonthlyIncome: 15000,
        OtherIncome: 0,
        FinancialInvestments: 1_250_000,
        RealEstate: 1_250_000,
        Vehicles: 1_250_000,
        OtherAssets: 0,
      });
    },
    TYPING_TIMEOUT,
  );

  test("the server's 400 marks the account row and field it names; the patrimony's marks its amount", async () => {
    const user = userEvent.setup();
    const postSection = vi.fn<Post>(async (input) => {
      if (input.section === 'bankAccounts')
        throw new RequestFailure(400, 'Conta inválida', { 'BankAccounts.1.AccountNumber': ['Conta inválida'] });
      throw new RequestFailure(400, 'Valor acima do permitido', { FinancialInvestments: ['Valor acima do permitido'] });
    });
    openFinancialData({ banks: STORED_BANKS, patrimony: STORED_PATRIMONY }, postSection);
    await formLoaded('Dados financeiros');
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

    const second = within(await screen.findByRole('group', { name: 'Conta 2' }));
    await waitFor(() => expect(describedBy(second.getByLabelText('Número da conta'))).toContain('Conta inválida'));
    expect(within(account1()).getByLabelText('Número da conta').getAttribute('aria-invalid')).toBe('false');
    expect(describedBy(money('Aplicações financeiras'))).toContain('Valor acima do permitido');
    expect(screen.getByRole('heading', { name: 'Dados Financeiros' })).toBeTruthy();
  });

  test("a company is asked its patrimony, not a person's income: its revenue was asked with its data; stored amounts are kept", async () => {
    const user = userEvent.setup();
    const { posted } = openFinancialData({ banks: STORED_BANKS, patrimony: STORED_PATRIMONY }, undefined, 'J');
    await formLoaded('Dados financeiros');
    expect(screen.getByRole('heading', { name: 'Patrimônio da empresa' })).toBeTruthy();
    expect(screen.queryByLabelText('Renda mensal')).toBeNull();
    expect(screen.queryByLabelText('Outras rendas mensais')).toBeNull();
    expect(screen.getByText('Informe valores aproximados. Deixe em branco o que não se aplica à empresa.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    await waitFor(() => expect(posted('patrimony')).toHaveLength(1));
    expect(posted('patrimony')[0].body).toMatchObject({ MonthlyIncome: 15000, FinancialInvestments: 250000.5 });
  });

  test(
    'a new customer adds two accounts and the patrimony with money masks, saves both and sees the next step',
    async () => {
      const user = userEvent.setup();
      const { completeSection, posted } = openFinancialData({ banks: { ClientId: 42, BankAccounts: [] }, patrimony: NO_PATRIMONY });
      await fillFirstAccount(user);
      expect((within(account1()).getByRole('combobox', { name: 'Banco' }) as HTMLInputElement).value).toBe('341 - Itaú Unibanco S.A.');

      await user.click(screen.getByRole('button', { name: 'Adicionar conta' }));
      const second = within(screen.getByRole('group', { name: 'Conta 2' }));
      expect(document.activeElement).toBe(second.getByRole('combobox', { name: 'Banco' }));
      await user.type(second.getByRole('combobox', { name: 'Banco' }), 'nu pag');
      await user.keyboard('{Enter}');
      await user.type(second.getByLabelText('Agência (sem dígito)'), '0001');
      await user.type(second.getByLabelText('Número da conta'), '98765432');
      await user.type(second.getByLabelText('Dígito'), '0');
      await user.selectOptions(second.getByLabelText('Tipo de conta'), 'Conta de pagamento');
      await user.click(second.getByLabelText('Conta principal'));

      // Whole reais unless a comma is typed; on leaving the field the amount shows its cents.
      await user.type(money('Renda mensal'), '8500');
      expect(money('Renda mensal').value).toBe('R$\u00a08.500');
      await user.type(money('Aplicações financeiras'), '120000,5');
      await user.type(money('Veículos'), '45000');
      expect(money('Renda mensal').value).toBe('R$\u00a08.500,00');
      expect(money('Aplicações financeiras').value).toBe('R$\u00a0120.000,50');
      expect(screen.getByText(/Patrimônio total/).textContent).toBe('Patrimônio total: R$\u00a0165.000,50');
      await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

      expect(await screen.findByRole('heading', { name: 'Perfil de Investidor' })).toBeTruthy();
      expect(posted('bankAccounts')[0].body).toEqual({
        ClientId: 42,
        BankAccounts: [
          { BankCode: '341', Agency: '0001', AccountNumber: '123456', AccountDigit: '7', AccountType: 1, IsMain: false, ClientId: 42 },
          { BankCode: '260', Agency: '0001', AccountNumber: '98765432', AccountDigit: '0', AccountType: 3, IsMain: true, ClientId: 42 },
        ],
      });
      expect(posted('patrimony')[0]).toMatchObject({
        method: 'POST',
        body: {
          ClientId: 42,
          MonthlyIncome: 8500,
          OtherIncome: 0,
          FinancialInvestments: 120000.5,
          RealEstate: 0,
          Vehicles: 45000,
          OtherAssets: 0,
        },
      });
      expect(completeSection.mock.calls[0][0]).toEqual({ ClientId: 42, SectionId: SectionId.FINANCIAL_DATA });
    },
    TYPING_TIMEOUT,
  );

  test(
    'stored accounts and patrimony fill the form; removing the main account makes the other main; patrimony is PUT',
    async () => {
      const user = userEvent.setup();
      const { posted } = openFinancialData({ banks: STORED_BANKS, patrimony: STORED_PATRIMONY });
      await formLoaded('Dados financeiros');
      const bank = within(await screen.findByRole('group', { name: 'Conta 2' })).getByRole('combobox', {
        name: 'Banco',
      }) as HTMLInputElement;
      await waitFor(() => expect(bank.value).toBe('001 - Banco do Brasil S.A.'));
      expect(money('Aplicações financeiras').value).toBe('R$\u00a0250.000,50');
      expect((within(account1()).getByLabelText('Conta principal') as HTMLInputElement).checked).toBe(true);

      await user.click(screen.getByRole('button', { name: 'Remover conta 1' }));
      expect((within(account1()).getByLabelText('Conta principal') as HTMLInputElement).checked).toBe(true);
      await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

      expect(await screen.findByRole('heading', { name: 'Perfil de Investidor' })).toBeTruthy();
      expect(posted('bankAccounts')[0].body).toMatchObject({ BankAccounts: [{ BankCode: '001', AccountDigit: 'X', IsMain: true }] });
      expect(posted('patrimony')[0]).toMatchObject({ method: 'PUT', body: { MonthlyIncome: 15000, FinancialInvestments: 250000.5 } });
    },
    TYPING_TIMEOUT,
  );

  test(
    'an incomplete account shows the messages in its row, focuses the bank and does not send the accounts',
    async () => {
      const user = userEvent.setup();
      const { posted } = openFinancialData({ banks: { ClientId: 42, BankAccounts: [] }, patrimony: NO_PATRIMONY });
      await formLoaded('Dados financeiros');
      const row = within(await screen.findByRole('group', { name: 'Conta 1' }));
      await user.type(row.getByLabelText('Número da conta'), '123456');
      await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

      await waitFor(() => expect(document.activeElement).toBe(row.getByRole('combobox', { name: 'Banco' })));
      expect(row.getByText('Selecione o banco')).toBeTruthy();
      expect(row.getByText('Agência é obrigatória')).toBeTruthy();
      expect(row.getByText('Dígito da conta é obrigatório')).toBeTruthy();
      expect(row.getByLabelText('Número da conta').getAttribute('aria-invalid')).toBe('false');
      expect(posted('bankAccounts')).toHaveLength(0);
      expect(screen.getByRole('heading', { name: 'Dados Financeiros' })).toBeTruthy();
    },
    TYPING_TIMEOUT,
  );

  test(
    'a failed save shows the server message, keeps the accounts and amounts, and the retry saves',
    async () => {
      const user = userEvent.setup();
      const retried = deferred<unknown>();
      const postSection = vi
        .fn<Post>(async () => null)
        .mockRejectedValueOnce(new RequestFailure(500, 'Não foi possível salvar agora. Tente novamente.'))
        .mockImplementationOnce(async () => null)
        .mockReturnValueOnce(retried.promise);
      openFinancialData({ banks: { ClientId: 42, BankAccounts: [] }, patrimony: NO_PATRIMONY }, postSection);
      await fillFirstAccount(user);
      await user.type(money('Renda mensal'), '4200');
      await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

      expect((await screen.findByRole('alert')).textContent).toBe('Não foi possível salvar agora. Tente novamente.');
      expect((within(account1()).getByLabelText('Número da conta') as HTMLInputElement).value).toBe('123456');
      expect(money('Renda mensal').value).toBe('R$\u00a04.200,00');
      await user.click(screen.getByRole('button', { name: RETRY_SAVE }));
      await waitFor(() => expect(screen.getByRole('button', { name: /Salvar/ }).getAttribute('aria-busy')).toBe('true'));
      await act(async () => retried.resolve(null));
      expect(await screen.findByRole('heading', { name: 'Perfil de Investidor' })).toBeTruthy();
    },
    TYPING_TIMEOUT,
  );
});
