import { COUNTRY_ID } from '../../../domain/constants.ts';
import { CheckboxField } from '../../components/checkbox-field.tsx';
import { MaskedField } from '../../components/masked-input.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useCities, useLookup } from '../../flows/use-lookup.ts';
import { LookupCombobox } from '../kit/lookup-combobox.tsx';
import { LookupSelect } from '../kit/lookup-select.tsx';
import type { PersonalForm } from './personal-data-form.ts';

type Props = { form: PersonalForm; onChange: (form: PersonalForm) => void; errors: Record<string, string> };

const grid = (theme: { mq: { sm: string } }) => ({ display: 'grid', gap: '1rem', [theme.mq.sm]: { gridTemplateColumns: '1fr 1fr' } });

/** The individual's personal data: birth place, nationality, family, occupation, identity document and Mtm. */
export function PersonalDataFields({ form, onChange, errors }: Props) {
  const set =
    <K extends keyof PersonalForm>(key: K) =>
    (value: PersonalForm[K]) =>
      onChange({ ...form, [key]: value });
  const countries = useLookup('countries');
  const states = useLookup('states');
  const nationalities = useLookup('nationalities');
  const maritalStatus = useLookup('maritalStatus');
  const genders = useLookup('genders');
  const occupations = useLookup('occupations');
  const documentTypes = useLookup('documentTypes');
  const agencies = useLookup('documentIssuerAgencies');
  const brazilian = form.BirthCountryId === COUNTRY_ID;
  const cities = useCities(brazilian && form.BirthStateId ? Number(form.BirthStateId) : null);
  const select = (key: keyof PersonalForm, label: string, list: Parameters<typeof LookupSelect>[0]['list']) => (
    <LookupSelect id={`pd-${key}`} label={label} list={list} value={String(form[key])} onValueChange={set(key)} error={errors[key]} />
  );
  return (
    <section aria-labelledby="pd-title" css={{ display: 'grid', gap: '1rem' }}>
      {/* The page's h1 is "Dados Pessoais": this part says what it holds. */}
      <h2 id="pd-title" css={{ fontSize: '1.125rem' }}>
        Nascimento, família e profissão
      </h2>
      <div css={grid}>
        <LookupCombobox
          id="pd-BirthCountryId"
          label="País de nascimento"
          list={countries}
          value={form.BirthCountryId}
          onValueChange={(value) => onChange({ ...form, BirthCountryId: value, BirthStateId: '', BirthCityId: '' })}
          error={errors.BirthCountryId}
        />
        {brazilian ? (
          <LookupSelect
            id="pd-BirthStateId"
            label="Estado de nascimento"
            list={states}
            value={form.BirthStateId}
            onValueChange={(value) => onChange({ ...form, BirthStateId: value, BirthCityId: '' })}
            error={errors.BirthStateId}
          />
        ) : null}
        {brazilian ? (
          <LookupCombobox
            id="pd-BirthCityId"
            label="Cidade de nascimento"
            list={cities}
            value={form.BirthCityId}
            onValueChange={set('BirthCityId')}
            error={errors.BirthCityId}
            blockedText={form.BirthStateId === '' ? 'Escolha o estado primeiro' : undefined}
          />
        ) : null}
        {select('NationalityId', 'Nacionalidade', nationalities)}
        {select('MaritalStatusId', 'Estado civil', maritalStatus)}
        {select('GenderId', 'Gênero', genders)}
      </div>
      <LookupCombobox
        id="pd-OccupationId"
        label="Profissão"
        hint="Busque pelo nome da ocupação ou pelo código CBO."
        list={occupations}
        value={form.OccupationId}
        onValueChange={set('OccupationId')}
        error={errors.OccupationId}
      />
      <TextField
        id="pd-MotherName"
        label="Nome da mãe"
        autoComplete="off"
        value={form.MotherName}
        onValueChange={set('MotherName')}
        error={errors.MotherName}
      />
      <TextField
        id="pd-FatherName"
        label="Nome do pai (opcional)"
        autoComplete="off"
        value={form.FatherName}
        onValueChange={set('FatherName')}
        error={errors.FatherName}
      />
      <TextField
        id="pd-SpouseName"
        label="Nome do cônjuge (opcional)"
        autoComplete="off"
        value={form.SpouseName}
        onValueChange={set('SpouseName')}
        error={errors.SpouseName}
      />
      <h3 css={{ fontSize: '1.0625rem' }}>Documento de identidade</h3>
      <div css={grid}>
        {select('DocumentTypeId', 'Tipo de documento', documentTypes)}
        <TextField
          id="pd-DocumentNumber"
          label="Número do documento"
          value={form.DocumentNumber}
          onValueChange={set('DocumentNumber')}
          error={errors.DocumentNumber}
        />
        <LookupSelect
          id="pd-DocumentIssuerName"
          label="Órgão emissor"
          list={agencies}
          byDescription
          value={form.DocumentIssuerName}
          onValueChange={set('DocumentIssuerName')}
          error={errors.DocumentIssuerName}
        />
        {select('DocumentIssuerStateId', 'UF do órgão emissor', states)}
        <MaskedField
          id="pd-DocumentIssueDate"
          label="Data de emissão"
          mask="date"
          inputMode="numeric"
          placeholder="DD/MM/AAAA"
          value={form.DocumentIssueDate}
          onValueChange={set('DocumentIssueDate')}
          error={errors.DocumentIssueDate}
        />
      </div>
      <CheckboxField
        id="pd-Mtm"
        label="Ativar a marcação a mercado (Mtm) da renda fixa"
        hint="Mostra seus títulos de renda fixa pelo valor de mercado do dia, e não pelo da curva do papel."
        checked={form.Mtm}
        onCheckedChange={set('Mtm')}
        error={errors.Mtm}
      />
    </section>
  );
}
