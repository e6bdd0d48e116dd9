import { MAX_BANK_ACCOUNTS } from '../../../domain/api/bank.ts';
import { ListEditor } from '../../components/list-editor.tsx';
import { useLookup } from '../../flows/use-lookup.ts';
import { FieldList, type FieldSpec } from '../kit/field-list.tsx';
import { rowErrors } from '../kit/identification-form.ts';
import { LookupCombobox } from '../kit/lookup-combobox.tsx';
import { BANK_ACCOUNT_TYPE_OPTIONS, type BankRow, blankBankRow, withOneMain } from './financial-form.ts';

type BankAccountsFieldsProps = {
  rows: BankRow[];
  onChange: (rows: BankRow[]) => void;
  /** Messages by wire path (`BankAccounts.0.Agency`, `BankAccounts` for the list as a whole). */
  errors: Record<string, string>;
};

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** An account's fields after its bank, each with its wire field's message. */
const ACCOUNT: FieldSpec<BankRow>[] = [
  {
    kind: 'text',
    name: 'agency',
    errorKey: 'Agency',
    label: 'Agência (sem dígito)',
    inputMode: 'numeric',
    maxLength: 5,
    clean: digitsOnly,
  },
  { kind: 'options', name: 'accountType', id: 'type', errorKey: 'AccountType', label: 'Tipo de conta', options: BANK_ACCOUNT_TYPE_OPTIONS },
  {
    kind: 'text',
    name: 'accountNumber',
    id: 'number',
    errorKey: 'AccountNumber',
    label: 'Número da conta',
    inputMode: 'numeric',
    maxLength: 13,
    clean: digitsOnly,
  },
  {
    kind: 'text',
    name: 'accountDigit',
    id: 'digit',
    errorKey: 'AccountDigit',
    label: 'Dígito',
    maxLength: 2,
    clean: (digit) => digit.toUpperCase(),
  },
];

/** The customer's bank accounts (1 to 5, one of them main): bank searched in the real list, agency, account, type. */
export function BankAccountsFields({ rows, onChange, errors }: BankAccountsFieldsProps) {
  const banks = useLookup('banks');
  const bankList = { ...banks, items: banks.items.map((bank) => ({ Id: bank.Id, Description: `${bank.Id} - ${bank.Description}` })) };
  return (
    <ListEditor
      title="Contas bancárias"
      itemLabel="Conta"
      rows={rows}
      blank={blankBankRow}
      onChange={(next) => onChange(withOneMain(next.slice(0, MAX_BANK_ACCOUNTS)))}
      error={errors.BankAccounts}
      emptyText="Adicione ao menos uma conta bancária em seu nome."
      renderRow={(row, index, update) => {
        const rowError = rowErrors(errors, 'BankAccounts', index);
        const id = (name: string) => `bank-${index}-${name}`;
        return (
          <>
            <div css={{ gridColumn: '1 / -1' }}>
              <LookupCombobox
                id={id('bank')}
                label="Banco"
                list={bankList}
                value={row.bankCode}
                onValueChange={(bankCode) => update({ ...row, bankCode })}
                error={rowError.BankCode}
              />
            </div>
            <FieldList fields={ACCOUNT} form={row} onChange={update} errors={rowError} idPrefix={`bank-${index}`} />
            <MainAccountRadio
              id={id('main')}
              checked={row.isMain}
              onSelect={() => onChange(rows.map((item, i) => ({ ...item, isMain: i === index })))}
            />
          </>
        );
      }}
    />
  );
}

// A radio per row, all in one group: exactly one account is the main one.
function MainAccountRadio({ id, checked, onSelect }: { id: string; checked: boolean; onSelect: () => void }) {
  return (
    <div css={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
      <input type="radio" id={id} name="main-bank-account" checked={checked} onChange={onSelect} />
      <label htmlFor={id} css={{ fontWeight: 600, fontSize: '0.9375rem' }}>
        Conta principal
      </label>
    </div>
  );
}
