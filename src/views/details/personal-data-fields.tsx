import { COUNTRY_ID } from '../../../domain/constants.ts';
import { useCities, useLookup } from '../../flows/use-lookup.ts';
import { FieldList, type FieldSpec } from '../kit/field-list.tsx';
import type { PersonalForm } from './personal-data-form.ts';

type Props = { form: PersonalForm; onChange: (form: PersonalForm) => void; errors: Record<string, string> };

const grid = (theme: { mq: { sm: string } }) => ({ display: 'grid', gap: '1rem', [theme.mq.sm]: { gridTemplateColumns: '1fr 1fr' } });

const MTM: FieldSpec<PersonalForm>[] = [
  {
    kind: 'checkbox',
    name: 'Mtm',
    label: 'Ativar a marcação a mercado (Mtm) da renda fixa',
    hint: 'Mostra seus títulos de renda fixa pelo valor de mercado do dia, e não pelo da curva do papel.',
  },
];

/** The individual's personal data: birth place, nationality, family, occupation, identity document and Mtm. */
export function PersonalDataFields({ form, onChange, errors }: Props) {
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
  const birth: FieldSpec<PersonalForm>[] = [
    { kind: 'lookup', name: 'BirthCountryId', label: 'País de nascimento', list: countries, clears: ['BirthStateId', 'BirthCityId'] },
    { kind: 'select', name: 'BirthStateId', label: 'Estado de nascimento', list: states, hidden: !brazilian, clears: ['BirthCityId'] },
    {
      kind: 'lookup',
      name: 'BirthCityId',
      label: 'Cidade de nascimento',
      list: cities,
      hidden: !brazilian,
      blockedText: form.BirthStateId === '' ? 'Escolha o estado primeiro' : undefined,
    },
    { kind: 'select', name: 'NationalityId', label: 'Nacionalidade', list: nationalities },
    { kind: 'select', name: 'MaritalStatusId', label: 'Estado civil', list: maritalStatus },
    { kind: 'select', name: 'GenderId', label: 'Gênero', list: genders },
  ];
  const family: FieldSpec<PersonalForm>[] = [
    {
      kind: 'lookup',
      name: 'OccupationId',
      label: 'Profissão',
      hint: 'Busque pelo nome da ocupação ou pelo código CBO.',
      list: occupations,
    },
    { kind: 'text', name: 'MotherName', label: 'Nome da mãe', autoComplete: 'off' },
    { kind: 'text', name: 'FatherName', label: 'Nome do pai (opcional)', autoComplete: 'off' },
    { kind: 'text', name: 'SpouseName', label: 'Nome do cônjuge (opcional)', autoComplete: 'off' },
  ];
  const identity: FieldSpec<PersonalForm>[] = [
    { kind: 'select', name: 'DocumentTypeId', label: 'Tipo de documento', list: documentTypes },
    { kind: 'text', name: 'DocumentNumber', label: 'Número do documento' },
    { kind: 'select', name: 'DocumentIssuerName', label: 'Órgão emissor', list: agencies, byDescription: true },
    { kind: 'select', name: 'DocumentIssuerStateId', label: 'UF do órgão emissor', list: states },
    { kind: 'masked', name: 'DocumentIssueDate', label: 'Data de emissão', mask: 'date', inputMode: 'numeric', placeholder: 'DD/MM/AAAA' },
  ];
  const fields = { form, onChange, errors, idPrefix: 'pd' };
  return (
    <section aria-labelledby="pd-title" css={{ display: 'grid', gap: '1rem' }}>
      {/* The page's h1 is "Dados Pessoais": this part says what it holds. */}
      <h2 id="pd-title" css={{ fontSize: '1.125rem' }}>
        Nascimento, família e profissão
      </h2>
      <div css={grid}>
        <FieldList fields={birth} {...fields} />
      </div>
      <FieldList fields={family} {...fields} />
      <h3 css={{ fontSize: '1.0625rem' }}>Documento de identidade</h3>
      <div css={grid}>
        <FieldList fields={identity} {...fields} />
      </div>
      <FieldList fields={MTM} {...fields} />
    </section>
  );
}
