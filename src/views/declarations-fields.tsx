import { CheckboxField } from '../components/checkbox-field.tsx';
import type { DeclarationsForm } from './declarations-form.ts';

type Props = { form: DeclarationsForm; onChange: (form: DeclarationsForm) => void; errors: Record<string, string> };

// Label and plain-language explanation of every declaration, in the order they show.
const COMPLEMENTARY: [keyof DeclarationsForm, string, string][] = [
  [
    'PoliticallyExposedPerson',
    'Sou pessoa politicamente exposta',
    'Exerce ou exerceu nos últimos 5 anos cargo público relevante, ou é parente próximo de quem exerce.',
  ],
  ['UsPerson', 'Sou US Person (FATCA)', 'Tem cidadania, green card ou residência fiscal nos Estados Unidos.'],
  ['ForeignTaxResidence', 'Tenho residência fiscal em outro país', 'Declara imposto de renda em outro país além do Brasil.'],
];
const DECLARATION: [keyof DeclarationsForm, string, string][] = [
  [
    'AuthorizesOrdersByProcurator',
    'Autorizo ordens por procurador',
    'Um procurador poderá enviar ordens em meu nome; será pedida a procuração.',
  ],
  [
    'AuthorizesOrdersByAdministrator',
    'Autorizo ordens por administrador',
    'Um administrador de carteira poderá enviar ordens; será pedido o documento que o nomeia.',
  ],
  [
    'QualifiedInvestor',
    'Sou investidor qualificado',
    'Tem mais de R$ 1 milhão em aplicações financeiras ou certificação aprovada pela CVM; você assinará o termo de investidor qualificado.',
  ],
  [
    'ProfessionalInvestor',
    'Sou investidor profissional',
    'Tem mais de R$ 10 milhões em aplicações financeiras; você assinará o termo de investidor profissional.',
  ],
];

/** The complementary declarations and the declaration data: order authorisations and investor qualification. */
export function DeclarationsFields({ form, onChange, errors }: Props) {
  const box = ([key, label, hint]: (typeof DECLARATION)[number]) => (
    <CheckboxField
      key={key}
      id={`dc-${key}`}
      label={label}
      hint={hint}
      checked={form[key]}
      onCheckedChange={(checked) => onChange({ ...form, [key]: checked })}
      error={errors[key]}
    />
  );
  return (
    <section aria-labelledby="dc-title" css={{ display: 'grid', gap: '1rem' }}>
      <h2 id="dc-title" css={{ fontSize: '1.125rem' }}>
        Declarações
      </h2>
      {COMPLEMENTARY.map(box)}
      <h3 css={{ fontSize: '1.0625rem' }}>Ordens e perfil de investidor</h3>
      {DECLARATION.map(box)}
    </section>
  );
}
