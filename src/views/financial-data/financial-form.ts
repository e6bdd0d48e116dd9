import { type BankAccounts, type BankAccountsBody, BankAccountType } from '../../../domain/api/bank.ts';
import type { Patrimony, PatrimonyBody } from '../../../domain/api/patrimony.ts';
import { NO_PATRIMONY } from '../../../domain/patrimony.ts';
import { choiceId, choiceValue } from '../kit/identification-form.ts';

/** One bank account as typed: the bank's COMPE code and the account type as select values. */
export type BankRow = {
  bankCode: string;
  agency: string;
  accountNumber: string;
  accountDigit: string;
  accountType: string;
  isMain: boolean;
};

/** A new, empty account (checking by default). */
export const blankBankRow = (): BankRow => ({
  bankCode: '',
  agency: '',
  accountNumber: '',
  accountDigit: '',
  accountType: String(BankAccountType.CHECKING),
  isMain: false,
});

/** The account types in pt-BR. */
export const BANK_ACCOUNT_TYPE_OPTIONS = [
  { value: String(BankAccountType.CHECKING), label: 'Conta corrente' },
  { value: String(BankAccountType.SAVINGS), label: 'Conta poupança' },
  { value: String(BankAccountType.PAYMENT), label: 'Conta de pagamento' },
];

/** The list always has exactly one main account while it has any: the first when none is marked. */
export function withOneMain(rows: BankRow[]): BankRow[] {
  if (rows.length === 0 || rows.some((row) => row.isMain)) return rows;
  return rows.map((row, index) => ({ ...row, isMain: index === 0 }));
}

/** A customer without accounts starts with one to fill in, marked main. */
export const emptyBankRows: BankRow[] = withOneMain([blankBankRow()]);

/** The rows of the stored accounts (none stored: one empty row). */
export function bankRowsFrom(data: BankAccounts): BankRow[] {
  if (data.BankAccounts.length === 0) return emptyBankRows;
  return data.BankAccounts.map((account) => ({
    bankCode: account.BankCode,
    agency: account.Agency,
    accountNumber: account.AccountNumber,
    accountDigit: account.AccountDigit,
    accountType: choiceValue(account.AccountType),
    isMain: account.IsMain,
  }));
}

/** Body of PATCH /api/bank: the whole list. */
export function bankAccountsBody(rows: BankRow[], clientId: number): BankAccountsBody {
  return {
    ClientId: clientId,
    BankAccounts: rows.map((row) => ({
      BankCode: row.bankCode,
      Agency: row.agency.trim(),
      AccountNumber: row.accountNumber.trim(),
      AccountDigit: row.accountDigit.trim(),
      AccountType: choiceId(row.accountType) as BankAccountsBody['BankAccounts'][number]['AccountType'],
      IsMain: row.isMain,
      ClientId: clientId,
    })),
  };
}

/** The patrimony's amounts, in the order the form shows them, with their pt-BR labels. */
export const PATRIMONY_FIELDS = [
  { key: 'MonthlyIncome', label: 'Renda mensal' },
  { key: 'OtherIncome', label: 'Outras rendas mensais' },
  { key: 'FinancialInvestments', label: 'Aplicações financeiras' },
  { key: 'RealEstate', label: 'Imóveis' },
  { key: 'Vehicles', label: 'Veículos' },
  { key: 'OtherAssets', label: 'Outros bens' },
] as const;

/** One amount of the patrimony. */
export type PatrimonyKey = (typeof PATRIMONY_FIELDS)[number]['key'];
/** The patrimony as typed: each amount in reais, null while empty. */
export type PatrimonyForm = Record<PatrimonyKey, number | null>;

/** No amount typed yet. */
export const emptyPatrimonyForm: PatrimonyForm = patrimonyFormFrom(NO_PATRIMONY);

/** The form of the stored patrimony (before any, every amount is null). */
export function patrimonyFormFrom(data: Patrimony): PatrimonyForm {
  return Object.fromEntries(PATRIMONY_FIELDS.map(({ key }) => [key, data[key]])) as PatrimonyForm;
}

/** Body of POST/PUT /api/patrimony; an amount left empty is R$ 0,00 (what its placeholder shows). */
export function patrimonyBody(form: PatrimonyForm, clientId: number): PatrimonyBody {
  const amounts = Object.fromEntries(PATRIMONY_FIELDS.map(({ key }) => [key, form[key] ?? 0])) as Record<PatrimonyKey, number>;
  return { ClientId: clientId, ...amounts };
}

const BANK_WIRE_FIELDS: Record<keyof BankRow, string> = {
  bankCode: 'BankCode',
  agency: 'Agency',
  accountNumber: 'AccountNumber',
  accountDigit: 'AccountDigit',
  accountType: 'AccountType',
  isMain: 'IsMain',
};

const BANK_KEYS = Object.keys(BANK_WIRE_FIELDS) as (keyof BankRow)[];
const rowPaths = (index: number, keys: (keyof BankRow)[]) => keys.map((key) => `BankAccounts.${index}.${BANK_WIRE_FIELDS[key]}`);

/**
 * The wire paths an edit of the accounts touched (`BankAccounts.1.Agency`), to hide their messages. Adding or
 * removing a row moves the rows below it, so it touches every row; a change of the main account touches the
 * list's own message ("Marque exatamente uma conta como principal").
 */
export function editedBankPaths(before: BankRow[], after: BankRow[]): string[] {
  if (before.length !== after.length) {
    const rows = Math.max(before.length, after.length);
    return ['BankAccounts', ...Array.from({ length: rows }, (_, index) => rowPaths(index, BANK_KEYS)).flat()];
  }
  const paths = after.flatMap((row, index) =>
    rowPaths(
      index,
      BANK_KEYS.filter((key) => before[index][key] !== row[key]),
    ),
  );
  return after.some((row, index) => row.isMain !== before[index].isMain) ? ['BankAccounts', ...paths] : paths;
}
