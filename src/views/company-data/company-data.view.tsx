import { type FormEvent, useState } from 'react';
import type { CompanyData } from '../../../domain/api/company-data.ts';
import { companyListGaps } from '../../../domain/company-list-gaps.ts';
import { selectStepActors } from '../../../machines/onboarding/index.ts';
import { useOnboarding } from '../../flows/onboarding-context.tsx';
import { DeclarationsFields } from '../kit/declarations-fields.tsx';
import { EmailChangeArea } from '../kit/email-change-area.tsx';
import { StepDataForm } from '../kit/step-data-form.tsx';
import { StepFrame } from '../kit/step-frame.tsx';
import { useDeclarations } from '../kit/use-declarations.ts';
import { changedKeys, useEditedErrors } from '../kit/use-edited-errors.ts';
import { useSaveSections } from '../kit/use-save-sections.ts';
import { useSectionForm } from '../kit/use-section-form.ts';
import { CompanyDataFields, useNeedsGiin } from './company-data-fields.tsx';
import { type CompanyForm, companyBody, companyFormFrom, emptyCompanyForm } from './company-data-form.ts';
import { PartyListSection } from './party-list-section.tsx';
import { useCompanyLists } from './use-company-lists.ts';

/**
 * PJ identification (spec §2 /cadastrar/identificacao, "Dados da Empresa"): company data, declarations and the
 * six lists; saves every area, then marks the step complete. Once a save was tried, a list the file still lacks (a
 * representative; a procurator or administrator the declarations authorise) says so at the list, in the words of the
 * server's refusal of the step, so "Complete os itens indicados" always has its item marked.
 */
export function CompanyDataView() {
  const sections = useOnboarding((snapshot) => selectStepActors(snapshot).sections);
  const company = useSectionForm<CompanyData, CompanyForm>(sections.companyData, emptyCompanyForm, companyFormFrom);
  const needsGiin = useNeedsGiin(company.form.StatusFatcaId);
  const declarations = useDeclarations(sections.complementaryData, sections.declarationData);
  const lists = useCompanyLists(sections);
  const { save, saving, stepError } = useSaveSections();
  // A field's message goes as soon as the customer changes the value it judged.
  const shown = useEditedErrors(company.errors);
  const onChange = (next: CompanyForm) => {
    shown.edit(changedKeys(company.form, next));
    company.setForm(next);
  };

  const areas = [company, declarations, ...lists];
  const [tried, setTried] = useState(false);
  const count = (area: string) => lists.find((list) => list.list.area === area)?.form.length ?? 0;
  const gaps = tried
    ? companyListGaps({
        AuthorizesOrdersByProcurator: declarations.form.AuthorizesOrdersByProcurator,
        AuthorizesOrdersByAdministrator: declarations.form.AuthorizesOrdersByAdministrator,
        Procurators: count('procurators'),
        Administrators: count('administrators'),
        Representatives: count('representatives'),
      })
    : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const body = companyBody(company.form, company.clientId, needsGiin);
    save([{ ref: sections.companyData, body }, ...declarations.saves(), ...lists.map((list) => list.save)]);
  };

  return (
    <StepFrame>
      <EmailChangeArea />
      <StepDataForm
        label="Dados da empresa"
        loading={areas.some((area) => area.loading)}
        fetchError={areas.map((area) => area.fetchError).find(Boolean) ?? null}
        onRetry={() => {
          for (const area of areas) area.retryFetch();
        }}
        onSubmit={submit}
        saving={saving}
        errors={[...areas.map((area) => area.postError), stepError]}
      >
        <CompanyDataFields form={company.form} onChange={onChange} errors={shown.errors} />
        <DeclarationsFields company form={declarations.form} onChange={declarations.onChange} errors={declarations.errors} />
        <h2 css={{ fontSize: '1.125rem' }}>Pessoas ligadas à empresa</h2>
        {lists.map((list) => (
          <PartyListSection
            key={list.list.area}
            list={list.list}
            rows={list.form}
            onChange={list.setForm}
            errors={list.errors}
            gap={gaps[list.list.wireKey]}
          />
        ))}
      </StepDataForm>
    </StepFrame>
  );
}
