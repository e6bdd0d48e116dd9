import { useState } from 'react';
import { MaskedField } from '../../components/masked-input.tsx';
import { MoneyField } from '../../components/money-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useLookup } from '../../flows/use-lookup.ts';
import { LookupCombobox } from '../kit/lookup-combobox.tsx';
import { LookupSelect } from '../kit/lookup-select.tsx';
import type { CompanyForm } from './company-data-form.ts';

type Props = { form: CompanyForm; onChange: (form: CompanyForm) => void; errors: Record<string, string> };

const grid = (theme: { mq: { sm: string } }) => ({ display: 'grid', gap: '1rem', [theme.mq.sm]: { gridTemplateColumns: '1fr 1fr' } });

/** Whether the chosen FATCA status asks the company for its GIIN. */
export function useNeedsGiin(statusId: string): boolean {
  const fatca = useLookup('fatca');
  return fatca.items.some((item) => String(item.Id) === statusId && item.Giin);
}

/** The company's own data: CNPJ, trade name, activity (CNAE subclass), constitution form, FATCA, revenue, capital. */
export function CompanyDataFields({ form, onChange, errors }: Props) {
  const set = (key: Exclude<keyof CompanyForm, 'MonthlyRevenue' | 'ShareCapital'>) => (value: string) =>
    onChange({ ...form, [key]: value });
  // The sign-up's CNPJ comes with the saved record and cannot change; typed only if the record lacks it.
  const [cnpjLocked] = useState(form.CompanyCnpj !== '');
  const activities = useLookup('activities');
  const constitutionForms = useLookup('constitutionForms');
  const fatca = useLookup('fatca');
  const needsGiin = useNeedsGiin(form.StatusFatcaId);
  const money = (key: 'MonthlyRevenue' | 'ShareCapital', label: string) => (
    <MoneyField
      id={`cd-${key}`}
      label={label}
      value={form[key]}
      onValueChange={(value) => onChange({ ...form, [key]: value })}
      error={errors[key]}
    />
  );
  return (
    <section aria-labelledby="cd-title" css={{ display: 'grid', gap: '1rem' }}>
      {/* The page's h1 is "Dados da Empresa": this part says what it holds. */}
      <h2 id="cd-title" css={{ fontSize: '1.125rem' }}>
        Registro, atividade e faturamento
      </h2>
      <div css={grid}>
        <MaskedField
          id="cd-CompanyCnpj"
          label="CNPJ"
          mask="cnpj"
          readOnly={cnpjLocked}
          value={form.CompanyCnpj}
          onValueChange={set('CompanyCnpj')}
          error={errors.CompanyCnpj}
        />
        <TextField
          id="cd-TradeName"
          label="Nome fantasia (opcional)"
          value={form.TradeName}
          onValueChange={set('TradeName')}
          error={errors.TradeName}
        />
      </div>
      <LookupCombobox
        id="cd-Activity"
        label="Atividade principal"
        hint="Busque pela descrição ou pelo código CNAE do cartão CNPJ."
        list={activities}
        value={form.Activity}
        onValueChange={set('Activity')}
        error={errors.Activity}
      />
      <div css={grid}>
        <LookupCombobox
          id="cd-ConstitutionFormat"
          label="Forma de constituição"
          list={constitutionForms}
          value={form.ConstitutionFormat}
          onValueChange={set('ConstitutionFormat')}
          error={errors.ConstitutionFormat}
        />
        <LookupSelect
          id="cd-StatusFatcaId"
          label="Classificação FATCA"
          hint="Como a empresa se enquadra na lei fiscal dos EUA (FATCA), que obriga a corretora a informar contas de pessoas e empresas americanas."
          list={fatca}
          value={form.StatusFatcaId}
          onValueChange={set('StatusFatcaId')}
          error={errors.StatusFatcaId}
        />
        {needsGiin ? (
          <TextField
            id="cd-Giin"
            label="GIIN"
            hint="Formato XXXXXX.XXXXX.XX.XXX"
            value={form.Giin}
            onValueChange={set('Giin')}
            error={errors.Giin}
          />
        ) : null}
        {money('MonthlyRevenue', 'Faturamento mensal (R$)')}
        {money('ShareCapital', 'Capital social (R$)')}
      </div>
    </section>
  );
}
