import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { type CepLookupSnapshot, type CepLookupStatus, selectCepLookup } from '../../../machines/cep-lookup/index.ts';
import { selectStepActors } from '../../../machines/onboarding/index.ts';
import { cepDigits } from '../../components/cep-field.tsx';
import { useOnboarding } from '../../flows/onboarding-context.tsx';
import type { AddressForm } from './address-form.ts';
import { type CepFillField, type CepValues, fillFromCep } from './cep-fill.ts';

/** What the address form shows of the CEP lookup: its status, the fields kept as typed, and how to use the answer. */
export type CepAutofill = {
  status: CepLookupStatus;
  kept: CepFillField[];
  /** Fills every field from the last answer, the kept ones included. */
  applyAnswer: () => void;
};

// The lookup's view, or an idle one when the step runs none (outside the wizard).
const lookupView = (snapshot: unknown) =>
  snapshot ? selectCepLookup(snapshot as CepLookupSnapshot) : { status: 'idle' as const, address: null, answers: 0 };

/**
 * Ties the address form to the step's CEP lookup: a typed complete CEP is looked up (`cep.lookup`; an incomplete one
 * clears it) and each answer is applied once with `fillFromCep`, focus then moving from the CEP to the number.
 * Returns `typed` for the form's changes and what the CEP field shows.
 */
export function useCepAutofill(form: AddressForm, setForm: (form: AddressForm) => void) {
  const ref = useOnboarding((snapshot) => selectStepActors(snapshot).cepLookup) ?? undefined;
  const status = useSelector(ref, (snapshot) => lookupView(snapshot).status);
  const answers = useSelector(ref, (snapshot) => lookupView(snapshot).answers);
  const address = useSelector(ref, (snapshot) => lookupView(snapshot).address);
  const [applied, setApplied] = useState({ answers: 0, previous: {} as Partial<CepValues>, kept: [] as CepFillField[] });
  // Applied during render (like useSectionForm's first fill), once per answer.
  if (address && answers !== applied.answers) {
    const fill = fillFromCep(form, address, applied.previous);
    setApplied({ answers, previous: fill.proposed, kept: fill.kept });
    setForm(fill.form);
  }
  useEffect(() => {
    if (answers === 0) return;
    // Only from the CEP itself: a customer already typing elsewhere keeps the focus.
    if (document.activeElement?.id === 'address-postal-code') document.getElementById('address-number')?.focus();
  }, [answers]);

  const autofill: CepAutofill = {
    status,
    kept: status === 'found' ? applied.kept : [],
    applyAnswer: () => {
      if (!address) return;
      setApplied({ ...applied, kept: [] });
      setForm(fillFromCep(form, address, applied.previous, true).form);
    },
  };
  /** Tells the lookup about the form's CEP after a change. */
  const typed = (next: AddressForm) => {
    if (next.postalCode === form.postalCode) return;
    const digits = cepDigits(next.postalCode);
    ref?.send(digits.length === 8 ? { type: 'cep.lookup', cep: digits } : { type: 'cep.clear' });
  };
  return { autofill, typed };
}
