import { expect, type Locator, type Page } from '@playwright/test';

/** One bank account as typed: the bank by its COMPE code, the type as the select shows it. */
export type BankAccountData = { bankCode: string; agency: string; account: string; digit: string; type: string };

/** Income and assets in reais, as typed into the money fields (digits fill in from the cents). */
export type PatrimonyData = Partial<
  Record<'Renda mensal' | 'Outras rendas mensais' | 'Aplicações financeiras' | 'Imóveis' | 'Veículos' | 'Outros bens', string>
>;

/** Two accounts (Itaú checking, main; Nubank payment) and a middle-class patrimony. */
export const FINANCIAL_DATA = {
  accounts: [
    { bankCode: '341', agency: '0912', account: '45871', digit: '3', type: 'Conta corrente' },
    { bankCode: '260', agency: '0001', account: '98765432', digit: '1', type: 'Conta de pagamento' },
  ] satisfies BankAccountData[],
  patrimony: {
    'Renda mensal': '8.500,00',
    'Aplicações financeiras': '1.250.000,00',
    Imóveis: '450.000,00',
    Veículos: '65.000,00',
  } satisfies PatrimonyData,
};

const INCOME_LABELS: readonly string[] = ['Renda mensal', 'Outras rendas mensais'];

/** A paste into a field as Chromium delivers one: a `paste` event carrying the text on its clipboard data. */
async function paste(field: Locator, text: string) {
  await field.focus();
  await field.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Page object of the financial data step (/cadastrar/dados-financeiros). */
export class FinancialDataPage {
  constructor(private readonly page: Page) {}

  /** Waits for the step's form (stored accounts and patrimony loaded). */
  async ready() {
    await expect(this.page.getByRole('heading', { name: 'Dados Financeiros', level: 1 })).toBeVisible();
    await expect(this.page.getByRole('group', { name: 'Conta 1' })).toBeVisible();
    // The form shows disabled while the step's saved data load (ADR 170).
    await expect(this.page.getByRole('form', { name: 'Dados financeiros' })).not.toHaveAttribute('aria-busy', 'true');
  }

  /** Fills the accounts (adding rows as needed; the first is main) and the patrimony. */
  async fillValid(data = FINANCIAL_DATA) {
    await this.ready();
    for (const [index, account] of data.accounts.entries()) {
      if (index > 0) await this.page.getByRole('button', { name: 'Adicionar conta' }).click();
      await this.fillAccount(index, account);
    }
    for (const [label, amount] of Object.entries(data.patrimony)) {
      const field = this.page.getByLabel(label, { exact: true });
      // A company is not asked its income here (its revenue is on its data step).
      if ((await field.count()) === 0 && INCOME_LABELS.includes(label)) continue;
      if (label === 'Aplicações financeiras') await this.pasteAmount(label, amount);
      else await field.fill(amount);
    }
  }

  /**
   * Pastes an amount as people copy it from a spreadsheet or a US bank site: first an ambiguous form, refused at the
   * field with nothing stored, then the en-US form of `amount` (pt-BR), which must read to the same value.
   */
  async pasteAmount(label: string, amount: string) {
    const field = this.page.getByLabel(label, { exact: true });
    await field.fill('');
    await paste(field, '1,250');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(this.page.getByText('Valor ambíguo: escreva os centavos depois de uma vírgula (ex.: 1.250,00 ou 1,25)')).toBeVisible();
    await expect(field).toHaveValue('');
    await paste(field, amount.replace(/\./g, '#').replace(',', '.').replace(/#/g, ','));
    await expect(field).toHaveAttribute('aria-invalid', 'false');
    await expect(field).toHaveValue(`R$\u00a0${amount}`);
  }

  /** Fills the account at `index` (0-based); the bank is searched by its code in the real list. */
  async fillAccount(index: number, account: BankAccountData) {
    const row = this.page.getByRole('group', { name: `Conta ${index + 1}` });
    const bank = row.getByRole('combobox', { name: 'Banco' });
    await expect(bank).toBeEnabled();
    await bank.fill(account.bankCode);
    await row.getByRole('option', { name: new RegExp(`^${account.bankCode} - `) }).click();
    await row.getByLabel('Agência (sem dígito)').fill(account.agency);
    await row.getByLabel('Número da conta').fill(account.account);
    await row.getByLabel('Dígito', { exact: true }).fill(account.digit);
    await row.getByLabel('Tipo de conta').selectOption({ label: account.type });
  }

  /** Saves both sections and waits for the next step (Perfil de Investidor). */
  async save() {
    await this.page.getByRole('button', { name: /Salvar e continuar|Tentar salvar novamente/ }).click();
    await expect(this.page).not.toHaveURL(/\/cadastrar\/dados-financeiros$/);
  }
}
