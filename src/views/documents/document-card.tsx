import type { DocumentItemView } from '../../../machines/documents/index.ts';
import { Button } from '../../components/button.tsx';
import { DocumentDrop } from '../../components/document-drop.tsx';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { PhotoWarning } from './photo-warning.tsx';

/** The file picker's types: photos (the camera included) and PDFs; the exact types are checked before sending. */
export const DOCUMENT_ACCEPT = 'image/*,application/pdf';

type Props = {
  item: DocumentItemView;
  /** DOM id prefix of the card (its picker is `<id>-file`). */
  id: string;
  /** Id of the step's text on accepted files, which describes every picker. */
  hintId: string;
  /** When an optional document applies (null: none to say). */
  reason: string | null;
  /** A phone (coarse pointer): the camera is offered first. */
  camera: boolean;
  onFile: (file: File) => void;
  onRetry: () => void;
  onRemove: () => void;
  onSendPhoto: () => void;
  onDiscardPhoto: () => void;
};

const STATUS_TEXT: Record<DocumentItemView['status'], string> = {
  pending: 'Não enviado',
  checking: 'Verificando a foto…',
  warned: 'Revise a foto',
  queued: 'Na fila para envio',
  uploading: 'Enviando…',
  uploaded: 'Enviado',
  failed: 'Falha no envio',
};

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A file's size as a person reads it: "820 KB", "1,4 MB". */
export const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${decimal.format(bytes / (1024 * 1024))} MB`;

// The error of the slot: why the file was refused or the upload failed, else "required" after a continue.
const errorOf = (item: DocumentItemView) => item.error ?? (item.missing ? 'Envie este documento para continuar' : null);

/**
 * One document slot: its name, whether it is required and when it applies, its state, the file sent (name and size),
 * a drop/picker ("Substituir" and "Remover" once sent), the progress and retry.
 */
export function DocumentCard({ item, id, hintId, reason, camera, onFile, onRetry, onRemove, onSendPhoto, onDiscardPhoto }: Props) {
  const error = errorOf(item);
  const busy = ['uploading', 'queued', 'checking', 'warned'].includes(item.status);
  const describedBy = [reason ? `${id}-reason` : null, hintId, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <li
      aria-labelledby={`${id}-title`}
      css={(theme) => ({
        listStyle: 'none',
        display: 'grid',
        gap: '0.75rem',
        padding: '1rem',
        borderRadius: theme.radius.md,
        border: `1px solid ${error ? theme.colors.error : theme.colors.border}`,
      })}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '0.5rem' }}>
        <h2 id={`${id}-title`} css={{ fontSize: '1.0625rem' }}>
          {item.description}
          <span css={(theme) => ({ color: theme.colors.muted, fontWeight: 500 })}>{item.required ? ' (obrigatório)' : ' (opcional)'}</span>
        </h2>
        <span
          css={(theme) => ({
            fontSize: '0.875rem',
            fontWeight: 600,
            color: item.status === 'uploaded' ? theme.colors.primary : item.status === 'failed' ? theme.colors.error : theme.colors.muted,
          })}
        >
          {item.status === 'uploaded' ? <span aria-hidden="true">✓ </span> : null}
          <span>{STATUS_TEXT[item.status]}</span>
        </span>
      </div>
      {reason ? (
        <p id={`${id}-reason`} css={(theme) => ({ color: theme.colors.muted, fontSize: '0.875rem', marginTop: '-0.375rem' })}>
          {reason}
        </p>
      ) : null}
      {item.fileName ? (
        <p css={(theme) => ({ color: theme.colors.muted, fontSize: '0.875rem', wordBreak: 'break-all' })}>
          {item.fileName}
          {item.fileSize === null ? null : ` · ${fileSize(item.fileSize)}`}
        </p>
      ) : null}
      {item.status === 'uploading' ? (
        item.progress === null ? (
          <Spinner inline label="Enviando o documento…" />
        ) : (
          <ProgressBar label={`Envio de ${item.description}`} value={item.progress} />
        )
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" css={(theme) => ({ color: theme.colors.error, fontSize: '0.875rem', fontWeight: 500 })}>
          {error}
        </p>
      ) : null}
      {item.status === 'checking' ? <Spinner inline label="Verificando a foto…" /> : null}
      {item.photoIssue ? (
        <PhotoWarning
          id={id}
          name={item.description}
          issue={item.photoIssue}
          canSend={item.canSendPhoto}
          camera={camera}
          accept={DOCUMENT_ACCEPT}
          onFile={onFile}
          onSend={onSendPhoto}
          onDiscard={onDiscardPhoto}
        />
      ) : null}
      {item.canRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          Tentar novamente
        </Button>
      ) : null}
      {busy ? null : (
        <DocumentDrop
          id={id}
          name={item.description}
          accept={DOCUMENT_ACCEPT}
          onFile={onFile}
          describedBy={describedBy}
          invalid={error !== null}
          compact={item.status === 'uploaded'}
          disabled={item.removing}
          cameraFirst={camera}
        >
          {item.status === 'uploaded' ? (
            <Button
              variant="ghost"
              onClick={onRemove}
              disabled={!item.canRemove}
              loading={item.removing}
              aria-label={`Remover: ${item.description}`}
            >
              Remover
            </Button>
          ) : null}
        </DocumentDrop>
      )}
    </li>
  );
}
