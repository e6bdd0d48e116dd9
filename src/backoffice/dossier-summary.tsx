import type { ReactNode } from 'react';
import type { ApplicationDetail } from '../../domain/api/backoffice.ts';
import { formatDateTime, formatDocument, formatPhone, PERSON_TYPE_LABELS, STATUS_LABELS } from './labels.ts';
import { SCREENING_STATUS_LABELS } from './screening-panel.tsx';

const yesNo = (value: unknown) => (value === true ? 'Sim' : 'Não');
const days = (n: number) => (n === 1 ? '1 dia' : `${n} dias`);

function Item({ label, children, flagged = false }: { label: string; children: ReactNode; flagged?: boolean }) {
  return (
    <div
      css={(theme) => ({
        display: 'grid',
        gap: '0.125rem',
        padding: '0.5rem 0.75rem',
        borderRadius: theme.radius.md,
        background: flagged ? `color-mix(in srgb, ${theme.colors.error} 10%, ${theme.colors.surface})` : 'transparent',
      })}
    >
      <dt css={(theme) => ({ fontSize: '0.8125rem', color: theme.colors.muted })}>{label}</dt>
      <dd css={{ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}

/**
 * The strip at the top of a file: who (name, document, person type, partner, contact), where it stands (status and
 * since when), the suitability profile, and the flags that change the decision (PEP, qualified, professional), a
 * flag that is set highlighted, and the screening's result (highlighted unless nothing was found).
 */
export function DossierSummary({ detail, screening, holder }: { detail: ApplicationDetail; screening?: string; holder?: string }) {
  const { Summary: item } = detail;
  const declared = (detail.Sections.DeclarationData ?? {}) as Record<string, unknown>;
  return (
    <section
      aria-label="Resumo"
      css={(theme) => ({
        padding: '0.75rem',
        background: theme.colors.surface,
        borderRadius: theme.radius.md,
        boxShadow: theme.shadow.card,
      })}
    >
      <dl css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))', gap: '0.25rem', margin: 0 }}>
        <Item label="Nome">{item.Name}</Item>
        <Item label={item.PersonType === 'J' ? 'CNPJ' : 'CPF'}>{formatDocument(item.Document)}</Item>
        <Item label="Tipo de pessoa">{PERSON_TYPE_LABELS[item.PersonType] ?? item.PersonType}</Item>
        <Item label="Parceiro">{item.PartnerName}</Item>
        <Item label="Status">
          {STATUS_LABELS[item.StatusRegistration] ?? item.StatusRegistration}
          <span css={{ display: 'block', fontWeight: 400 }}>
            desde {formatDateTime(item.StatusChangedAt)} ({days(item.DaysInStatus)})
          </span>
        </Item>
        <Item label="Perfil de investidor">{detail.Suitability?.Profile ?? 'Não respondido'}</Item>
        <Item label="PEP" flagged={item.Pep}>
          {yesNo(item.Pep)}
        </Item>
        <Item label="Investidor qualificado" flagged={declared.QualifiedInvestor === true}>
          {yesNo(declared.QualifiedInvestor)}
        </Item>
        <Item label="Investidor profissional" flagged={declared.ProfessionalInvestor === true}>
          {yesNo(declared.ProfessionalInvestor)}
        </Item>
        {screening === undefined ? null : (
          <Item label="Triagem" flagged={screening !== SCREENING_STATUS_LABELS.clear}>
            {screening}
          </Item>
        )}
        {holder === undefined ? null : <Item label="Com">{holder}</Item>}
        <Item label="E-mail">{detail.Email || '—'}</Item>
        <Item label="Telefone">{formatPhone(detail.Phone) || '—'}</Item>
        <Item label="Criado em">{formatDateTime(item.CreatedAt)}</Item>
      </dl>
    </section>
  );
}
