import { CheckboxField } from '../../components/checkbox-field.tsx';
import type { DeclarationsForm } from './declarations-form.ts';

type Props = {
  form: DeclarationsForm;
  onChange: (form: DeclarationsForm) => void;
  errors: Record<string, string>;
  /** A company declares about itself in the third person (PJ). */
  company?: boolean;
};

type Declaration = [key: keyof DeclarationsForm, label: string, hint: string];

// Label and plain-language explanation of every declaration, in the order they show, as a person makes them.
const PERSON: { complementary: Declaration[]; orders: Declaration[] } = {
  complementary: [
    [
      'PoliticallyExposedPerson',
      'Sou pessoa politicamente exposta',
      'Exerce ou exerceu nos últimos 5 anos cargo público relevante, ou é parente próximo de quem exerce.',
    ],
    [
      'UsPerson',
      'Sou cidadão ou residente fiscal dos Estados Unidos',
      'Tem cidadania, green card ou residência fiscal nos EUA. A corretora informa essas contas à Receita dos EUA (lei FATCA).',
    ],
    ['ForeignTaxResidence', 'Tenho residência fiscal em outro país', 'Declara imposto de renda em outro país além do Brasil.'],
  ],
  orders: [
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
  ],
};

// The same declarations as a company makes them about itself.
const COMPANY: typeof PERSON = {
  complementary: [
    [
      'PoliticallyExposedPerson',
      'A empresa tem sócio, administrador ou representante politicamente exposto',
      'Alguém que exerce ou exerceu nos últimos 5 anos cargo público relevante, ou parente próximo de quem exerce.',
    ],
    [
      'UsPerson',
      'A empresa é uma “US Person” (pessoa dos EUA para fins fiscais)',
      'Constituída nos EUA ou controlada por cidadão ou residente fiscal dos EUA. A corretora informa essas contas à Receita dos EUA (lei FATCA).',
    ],
    ['ForeignTaxResidence', 'A empresa tem residência fiscal em outro país', 'Declara imposto de renda em outro país além do Brasil.'],
  ],
  orders: [
    [
      'AuthorizesOrdersByProcurator',
      'A empresa autoriza ordens por procurador',
      'Um procurador poderá enviar ordens em nome da empresa; será pedida a procuração.',
    ],
    [
      'AuthorizesOrdersByAdministrator',
      'A empresa autoriza ordens por administrador',
      'Um administrador de carteira poderá enviar ordens; será pedido o documento que o nomeia.',
    ],
    [
      'QualifiedInvestor',
      'A empresa é investidora qualificada',
      'Tem mais de R$ 1 milhão em aplicações financeiras; a empresa assinará o termo de investidor qualificado.',
    ],
    [
      'ProfessionalInvestor',
      'A empresa é investidora profissional',
      'Tem mais de R$ 10 milhões em aplicações financeiras; a empresa assinará o termo de investidor profissional.',
    ],
  ],
};

/** The complementary declarations and the declaration data: order authorisations and investor qualification. */
export function DeclarationsFields({ form, onChange, errors, company = false }: Props) {
  const declarations = company ? COMPANY : PERSON;
  const box = ([key, label, hint]: Declaration) => (
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
      {declarations.complementary.map(box)}
      <h3 css={{ fontSize: '1.0625rem' }}>Ordens e perfil de investidor</h3>
      {declarations.orders.map(box)}
    </section>
  );
}
