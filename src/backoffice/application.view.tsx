import type { ReactNode } from 'react';
import type { ApplicationDetail } from '../../domain/api/backoffice.ts';
import { type ApplicationView, BACKOFFICE_PATHS } from '../../machines/backoffice/index.ts';
import { Alert } from '../components/alert.tsx';
import { Button } from '../components/button.tsx';
import { Spinner } from '../components/spinner.tsx';
import { AuditActor } from './audit-actor.tsx';
import { auditActionLabel } from './audit-labels.ts';
import { useBackofficeSend } from './backoffice-context.tsx';
import { EventLink } from './backoffice-layout.tsx';
import { DecisionPanel, type DocumentChoice } from './decision-panel.tsx';
import { DocumentConflicts } from './document-conflicts.tsx';
import { DocumentsSection } from './document-viewer.tsx';
import { formatDateTime, formatDocument, formatPhone, PERSON_TYPE_LABELS, STATUS_LABELS } from './labels.ts';
import { fieldLabel, SECTION_NAMES, SubmittedValue } from './submitted-value.tsx';

/** A titled block of the application page. */
function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      css={(theme) => ({
        display: 'grid',
        gap: '0.75rem',
        padding: '1.25rem',
        background: theme.colors.surface,
        borderRadius: theme.radius.md,
        boxShadow: theme.shadow.card,
      })}
    >
      <h2 css={{ margin: 0, fontSize: '1.125rem' }}>{title}</h2>
      {children}
    </section>
  );
}

function Summary({ detail }: { detail: ApplicationDetail }) {
  const { Summary: item } = detail;
  return (
    <SubmittedValue
      value={{
        Status: STATUS_LABELS[item.StatusRegistration] ?? item.StatusRegistration,
        Documento: formatDocument(item.Document),
        Tipo: PERSON_TYPE_LABELS[item.PersonType] ?? item.PersonType,
        Parceiro: item.PartnerName,
        'E-mail': detail.Email,
        Telefone: formatPhone(detail.Phone),
        PEP: item.Pep,
        'Criado em': formatDateTime(item.CreatedAt),
        'No status desde': `${formatDateTime(item.StatusChangedAt)} (${item.DaysInStatus} dias)`,
      }}
    />
  );
}

const cell = { padding: '0.5rem 0.625rem', textAlign: 'left', verticalAlign: 'top' } as const;
// Hashes and digests break anywhere; words do not.
const digest = { wordBreak: 'break-all', fontSize: '0.8125rem' } as const;

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    // A wide table scrolls in its own region, which the keyboard can reach (axe: scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
    <section aria-label={caption} tabIndex={0} css={{ overflowX: 'auto' }}>
      <table css={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.875rem' }}>
        <caption css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{caption}</caption>
        <thead>
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" css={cell}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are shown in the server's order and never reordered
            <tr key={index} css={(theme) => ({ borderTop: `1px solid ${theme.colors.border}` })}>
              {row.map((value, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a column's position is its identity
                <td key={column} css={cell}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

// The types the staff may ask for: every requestable type of the person type, marked when the file already has one.
const choicesOf = (detail: ApplicationDetail): DocumentChoice[] => {
  const sent = new Set(detail.Documents.map((document) => document.DocumentTypeId));
  return detail.DocumentTypes.map((type) => ({ id: type.Id, name: type.Name, sent: sent.has(type.Id) }));
};

function Detail({ view, detail }: { view: ApplicationView; detail: ApplicationDetail }) {
  return (
    <div
      css={(theme) => ({
        display: 'grid',
        gap: '1.25rem',
        // Narrow: the summary, the decision, then the file. Wide: the decision beside the file.
        [theme.mq.lg]: {
          gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)',
          gridTemplateAreas: '"summary decision" "file decision"',
          alignItems: 'start',
        },
      })}
    >
      <div css={(theme) => ({ minWidth: 0, [theme.mq.lg]: { gridArea: 'summary' } })}>
        <div css={{ display: 'grid', gap: '1.25rem' }}>
          <DocumentConflicts conflicts={detail.Conflicts ?? []} personType={detail.Summary.PersonType} />
          <Block title="Resumo">
            <Summary detail={detail} />
          </Block>
        </div>
      </div>
      <div css={(theme) => ({ minWidth: 0, [theme.mq.lg]: { gridArea: 'decision' } })}>
        <Block title="Decisão">
          <DecisionPanel application={view} choices={choicesOf(detail)} />
        </Block>
      </div>
      <div css={(theme) => ({ display: 'grid', gap: '1.25rem', minWidth: 0, [theme.mq.lg]: { gridArea: 'file' } })}>
        {Object.entries(detail.Sections).map(([name, value]) => (
          <Block key={name} title={SECTION_NAMES[name] ?? fieldLabel(name)}>
            <SubmittedValue value={value} names={detail.LookupNames} />
          </Block>
        ))}
        <Block title="Documentos">
          <DocumentsSection documents={detail.Documents} view={view.document} />
        </Block>
        <Block title="Suitability">
          {detail.Suitability ? (
            <>
              <p css={{ margin: 0 }}>
                Perfil: <strong>{detail.Suitability.Profile}</strong>
              </p>
              <Table
                caption="Respostas do questionário"
                head={['Pergunta', 'Resposta']}
                rows={detail.Suitability.Answers.map((a) => [a.Question, a.Answer])}
              />
            </>
          ) : (
            <p css={{ margin: 0 }}>Questionário não respondido.</p>
          )}
        </Block>
        <Block title="Termos assinados">
          <Table
            caption="Termos assinados com as evidências"
            head={['Termo', 'Versão', 'Assinado em', 'IP', 'Navegador', 'SHA-256']}
            rows={detail.Agreements.map((a) => [
              a.Name,
              a.Version,
              formatDateTime(a.SignedAt),
              a.Ip,
              a.UserAgent,
              <code key="hash" css={digest}>
                {a.Sha256}
              </code>,
            ])}
          />
        </Block>
        <Block title="Declarações">
          <SubmittedValue value={detail.Declarations} />
        </Block>
        <Block title="Histórico (auditoria)">
          <Table
            caption="Histórico do cadastro"
            head={['Quando', 'Quem', 'O quê', 'Motivo', 'Requisição', 'Antes / depois']}
            rows={detail.Audit.map((e) => [
              formatDateTime(e.At),
              <AuditActor key="actor" entry={e} />,
              auditActionLabel(e.Action),
              e.Reason ?? '—',
              e.RequestId ?? '—',
              <code key="digests" css={digest}>{`${e.BeforeDigest ?? '—'} → ${e.AfterDigest ?? '—'}`}</code>,
            ])}
          />
        </Block>
      </div>
    </div>
  );
}

/** One application as submitted, its documents in the page, its audit trail and the decision panel. */
export function ApplicationScreen({ view }: { view: ApplicationView }) {
  const send = useBackofficeSend();
  return (
    <>
      <EventLink href={BACKOFFICE_PATHS.queue} event={{ type: 'nav.queue' }}>
        ← Voltar à fila
      </EventLink>
      <h1 css={{ margin: 0, fontSize: '1.5rem' }}>{view.detail?.Summary.Name ?? `Cadastro ${view.clientId}`}</h1>
      {view.status === 'loading' ? <Spinner label="Carregando o cadastro…" /> : null}
      {view.status === 'error' ? (
        <>
          <Alert>{view.error}</Alert>
          <Button onClick={() => send({ type: 'retry' })}>Tentar novamente</Button>
        </>
      ) : null}
      {view.status === 'ready' && view.detail ? <Detail view={view} detail={view.detail} /> : null}
    </>
  );
}
