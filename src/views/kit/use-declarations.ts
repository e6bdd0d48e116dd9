import type { AnyActorRef } from 'xstate';
import type { ComplementaryData } from '../../../domain/api/complementary-data.ts';
import type { DeclarationData } from '../../../domain/api/declaration-data.ts';
import {
  complementaryBody,
  complementaryFlagsFrom,
  type DeclarationsForm,
  declarationBody,
  declarationFlagsFrom,
  emptyDeclarationsForm,
} from './declarations-form.ts';
import type { SectionSave } from './use-save-sections.ts';
import { useSectionForm } from './use-section-form.ts';

const none: Partial<DeclarationsForm> = {};

/** The complementary data and declaration data areas edited as one set of declarations. */
export function useDeclarations(complementaryRef: AnyActorRef | undefined, declarationRef: AnyActorRef | undefined) {
  const complementary = useSectionForm<ComplementaryData, Partial<DeclarationsForm>>(complementaryRef, none, complementaryFlagsFrom);
  const declaration = useSectionForm<DeclarationData, Partial<DeclarationsForm>>(declarationRef, none, declarationFlagsFrom);
  const form: DeclarationsForm = { ...emptyDeclarationsForm, ...complementary.form, ...declaration.form };
  return {
    form,
    // Both areas keep the whole form; each body takes only its own fields.
    onChange: (next: DeclarationsForm) => {
      complementary.setForm(next);
      declaration.setForm(next);
    },
    errors: { ...complementary.errors, ...declaration.errors },
    loading: complementary.loading || declaration.loading,
    fetchError: complementary.fetchError ?? declaration.fetchError,
    postError: complementary.postError ?? declaration.postError,
    retryFetch: () => {
      complementary.retryFetch();
      declaration.retryFetch();
    },
    /** The two saves; `document` is an individual's identity document, repeated in the complementary data. */
    saves: (document?: Parameters<typeof complementaryBody>[2]): SectionSave[] => [
      { ref: complementaryRef, body: complementaryBody(form, complementary.clientId, document) },
      { ref: declarationRef, body: declarationBody(form, declaration.clientId) },
    ],
  };
}
