import type { FormEvent } from 'react';
import type { Address } from '../../domain/api/address.ts';
import { selectStepActors } from '../../machines/onboarding/index.ts';
import { useOnboarding } from '../flows/onboarding-context.tsx';
import { AddressFields } from './address-fields.tsx';
import { ADDRESS_WIRE_FIELDS, type AddressForm, addressBody, addressFormFrom, emptyAddressForm } from './address-form.ts';
import { SaveBar, SectionLoadStatus } from './section-status.tsx';
import { StepFrame } from './step-frame.tsx';
import { changedKeys, useEditedErrors } from './use-edited-errors.ts';
import { useSaveSections } from './use-save-sections.ts';
import { useSectionForm } from './use-section-form.ts';

const formGrid = { display: 'grid', gap: '1.5rem' } as const;

/**
 * The address step (spec §2 /cadastrar/endereco): prefilled from the stored address (none yet: empty), saved
 * through the address section (POST, or PUT once it has an AddressId), then the step is marked complete.
 */
export function AddressView() {
  const ref = useOnboarding((snapshot) => selectStepActors(snapshot).sections.address);
  const address = useSectionForm<Address, AddressForm>(ref, emptyAddressForm, addressFormFrom);
  const { save, saving, stepError } = useSaveSections();
  const shown = useEditedErrors(address.errors);
  const onChange = (next: AddressForm) => {
    shown.edit(changedKeys(address.form, next).map((key) => ADDRESS_WIRE_FIELDS[key]));
    address.setForm(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save([{ ref, body: addressBody(address.form, address.clientId) }]);
  };

  // While the stored address loads, the form already stands where it will be, disabled (no spinner to give way to
  // it): a deep link paints the step's final layout at once, and the server can render it (ADR 170).
  return (
    <StepFrame>
      {address.fetchError ? (
        <SectionLoadStatus loading={false} fetchError={address.fetchError} onRetry={address.retryFetch} />
      ) : (
        <form noValidate onSubmit={submit} aria-label="Endereço residencial" aria-busy={address.loading || undefined} css={formGrid}>
          <fieldset disabled={address.loading} css={{ ...formGrid, border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <AddressFields form={address.form} onChange={onChange} errors={shown.errors} />
          </fieldset>
          <SaveBar saving={saving || address.saving} loading={address.loading} errors={[address.postError, stepError]} />
        </form>
      )}
    </StepFrame>
  );
}
