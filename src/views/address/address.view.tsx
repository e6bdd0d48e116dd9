import type { FormEvent } from 'react';
import type { Address } from '../../../domain/api/address.ts';
import { selectStepActors, selectWizard } from '../../../machines/onboarding/index.ts';
import { useOnboarding } from '../../flows/onboarding-context.tsx';
import { StepDataForm } from '../kit/step-data-form.tsx';
import { StepFrame } from '../kit/step-frame.tsx';
import { changedKeys, useEditedErrors } from '../kit/use-edited-errors.ts';
import { useSaveSections } from '../kit/use-save-sections.ts';
import { useSectionForm } from '../kit/use-section-form.ts';
import { AddressFields } from './address-fields.tsx';
import { ADDRESS_WIRE_FIELDS, type AddressForm, addressBody, addressFormFrom, emptyAddressForm } from './address-form.ts';
import { useCepAutofill } from './use-cep-autofill.ts';

/**
 * The address step (spec §2 /cadastrar/endereco): prefilled from the stored address (none yet: empty), saved
 * through the address section (POST, or PUT once it has an AddressId), then the step is marked complete. A typed CEP
 * fills street, bairro, state and city through the step's CEP lookup.
 */
export function AddressView() {
  const ref = useOnboarding((snapshot) => selectStepActors(snapshot).sections.address);
  const company = useOnboarding((snapshot) => selectWizard(snapshot)?.personType === 'J');
  const address = useSectionForm<Address, AddressForm>(ref, emptyAddressForm, addressFormFrom);
  const { save, saving, stepError } = useSaveSections();
  const shown = useEditedErrors(address.errors);
  const apply = (next: AddressForm) => {
    shown.edit(changedKeys(address.form, next).map((key) => ADDRESS_WIRE_FIELDS[key]));
    address.setForm(next);
  };
  // A complete CEP fills the form from the lookup (fields the customer typed are kept, and the note says so).
  const cep = useCepAutofill(address.form, apply);
  const onChange = (next: AddressForm) => {
    cep.typed(next);
    apply(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save([{ ref, body: addressBody(address.form, address.clientId) }]);
  };

  return (
    <StepFrame>
      <StepDataForm
        label={company ? 'Endereço da empresa' : 'Endereço residencial'}
        loading={address.loading}
        fetchError={address.fetchError}
        onRetry={address.retryFetch}
        onSubmit={submit}
        saving={saving || address.saving}
        errors={[address.postError, stepError]}
      >
        <AddressFields form={address.form} onChange={onChange} errors={shown.errors} autofill={cep.autofill} />
      </StepDataForm>
    </StepFrame>
  );
}
