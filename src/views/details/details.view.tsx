import type { FormEvent } from 'react';
import type { PersonalData } from '../../../domain/api/personal-data.ts';
import { selectStepActors } from '../../../machines/onboarding/index.ts';
import { useOnboarding } from '../../flows/onboarding-context.tsx';
import { DeclarationsFields } from '../kit/declarations-fields.tsx';
import { StepDataForm } from '../kit/step-data-form.tsx';
import { StepFrame } from '../kit/step-frame.tsx';
import { useDeclarations } from '../kit/use-declarations.ts';
import { changedKeys, useEditedErrors } from '../kit/use-edited-errors.ts';
import { useSaveSections } from '../kit/use-save-sections.ts';
import { useSectionForm } from '../kit/use-section-form.ts';
import { PersonalDataFields } from './personal-data-fields.tsx';
import { emptyPersonalForm, type PersonalForm, personalBody, personalFormFrom } from './personal-data-form.ts';

/**
 * PF identification (spec §2 /cadastrar/identificacao, "Dados Pessoais"): personal data, then the declarations;
 * saves the personal, complementary and declaration data, then marks the step complete.
 */
export function DetailsView() {
  const sections = useOnboarding((snapshot) => selectStepActors(snapshot).sections);
  const personal = useSectionForm<PersonalData, PersonalForm>(sections.personalData, emptyPersonalForm, personalFormFrom);
  const declarations = useDeclarations(sections.complementaryData, sections.declarationData);
  const { save, saving, stepError } = useSaveSections();
  // A field's message goes as soon as the customer changes the value it judged.
  const shown = useEditedErrors(personal.errors);
  const onChange = (next: PersonalForm) => {
    shown.edit(changedKeys(personal.form, next));
    personal.setForm(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = personalBody(personal.form, personal.clientId);
    const document = { DocumentIssuerName: body.DocumentIssuerName.trim() || null, DocumentNumber: body.DocumentNumber.trim() || null };
    save([{ ref: sections.personalData, body }, ...declarations.saves(document)]);
  };

  return (
    <StepFrame>
      <StepDataForm
        label="Dados pessoais"
        loading={personal.loading || declarations.loading}
        fetchError={personal.fetchError ?? declarations.fetchError}
        onRetry={() => {
          personal.retryFetch();
          declarations.retryFetch();
        }}
        onSubmit={submit}
        saving={saving}
        errors={[personal.postError, declarations.postError, stepError]}
      >
        <PersonalDataFields form={personal.form} onChange={onChange} errors={shown.errors} />
        <DeclarationsFields form={declarations.form} onChange={declarations.onChange} errors={declarations.errors} />
      </StepDataForm>
    </StepFrame>
  );
}
