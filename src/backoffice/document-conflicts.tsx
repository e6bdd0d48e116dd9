import type { DocumentConflict } from '../../domain/api/backoffice.ts';
import { formatDateTime } from './labels.ts';

/** How each kind of refused sign-up reads (ADR 223). */
const KIND_LABELS: Record<DocumentConflict['Kind'], string> = {
  'code-after-holder': 'confirmou o e-mail depois que este cadastro foi criado e foi recusado',
  'sign-up-after-holder': 'tentou um novo cadastro com outro e-mail; o código foi para o e-mail deste cadastro',
};

const attempts = (n: number) => (n === 1 ? '1 tentativa' : `${n} tentativas`);

/**
 * The marker of a file whose document refused other sign-ups (ADR 223): who (name and email as typed), what
 * happened and when, so staff check with the holder before deciding. Nothing when there is no conflict.
 */
export function DocumentConflicts({ conflicts, personType }: { conflicts: readonly DocumentConflict[]; personType: string }) {
  if (conflicts.length === 0) return null;
  const document = personType === 'J' ? 'CNPJ' : 'CPF';
  return (
    <section
      aria-label={`Conflito de ${document}`}
      css={(theme) => ({
        display: 'grid',
        gap: '0.5rem',
        padding: '1rem 1.25rem',
        borderRadius: theme.radius.md,
        color: theme.colors.text,
        background: `color-mix(in srgb, ${theme.colors.error} 8%, ${theme.colors.surface})`,
        border: `1px solid color-mix(in srgb, ${theme.colors.error} 35%, ${theme.colors.surface})`,
      })}
    >
      <h2 css={(theme) => ({ margin: 0, fontSize: '1.125rem', color: theme.colors.error })}>Conflito de {document}</h2>
      <p css={{ margin: 0 }}>
        Outras pessoas tentaram se cadastrar com este {document} e foram recusadas porque este cadastro já o usa. Confirme com o titular
        antes de decidir.
      </p>
      <ul css={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.375rem', overflowWrap: 'anywhere' }}>
        {conflicts.map((conflict) => (
          <li key={`${conflict.Kind}:${conflict.Email}`}>
            <strong>{conflict.Name}</strong> ({conflict.Email}) {KIND_LABELS[conflict.Kind]}. {attempts(conflict.Attempts)}
            {conflict.Attempts > 1
              ? `, de ${formatDateTime(conflict.FirstAt)} a ${formatDateTime(conflict.LastAt)}`
              : `, em ${formatDateTime(conflict.LastAt)}`}
            .
          </li>
        ))}
      </ul>
    </section>
  );
}
