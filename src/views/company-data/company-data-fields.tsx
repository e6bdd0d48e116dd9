import { useState } from 'react';
import { useLookup } from '../../flows/use-lookup.ts';
import { FieldList, type FieldSpec } from '../kit/field-list.tsx';
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
  // The sign-up's CNPJ comes with the saved record and cannot change; typed only if the record lacks it.
  const [cnpjLocked] = useState(form.CompanyCnpj !== '');
  const activities = useLookup('activities');
  const constitutionForms = useLookup('constitutionForms');
  const fatca = useLookup('fatca');
  const needsGiin = useNeedsGiin(form.StatusFatcaId);
  const registry: FieldSpec<CompanyForm>[] = [
    { kind: 'masked', name: 'CompanyCnpj', label: 'CNPJ', mask: 'cnpj', readOnly: cnpjLocked },
    { kind: 'text', name: 'TradeName', label: 'Nome fantasia (opcional)' },
  ];
  const activity: FieldSpec<CompanyForm>[] = [
    {
      kind: 'lookup',
      name: 'Activity',
      label: 'Atividade principal',
      hint: 'Busque pela descrição ou pelo código CNAE do cartão CNPJ.',
      list: activities,
    },
  ];
  const finances: FieldSpec<CompanyForm>[] = [
    { kind: 'lookup', name: 'ConstitutionFormat', label: 'Forma de constituição', list: constitutionForms },
    {
      kind: 'select',
      name: 'StatusFatcaId',
      label: 'Classificação FATCA',
      hint: 'Como a empresa se enquadra na lei fiscal dos EUA (FATCA), que obriga a corretora a informar contas de pessoas e empresas americanas.',
      list: fatca,
    },
    { kind: 'text', name: 'Giin', label: 'GIIN', hint: 'Formato XXXXXX.XXXXX.XX.XXX', hidden: !needsGiin },
    { kind: 'money', name: 'MonthlyRevenue', label: 'Faturamento mensal (R$)' },
    { kind: 'money', name: 'ShareCapital', label: 'Capital social (R$)' },
  ];
  const fields = { form, onChange, errors, idPrefix: 'cd' };
  return (
    <section aria-labelledby="cd-title" css={{ display: 'grid', gap: '1rem' }}>
      {/* The page's h1 is "Dados da Empresa": this part says what it holds. */}
      <h2 id="cd-title" css={{ fontSize: '1.125rem' }}>
        Registro, atividade e faturamento
      </h2>
      <div css={grid}>
        <FieldList fields={registry} {...fields} />
      </div>
      <FieldList fields={activity} {...fields} />
      <div css={grid}>
        <FieldList fields={finances} {...fields} />
      </div>
    </section>
  );
}
