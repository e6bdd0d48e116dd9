import type { FormEvent } from 'react';
import type { BankAccounts } from '../../../domain/api/bank.ts';
import type { Patrimony } from '../../../domain/api/patrimony.ts';
import { selectStepActors, selectWizard } from '../../../machines/onboarding/index.ts';
import { useOnboarding } from '../../flows/onboarding-context.tsx';
import { stepAreas } from '../kit/step-areas.ts';
import { StepDataForm } from '../kit/step-data-form.tsx';
import { StepFrame } from '../kit/step-frame.tsx';
import { useEditedForm } from '../kit/use-edited-errors.ts';
import { useSaveSections } from '../kit/use-save-sections.ts';
import { useSectionForm } from '../kit/use-section-form.ts';
import { BankAccountsFields } from './bank-accounts-fields.tsx';
import {
  type BankRow,
  bankAccountsBody,
  bankRowsFrom,
  editedBankPaths,
  emptyBankRows,
  emptyPatrimonyForm,
  type PatrimonyForm,
  patrimonyBody,
  patrimonyFormFrom,
} from './financial-form.ts';
import { PatrimonyFields } from './patrimony-fields.tsx';

/**
 * The financial data step (spec §2 /cadastrar/dados-financeiros): the bank accounts (PATCH, the whole list) and
 * the patrimony (POST, or PUT once stored; a company's revenue is asked on its data step, so not its income here),
 * both saved, then the step is marked complete.
 */
export function FinancialDataView() {
  const sections = useOnboarding((snapshot) => selectStepActors(snapshot).sections);
  const company = useOnboarding((snapshot) => selectWizard(snapshot)?.personType === 'J');
  const banks = useSectionForm<BankAccounts, BankRow[]>(sections.bankAccounts, emptyBankRows, bankRowsFrom);
  const patrimony = useSectionForm<Patrimony, PatrimonyForm>(sections.patrimony, emptyPatrimonyForm, patrimonyFormFrom);
  const { save, saving, stepError } = useSaveSections();
  const bankRows = useEditedForm(banks, editedBankPaths);
  const amounts = useEditedForm(patrimony);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save([
      { ref: sections.bankAccounts, body: bankAccountsBody(banks.form, banks.clientId) },
      { ref: sections.patrimony, body: patrimonyBody(patrimony.form, patrimony.clientId) },
    ]);
  };

  return (
    <StepFrame>
      <StepDataForm
        label="Dados financeiros"
        {...stepAreas([banks, patrimony], stepError)}
        onSubmit={submit}
        saving={saving || banks.saving || patrimony.saving}
        gap="2rem"
      >
        <BankAccountsFields rows={banks.form} onChange={bankRows.onChange} errors={bankRows.errors} />
        <PatrimonyFields form={patrimony.form} onChange={amounts.onChange} errors={amounts.errors} company={company} />
      </StepDataForm>
    </StepFrame>
  );
}
