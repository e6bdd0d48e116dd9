import type { ApplicationDetail } from '../../domain/api/backoffice.ts';
import { Button } from '../components/button.tsx';
import { useBackofficeSend } from './backoffice-context.tsx';
import { NewBadge } from './document-viewer.tsx';
import { Block } from './dossier-parts.tsx';
import { formatDateTime } from './labels.ts';
import { resubmissionOf } from './resubmission.ts';

const list = { margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.375rem' } as const;

/**
 * What changed since the last document request ("Mudou desde o pedido de documentos") or decision: the documents
 * sent after it, each opening in the viewer, and the sections saved after it. Shown after a request even when nothing
 * came yet; after another decision only when something changed.
 */
export function ResubmissionBlock({ detail }: { detail: ApplicationDetail }) {
  const send = useBackofficeSend();
  const changes = resubmissionOf(detail);
  if (!changes) return null;
  const request = changes.since.kind === 'request';
  const nothing = changes.documents.length === 0 && changes.sections.length === 0;
  if (!request && nothing) return null;
  return (
    <Block title={request ? 'Mudou desde o pedido de documentos' : 'Mudou desde a última decisão'}>
      <p css={{ margin: 0 }}>
        {request ? 'Documentos pedidos' : 'Última decisão'} em {formatDateTime(changes.since.at)}
        {changes.since.reason ? `: “${changes.since.reason}”` : '.'}
        {changes.returnedAt ? ` O cliente enviou o que faltava em ${formatDateTime(changes.returnedAt)}.` : ''}
      </p>
      {nothing ? <p css={{ margin: 0 }}>Nada mudou desde então.</p> : null}
      {changes.documents.length > 0 ? (
        <ul aria-label="Documentos novos" css={list}>
          {changes.documents.map((document) => (
            <li key={document.DocumentId}>
              <NewBadge /> {document.TypeName} — {document.FileName}, enviado em {formatDateTime(document.UploadedAt)}{' '}
              <Button
                variant="ghost"
                css={{ minHeight: 40, padding: '0.25rem 0.75rem' }}
                onClick={() => send({ type: 'document.open', documentId: document.DocumentId })}
              >
                Abrir {document.FileName}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {changes.sections.length > 0 ? (
        <ul aria-label="Seções alteradas" css={list}>
          {changes.sections.map((section) => (
            <li key={section.title}>
              <strong>{section.title}</strong> — última alteração em {formatDateTime(section.at)}
            </li>
          ))}
        </ul>
      ) : null}
    </Block>
  );
}
