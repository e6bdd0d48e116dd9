import { formatMoney } from '../../components/money.ts';
import { FieldList, type FieldSpec } from '../kit/field-list.tsx';
import { PATRIMONY_FIELDS, type PatrimonyForm } from './financial-form.ts';

type PatrimonyFieldsProps = {
  form: PatrimonyForm;
  onChange: (form: PatrimonyForm) => void;
  /** Messages by wire field (`MonthlyIncome`…). */
  errors: Record<string, string>;
  /**
   * A company's patrimony: its assets only, in its words. Its revenue ("Faturamento mensal") is asked on its data
   * step, so a personal "Renda mensal" is not asked again (stored amounts are kept as they are).
   */
  company?: boolean;
};

const ASSETS = ['FinancialInvestments', 'RealEstate', 'Vehicles', 'OtherAssets'] as const;
const INCOME: readonly string[] = ['MonthlyIncome', 'OtherIncome'];

/** Income (a person's) and assets in reais with the currency mask, and the assets' total as the customer types. */
export function PatrimonyFields({ form, onChange, errors, company = false }: PatrimonyFieldsProps) {
  const total = ASSETS.reduce((sum, key) => sum + Math.round((form[key] ?? 0) * 100), 0) / 100;
  const fields = (company ? PATRIMONY_FIELDS.filter(({ key }) => !INCOME.includes(key)) : PATRIMONY_FIELDS).map(
    ({ key, label }): FieldSpec<PatrimonyForm> => ({ kind: 'money', name: key, label }),
  );
  return (
    <section aria-labelledby="patrimony-title" css={{ display: 'grid', gap: '1rem' }}>
      <h3 id="patrimony-title" css={{ fontSize: '1.0625rem' }}>
        {company ? 'Patrimônio da empresa' : 'Renda e patrimônio'}
      </h3>
      <p css={(theme) => ({ color: theme.colors.muted, fontSize: '0.9375rem' })}>
        Informe valores aproximados. Deixe em branco o que não se aplica {company ? 'à empresa' : 'a você'}.
      </p>
      <div css={(theme) => ({ display: 'grid', gap: '1rem', [theme.mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } })}>
        <FieldList fields={fields} form={form} onChange={onChange} errors={errors} idPrefix="patrimony" />
      </div>
      <p aria-live="polite" css={{ fontWeight: 600 }}>
        Patrimônio total: {formatMoney(total)}
      </p>
    </section>
  );
}
