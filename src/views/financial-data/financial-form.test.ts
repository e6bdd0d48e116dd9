import { describe, expect, test } from 'vitest';
import { type BankRow, blankBankRow, editedBankPaths, patrimonyBody, withOneMain } from './financial-form.ts';

const itau: BankRow = { bankCode: '341', agency: '912', accountNumber: '45871', accountDigit: '3', accountType: '1', isMain: true };
const nubank: BankRow = { bankCode: '260', agency: '1', accountNumber: '98765432', accountDigit: '1', accountType: '3', isMain: false };

describe('financial data form', () => {
  test('a list without a main account gets the first as main; an empty list stays empty', () => {
    expect(withOneMain([{ ...itau, isMain: false }, nubank]).map((row) => row.isMain)).toEqual([true, false]);
    expect(withOneMain([itau, nubank])).toEqual([itau, nubank]);
    expect(withOneMain([])).toEqual([]);
  });

  test('an edited field hides its own message; the main account hides the list message too', () => {
    expect(editedBankPaths([itau, nubank], [itau, { ...nubank, agency: '0001' }])).toEqual(['BankAccounts.1.Agency']);
    expect(
      editedBankPaths(
        [itau, nubank],
        [
          { ...itau, isMain: false },
          { ...nubank, isMain: true },
        ],
      ),
    ).toEqual(['BankAccounts', 'BankAccounts.0.IsMain', 'BankAccounts.1.IsMain']);
  });

  test('adding or removing a row touches every row (the rows below it moved)', () => {
    const paths = editedBankPaths([itau, nubank], [nubank]);
    expect(paths).toContain('BankAccounts');
    expect(paths).toContain('BankAccounts.1.AccountNumber');
    expect(editedBankPaths([itau], [itau, blankBankRow()])).toContain('BankAccounts.0.BankCode');
  });

  test('an amount left empty is sent as zero', () => {
    const body = patrimonyBody(
      { MonthlyIncome: 8500, OtherIncome: null, FinancialInvestments: 120000.5, RealEstate: null, Vehicles: null, OtherAssets: null },
      42,
    );
    expect(body).toEqual({
      ClientId: 42,
      MonthlyIncome: 8500,
      OtherIncome: 0,
      FinancialInvestments: 120000.5,
      RealEstate: 0,
      Vehicles: 0,
      OtherAssets: 0,
    });
  });
});
