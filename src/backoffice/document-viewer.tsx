import type { ApplicationDocument } from '../../domain/api/backoffice.ts';
import type { DocumentView } from '../../machines/backoffice/index.ts';
import { Alert } from '../components/alert.tsx';
import { Button } from '../components/button.tsx';
import { Spinner } from '../components/spinner.tsx';
import { useObjectUrl } from '../components/use-object-url.ts';
import { useBackofficeSend } from './backoffice-context.tsx';
import { formatDateTime, formatSize } from './labels.ts';
import { PdfPages } from './pdf-pages.tsx';

// The open document: an image from its bytes, a PDF drawn page by page; anything else only downloads.
function OpenDocument({ view, document }: { view: DocumentView; document: ApplicationDocument }) {
  const send = useBackofficeSend();
  const file = view.file;
  const imageUrl = useObjectUrl(file?.contentType.startsWith('image/') ? file.blob : null);
  return (
    <section
      aria-label={`Documento: ${document.TypeName}`}
      css={(theme) => ({
        display: 'grid',
        gap: '0.75rem',
        padding: '1rem',
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius.md,
      })}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center', justifyContent: 'space-between' }}>
        <strong>{document.TypeName}</strong>
        <div css={{ display: 'flex', gap: '0.5rem' }}>
          <Button variant="secondary" disabled={view.status !== 'shown'} onClick={() => send({ type: 'document.download' })}>
            Baixar
          </Button>
          <Button variant="ghost" onClick={() => send({ type: 'document.close' })}>
            Fechar
          </Button>
        </div>
      </div>
      {view.status === 'loading' ? <Spinner label="Abrindo documento…" /> : null}
      {view.status === 'failed' ? <Alert>{view.error}</Alert> : null}
      {imageUrl ? <img src={imageUrl} alt={document.TypeName} css={{ maxWidth: '100%', height: 'auto', justifySelf: 'start' }} /> : null}
      {file?.contentType === 'application/pdf' ? <PdfPages blob={file.blob} title={document.TypeName} /> : null}
    </section>
  );
}

/** The application's documents: each can be opened in the page (one at a time) and downloaded. */
export function DocumentsSection({ documents, view }: { documents: ApplicationDocument[]; view: DocumentView }) {
  const send = useBackofficeSend();
  const open = documents.find((document) => document.DocumentId === view.documentId);
  if (documents.length === 0) return <p css={{ margin: 0 }}>Nenhum documento enviado.</p>;
  return (
    <>
      <ul css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '0.5rem' }}>
        {documents.map((document) => (
          <li key={document.DocumentId} css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '0.75rem' }}>
            <Button
              variant="ghost"
              aria-pressed={document.DocumentId === view.documentId}
              onClick={() => send({ type: 'document.open', documentId: document.DocumentId })}
            >
              Ver {document.TypeName}
            </Button>
            <span>
              {document.FileName} · {formatSize(document.Size)} · enviado em {formatDateTime(document.UploadedAt)}
            </span>
          </li>
        ))}
      </ul>
      {open && view.status !== 'closed' ? <OpenDocument view={view} document={open} /> : null}
    </>
  );
}
