import type { Theme } from '@emotion/react';
import { Fragment, useId, useState } from 'react';
import {
  SCREENING_NOTE_MAX,
  type ScreeningHitItem,
  ScreeningMessages,
  type ScreeningReviewBody,
  type ScreeningState,
  type ScreeningStatus,
  type ScreeningSubject,
} from '../../domain/api/screening.ts';
import { Alert } from '../components/alert.tsx';
import { Button } from '../components/button.tsx';
import { Field, inputStyle } from '../components/field.tsx';
import { formatDateTime } from './labels.ts';

/** pt-BR names of a run's outcome (the status chip). */
export const SCREENING_STATUS_LABELS: Record<ScreeningStatus, string> = {
  clear: 'Nenhuma ocorrência',
  'possible-match': 'Possível correspondência',
  error: ScreeningMessages.unavailable,
};

const SUBJECT_LABELS: Record<ScreeningSubject, string> = {
  client: 'Cliente',
  controller: 'Controlador',
  administrator: 'Administrador',
  procurator: 'Procurador',
  representative: 'Representante',
};
const LIST_LABELS: Record<ScreeningHitItem['List'], string> = { pep: 'PEP', sanctions: 'Sanções' };
const REASON_LABELS: Record<ScreeningHitItem['Reason'], string> = { document: 'Documento', name: 'Nome semelhante' };
const DECISION_LABELS = { 'false-positive': 'Falso positivo', confirmed: 'Confirmado' } as const;

export type ScreeningPanelProps = {
  /** GET …/screening's answer; null while it loads. */
  screening: ScreeningState | null;
  /** A rescreen or a review is on its way. */
  busy?: boolean;
  /** Why the last call failed, in pt-BR. */
  error?: string | null;
  /** Whether this staff member may review hits. */
  canReview: boolean;
  onRescreen: () => void;
  onReview: (hitId: number, review: ScreeningReviewBody) => void;
};

const chipTone = (status: ScreeningStatus | null) => (theme: Theme) => {
  const tone = status === 'possible-match' || status === 'error' ? theme.colors.error : theme.colors.primary;
  return {
    display: 'inline-block',
    padding: '0.25rem 0.75rem',
    borderRadius: theme.radius.pill,
    fontWeight: 600,
    fontSize: '0.875rem',
    color: theme.colors.text,
    background: `color-mix(in srgb, ${tone} 12%, ${theme.colors.surface})`,
    border: `1px solid color-mix(in srgb, ${tone} 45%, ${theme.colors.surface})`,
  };
};

const cell = (theme: Theme) => ({
  padding: '0.5rem',
  borderBottom: `1px solid ${theme.colors.border}`,
  textAlign: 'left' as const,
  verticalAlign: 'top' as const,
});

/** The review of one hit: a note, then "Falso positivo" or "Confirmar"; a note is required. */
function HitReview({ hit, busy, onReview }: { hit: ScreeningHitItem; busy: boolean; onReview: ScreeningPanelProps['onReview'] }) {
  const id = useId();
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const send = (Decision: ScreeningReviewBody['Decision']) => {
    if (note.trim() === '') return setMissing(true);
    onReview(hit.Id, { Decision, Note: note.trim() });
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would draw a legend; the group only names the review.
    <div
      role="group"
      aria-label={`Revisar ${hit.MatchedName}`}
      css={{ display: 'flex', gap: '0.75rem', alignItems: 'end', flexWrap: 'wrap' }}
    >
      <div css={{ flex: '1 1 18rem' }}>
        <Field id={`${id}-note`} label={`Nota sobre ${hit.MatchedName}`} error={missing ? ScreeningMessages.noteRequired : undefined}>
          {(control) => (
            <textarea
              {...control}
              rows={2}
              maxLength={SCREENING_NOTE_MAX}
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
                setMissing(false);
              }}
              css={inputStyle}
            />
          )}
        </Field>
      </div>
      <div css={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <Button variant="secondary" disabled={busy} onClick={() => send('false-positive')}>
          Falso positivo
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => send('confirmed')}>
          Confirmar
        </Button>
      </div>
    </div>
  );
}

function ReviewText({ review }: { review: ScreeningHitItem['Review'] }) {
  if (!review) return <strong>Sem revisão</strong>;
  return (
    <span>
      <strong>{DECISION_LABELS[review.Decision]}</strong> por {review.By} em {formatDateTime(review.At)}: {review.Note}
    </span>
  );
}

const HEADERS = ['Pessoa', 'Lista', 'Nome na lista e cargo', 'Semelhança e motivo', 'Revisão'];
const secondLine = (theme: Theme) => ({ display: 'block', color: theme.colors.muted, fontSize: '0.875rem' });

/** The hits, one row each; an unreviewed hit is followed by a row with its review when the staff member may review. */
function HitsTable({
  hits,
  canReview,
  busy,
  onReview,
}: { hits: ScreeningHitItem[]; canReview: boolean; busy: boolean } & Pick<ScreeningPanelProps, 'onReview'>) {
  return (
    // A region that scrolls sideways takes focus, so a keyboard can scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable regions must be focusable (axe scrollable-region-focusable).
    <section aria-label="Resultados da triagem" tabIndex={0} css={{ overflowX: 'auto' }}>
      <table css={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.9375rem' }}>
        <thead>
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col" css={cell}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hits.map((hit) => (
            <Fragment key={hit.Id}>
              <tr>
                <td css={cell}>
                  {SUBJECT_LABELS[hit.Subject.Kind]}: {hit.Subject.Name}
                </td>
                <td css={cell}>
                  {LIST_LABELS[hit.List]} ({hit.Source})
                </td>
                <td css={cell}>
                  {hit.MatchedName} <small>({hit.EntryId})</small>
                  <span css={secondLine}>{hit.Role ?? 'Sem cargo ou programa informado'}</span>
                </td>
                <td css={cell}>
                  {Math.round(hit.Score * 100)}%<span css={secondLine}>{REASON_LABELS[hit.Reason]}</span>
                </td>
                <td css={cell}>
                  <ReviewText review={hit.Review} />
                </td>
              </tr>
              {canReview && !hit.Review ? (
                <tr>
                  <td colSpan={HEADERS.length} css={cell}>
                    <HitReview hit={hit} busy={busy} onReview={onReview} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * "Triagem (PEP e sanções)" of an application (ADR 233): the latest run's outcome as a chip, its hits with their
 * list, entry, score and why they matched, a review per hit (a note, then false positive or confirmed), why an
 * approval is refused, the earlier runs, and "Refazer triagem". Presentational: the page owns the calls.
 */
export function ScreeningPanel({ screening, busy = false, error, canReview, onRescreen, onReview }: ScreeningPanelProps) {
  const headingId = useId();
  const latest = screening?.Latest ?? null;
  return (
    <section
      aria-labelledby={headingId}
      css={(theme) => ({
        display: 'grid',
        gap: '0.75rem',
        padding: '1rem 1.25rem',
        borderRadius: theme.radius.md,
        border: `1px solid ${theme.colors.border}`,
      })}
    >
      <div css={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <h2 id={headingId} css={{ margin: 0, fontSize: '1.125rem' }}>
          Triagem (PEP e sanções)
        </h2>
        <span css={chipTone(latest?.Status ?? null)}>
          {screening === null ? 'Carregando…' : latest ? SCREENING_STATUS_LABELS[latest.Status] : 'Ainda não triado'}
        </span>
      </div>
      {error ? <Alert>{error}</Alert> : null}
      {latest ? (
        <p css={(theme) => ({ margin: 0, color: theme.colors.muted, fontSize: '0.875rem' })}>
          Última triagem em {formatDateTime(latest.At)} por {latest.By} ({latest.Provider}).
        </p>
      ) : null}
      {screening?.ApprovalBlockedBy ? (
        <p css={(theme) => ({ margin: 0, fontWeight: 600, color: theme.colors.error })}>{screening.ApprovalBlockedBy}</p>
      ) : null}
      {latest && latest.Hits.length > 0 ? <HitsTable hits={latest.Hits} canReview={canReview} busy={busy} onReview={onReview} /> : null}
      <div>
        <Button variant="secondary" loading={busy} onClick={onRescreen}>
          Refazer triagem
        </Button>
      </div>
      {screening && screening.History.length > 1 ? (
        <details>
          <summary>Triagens anteriores ({screening.History.length - 1})</summary>
          <ul css={{ margin: '0.5rem 0 0', paddingLeft: '1.25rem' }}>
            {screening.History.slice(1).map((run) => (
              <li key={run.Id}>
                {formatDateTime(run.At)}, {run.By}: {SCREENING_STATUS_LABELS[run.Status]}
                {run.HitCount > 0 ? ` (${run.HitCount} ${run.HitCount === 1 ? 'ocorrência' : 'ocorrências'})` : ''}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
