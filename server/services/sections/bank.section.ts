import type { BankAccount } from '../../../domain/api/bank.ts';
import { FieldMessages } from '../../../domain/api/field-messages.ts';
import { bankAccounts } from '../../db/schema/index.ts';
import type { ListSection } from '../../lib/sections/list-section.service.ts';
import { lookups } from '../lookups/lookups.ts';

const bankName = (code: string) => lookups().banks.find((bank) => bank.Id === code)?.Description;

/** Bank accounts (spec §3): a list section whose BankCode must be a listed bank; read with the bank's name. */
export const bankSection: ListSection<typeof bankAccounts, BankAccount, unknown> = {
  entity: 'bank',
  key: 'BankAccounts',
  table: bankAccounts,
  itemClientId: (item) => item.ClientId,
  toRow: (item) => ({
    bankCode: item.BankCode,
    agency: item.Agency,
    accountNumber: item.AccountNumber,
    accountDigit: item.AccountDigit,
    accountType: item.AccountType,
    isMain: item.IsMain,
  }),
  toItem: (row) => ({
    Id: row.id,
    BankCode: row.bankCode,
    BankName: bankName(row.bankCode) ?? '',
    Agency: row.agency,
    AccountNumber: row.accountNumber,
    AccountDigit: row.accountDigit,
    AccountType: row.accountType,
    IsMain: row.isMain,
    ClientId: row.clientId,
  }),
  check: (items) => (items.every((item) => bankName(item.BankCode) !== undefined) ? undefined : FieldMessages.bankInvalid),
};
