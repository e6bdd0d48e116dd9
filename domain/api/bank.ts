import * as v from 'valibot';
import { Messages } from '../messages.ts';
import { ChooseMessages, FieldMessages, requiredMessage } from './field-messages.ts';
import { allDistinct, Flag, Id, list, text } from './fields.ts';

/** Bank account types: checking, savings, payment account. */
export const BankAccountType = { CHECKING: 1, SAVINGS: 2, PAYMENT: 3 } as const;

/** Most bank accounts a client may register. */
export const MAX_BANK_ACCOUNTS = 5;

const AGENCY_REQUIRED = requiredMessage('Agência', 'a');
const NUMBER_REQUIRED = requiredMessage('Número da conta');
const DIGIT_REQUIRED = requiredMessage('Dígito da conta');

/** One bank account of the client (spec §3); BankCode is a COMPE code of GET /api/common/banks. */
export const BankAccount = v.strictObject(
  {
    BankCode: v.pipe(text(ChooseMessages.BankCode), v.nonEmpty(ChooseMessages.BankCode), v.regex(/^\d{3}$/, FieldMessages.bankInvalid)),
    Agency: v.pipe(text(AGENCY_REQUIRED), v.nonEmpty(AGENCY_REQUIRED), v.regex(/^\d{1,5}$/, FieldMessages.agencyInvalid)),
    AccountNumber: v.pipe(text(NUMBER_REQUIRED), v.nonEmpty(NUMBER_REQUIRED), v.regex(/^\d{1,13}$/, FieldMessages.accountInvalid)),
    AccountDigit: v.pipe(
      text(DIGIT_REQUIRED),
      v.nonEmpty(DIGIT_REQUIRED),
      v.toUpperCase(),
      v.regex(/^[0-9X]{1,2}$/, FieldMessages.accountDigitInvalid),
    ),
    AccountType: v.picklist(Object.values(BankAccountType), ChooseMessages.AccountType),
    IsMain: Flag,
    ClientId: Id,
  },
  Messages.unknownField,
);
export type BankAccount = v.InferOutput<typeof BankAccount>;

const accountKey = (account: BankAccount) => `${account.BankCode}/${account.Agency}/${account.AccountNumber}-${account.AccountDigit}`;

/** Body of PATCH /api/bank: the whole list (1 to 5 accounts), exactly one main, no account twice. */
export const BankAccountsBody = v.pipe(
  v.strictObject(
    {
      ClientId: Id,
      BankAccounts: v.pipe(list(BankAccount, MAX_BANK_ACCOUNTS), v.minLength(1, FieldMessages.atLeastOneAccount)),
    },
    Messages.unknownField,
  ),
  v.forward(
    v.check((body) => body.BankAccounts.filter((account) => account.IsMain).length === 1, FieldMessages.oneMainAccount),
    ['BankAccounts'],
  ),
  v.forward(
    v.check((body) => allDistinct(body.BankAccounts, accountKey), FieldMessages.duplicateAccount),
    ['BankAccounts'],
  ),
);
export type BankAccountsBody = v.InferOutput<typeof BankAccountsBody>;

/** Response of GET /api/bank/{clientId} and of the PATCH (an empty list before any account). */
export const BankAccounts = v.object({
  ClientId: v.number(),
  BankAccounts: v.array(
    v.object({
      Id: v.number(),
      BankCode: v.string(),
      BankName: v.string(),
      Agency: v.string(),
      AccountNumber: v.string(),
      AccountDigit: v.string(),
      AccountType: v.number(),
      IsMain: v.boolean(),
      ClientId: v.number(),
    }),
  ),
});
export type BankAccounts = v.InferOutput<typeof BankAccounts>;
