import type { Theme } from '@emotion/react';
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import type { ApplicationDocument } from '../../domain/api/backoffice.ts';
import type { DocumentView } from '../../machines/backoffice/index.ts';
import { Alert } from '../components/alert.tsx';
import { Button } from '../components/button.tsx';
import { Spinner } from '../components/spinner.tsx';
import { useBackofficeSend } from './backoffice-context.tsx';
import { DocumentContent, type Rotation } from './document-pane-content.tsx';
import { NewBadge } from './document-viewer.tsx';
import { formatDateTime, formatSize } from './labels.ts';

/** The zoom steps, as a multiple of the pane's width (1: the page fits the width). */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

const kindOf = (contentType: string) =>
  contentType === 'application/pdf'
    ? 'PDF'
    : contentType.startsWith('image/')
      ? `Imagem ${contentType.slice(6).toUpperCase()}`
      : contentType;

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

// Tab and Shift+Tab cycle inside the dialog: the page behind it is out of reach while it is open.
function trapTab(event: KeyboardEvent<HTMLElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const [first, last] = [items[0], items.at(-1)];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Focus moves to the heading when a document opens from outside the viewer (or the viewer changed between pane and
 * dialog, dropping it), and returns to where it was (the "Ver …" button) when the viewer closes.
 */
function useViewerFocus(documentId: number, mode: string) {
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another document, or another frame, takes the focus
  useEffect(() => {
    const active = document.activeElement as HTMLElement | null;
    if (root.current?.contains(active)) return;
    if (active && active !== document.body) returnTo.current = active;
    heading.current?.focus();
  }, [documentId, mode]);
  useEffect(
    () => () => {
      if (returnTo.current?.isConnected) returnTo.current.focus();
    },
    [],
  );
  return { root, heading };
}

type PaneProps = {
  documents: ApplicationDocument[];
  view: DocumentView;
  /** Documents sent after the last request (marked "Novo"). */
  fresh: ReadonlySet<number>;
  /** `pane`: a region beside the dossier (wide screens); `dialog`: full screen over the page. */
  mode: 'pane' | 'dialog';
};

type FrameProps = {
  mode: PaneProps['mode'];
  frameRef: RefObject<HTMLDivElement | null>;
  labelledBy: string;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  children: ReactNode;
};

const SHORTCUTS = 'ArrowLeft ArrowRight + - 0 R Escape';

// The viewer's frame: a modal dialog over the whole screen, or a region as tall as the screen beside the dossier.
function ViewerFrame({ mode, frameRef, labelledBy, onKeyDown, children }: FrameProps) {
  const frame = (theme: Theme) => ({
    display: 'flex',
    flexDirection: 'column' as const,
    gap: '0.75rem',
    padding: '1rem',
    background: theme.colors.surface,
  });
  if (mode === 'dialog') {
    return (
      <div
        ref={frameRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-keyshortcuts={SHORTCUTS}
        onKeyDown={onKeyDown}
        css={(theme) => ({ ...frame(theme), position: 'fixed', inset: 0, zIndex: 50 })}
      >
        {children}
      </div>
    );
  }
  return (
    <section
      ref={frameRef}
      aria-labelledby={labelledBy}
      aria-keyshortcuts={SHORTCUTS}
      onKeyDown={onKeyDown}
      css={(theme) => ({ ...frame(theme), height: 'calc(100vh - 2rem)', borderRadius: theme.radius.md, boxShadow: theme.shadow.card })}
    >
      {children}
    </section>
  );
}

/**
 * The open document beside the data: its name, type, date and size; zoom, rotation, previous/next document, download,
 * close; keys ←/→, +/−, 0 (fit), R and Esc. A failed load says so in pt-BR with "Tentar novamente".
 */
export function DocumentPane({ documents, view, fresh, mode }: PaneProps) {
  const send = useBackofficeSend();
  const index = documents.findIndex((document) => document.DocumentId === view.documentId);
  const open = documents[index];
  const headingId = useId();
  const { root, heading } = useViewerFocus(view.documentId ?? 0, mode);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState<Rotation>(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another document starts fitted and upright
  useEffect(() => {
    setZoom(1);
    setRotation(0);
  }, [view.documentId]);
  if (!open) return null;
  const go = (step: number) => {
    const next = documents[index + step];
    if (next) send({ type: 'document.open', documentId: next.DocumentId });
  };
  const zoomBy = (step: number) => {
    const at = ZOOM_STEPS.findIndex((value) => value >= zoom);
    setZoom(ZOOM_STEPS[Math.min(Math.max(at + step, 0), ZOOM_STEPS.length - 1)]);
  };
  const rotate = () => setRotation((value) => ((value + 90) % 360) as Rotation);
  const close = () => send({ type: 'document.close' });
  const actionOf = (key: string): (() => void) | undefined => {
    if (key === 'ArrowLeft') return () => go(-1);
    if (key === 'ArrowRight') return () => go(1);
    if (key === '+' || key === '=') return () => zoomBy(1);
    if (key === '-') return () => zoomBy(-1);
    if (key === '0') return () => setZoom(1);
    if (key === 'r' || key === 'R') return rotate;
    if (key === 'Escape') return close;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Tab' && mode === 'dialog') return trapTab(event);
    const action = actionOf(event.key);
    if (!action || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    action();
  };
  const tool = { padding: '0.375rem 0.75rem', minHeight: 40 };
  return (
    <ViewerFrame mode={mode} frameRef={root} labelledBy={headingId} onKeyDown={onKeyDown}>
      <header css={{ display: 'grid', gap: '0.25rem' }}>
        <h2 ref={heading} id={headingId} tabIndex={-1} css={{ margin: 0, fontSize: '1.0625rem', outline: 'none' }}>
          {open.TypeName} {fresh.has(open.DocumentId) ? <NewBadge /> : null}
        </h2>
        <p css={(theme) => ({ margin: 0, color: theme.colors.muted, fontSize: '0.875rem', overflowWrap: 'anywhere' })}>
          {open.FileName} · {kindOf(open.ContentType)} · {formatSize(open.Size)} · enviado em {formatDateTime(open.UploadedAt)} · documento{' '}
          {index + 1} de {documents.length}
        </p>
      </header>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem' }}>
        <Button variant="ghost" css={tool} disabled={index === 0} onClick={() => go(-1)} aria-keyshortcuts="ArrowLeft">
          ← Anterior
        </Button>
        <Button variant="ghost" css={tool} disabled={index === documents.length - 1} onClick={() => go(1)} aria-keyshortcuts="ArrowRight">
          Próximo →
        </Button>
        <Button variant="ghost" css={tool} aria-label="Diminuir zoom" disabled={zoom <= ZOOM_STEPS[0]} onClick={() => zoomBy(-1)}>
          −
        </Button>
        <Button variant="ghost" css={tool} aria-label={`Ajustar à largura (zoom ${Math.round(zoom * 100)}%)`} onClick={() => setZoom(1)}>
          {Math.round(zoom * 100)}%
        </Button>
        <Button variant="ghost" css={tool} aria-label="Aumentar zoom" disabled={zoom >= ZOOM_STEPS.at(-1)!} onClick={() => zoomBy(1)}>
          +
        </Button>
        <Button variant="ghost" css={tool} onClick={rotate} aria-keyshortcuts="R">
          Girar 90°
        </Button>
        <Button variant="secondary" css={tool} disabled={view.status !== 'shown'} onClick={() => send({ type: 'document.download' })}>
          Baixar
        </Button>
        <Button variant="ghost" css={tool} onClick={close} aria-keyshortcuts="Escape">
          Fechar
        </Button>
      </div>
      <section
        aria-label={`Conteúdo: ${open.FileName}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the document scrolls in its own region, which the keyboard must reach
        tabIndex={0}
        css={(theme) => ({
          flex: 1,
          minHeight: 0,
          overflow: 'auto',
          padding: '0.5rem',
          borderRadius: theme.radius.sm,
          // A white page shows as a page: on the page's background, framed.
          background: theme.colors.background,
          '& canvas, & img': { background: '#fff', boxShadow: `0 0 0 1px ${theme.colors.border}` },
        })}
      >
        {view.status === 'loading' ? <Spinner label="Abrindo documento…" /> : null}
        {view.status === 'failed' ? (
          <div css={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}>
            <Alert>Não foi possível abrir este documento. {view.error}</Alert>
            <Button variant="secondary" onClick={() => send({ type: 'document.open', documentId: open.DocumentId })}>
              Tentar novamente
            </Button>
          </div>
        ) : null}
        {view.status === 'shown' && view.file ? (
          <DocumentContent file={view.file} title={open.TypeName} zoom={zoom} rotation={rotation} />
        ) : null}
      </section>
    </ViewerFrame>
  );
}
