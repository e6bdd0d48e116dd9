import { useSyncExternalStore } from 'react';
import type { ApplicationDocument } from '../../domain/api/backoffice.ts';
import type { DocumentView } from '../../machines/backoffice/index.ts';
import { Button } from '../components/button.tsx';
import { useBackofficeSend } from './backoffice-context.tsx';
import { DocumentPane } from './document-pane.tsx';
import { formatDateTime, formatSize } from './labels.ts';

/** From this width the viewer is a pane beside the dossier; below, a full-screen dialog. */
export const PANE_MEDIA = '(min-width: 1280px)';

// No matchMedia (jsdom, old engines): the dialog, which works at any width.
const paneMedia = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PANE_MEDIA) : null);
function subscribe(onChange: () => void) {
  const list = paneMedia();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True when the screen is wide enough for the viewer pane beside the dossier. */
export function useViewerPane(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => paneMedia()?.matches ?? false,
    () => false,
  );
}

/** "Novo": a document sent after the last document request. */
export const NewBadge = () => (
  <span
    css={(theme) => ({
      display: 'inline-block',
      padding: '0 0.5rem',
      borderRadius: theme.radius.pill,
      fontSize: '0.75rem',
      fontWeight: 700,
      verticalAlign: 'middle',
      color: theme.colors.primaryContrast,
      background: theme.colors.primary,
    })}
  >
    Novo
  </span>
);

type ViewerProps = { documents: ApplicationDocument[]; view: DocumentView; fresh: ReadonlySet<number> };

/** The open document, as a pane beside the dossier on a wide screen or a full-screen dialog otherwise; nothing when closed. */
export function DocumentViewer({ documents, view, fresh, pane }: ViewerProps & { pane: boolean }) {
  if (view.status === 'closed') return null;
  return <DocumentPane documents={documents} view={view} fresh={fresh} mode={pane ? 'pane' : 'dialog'} />;
}

/** The application's documents, newest first, those sent after the last request marked "Novo": each opens in the viewer. */
export function DocumentsSection({ documents, view, fresh }: ViewerProps) {
  const send = useBackofficeSend();
  if (documents.length === 0) return <p css={{ margin: 0 }}>Nenhum documento enviado.</p>;
  return (
    <ul css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '0.5rem' }}>
      {documents.map((document) => (
        <li key={document.DocumentId} css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '0.75rem' }}>
          <Button
            variant="ghost"
            aria-pressed={document.DocumentId === view.documentId && view.status !== 'closed'}
            onClick={() => send({ type: 'document.open', documentId: document.DocumentId })}
          >
            Ver {document.TypeName}
          </Button>
          {fresh.has(document.DocumentId) ? <NewBadge /> : null}
          <span>
            {document.FileName} · {formatSize(document.Size)} · enviado em {formatDateTime(document.UploadedAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}
