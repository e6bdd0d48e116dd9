import type { FormEvent } from 'react';
import type { PersonalData } from '../../../domain/api/personal-data.ts';
import { selectStepActors } from '../../../machines/onboarding/index.ts';
import { useOnboarding } from '../../flows/onboarding-context.tsx';
import { DeclarationsFields } from '../kit/declarations-fields.tsx';
import { EmailChangeArea } from '../kit/email-change-area.tsx';
import { stepAreas } from '../kit/step-areas.ts';
import { StepDataForm } from '../kit/step-data-form.tsx';
import { StepFrame } from '../kit/step-frame.tsx';
import { useDeclarations } from '../kit/use-declarations.ts';
import { useEditedForm } from '../kit/use-edited-errors.ts';
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
  const edited = useEditedForm(personal);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = personalBody(personal.form, personal.clientId);
    const document = { DocumentIssuerName: body.DocumentIssuerName.trim() || null, DocumentNumber: body.DocumentNumber.trim() || null };
    save([{ ref: sections.personalData, body }, ...declarations.saves(document)]);
  };

  return (
    <StepFrame>
      <EmailChangeArea />
      <StepDataForm label="Dados pessoais" {...stepAreas([personal, declarations], stepError)} onSubmit={submit} saving={saving}>
        <PersonalDataFields form={personal.form} onChange={edited.onChange} errors={edited.errors} />
        <DeclarationsFields form={declarations.form} onChange={declarations.onChange} errors={declarations.errors} />
      </StepDataForm>
    </StepFrame>
  );
}
