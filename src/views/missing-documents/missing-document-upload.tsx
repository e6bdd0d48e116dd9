import { useState } from 'react';
import { fileError } from '../../../machines/documents/index.ts';
import type { MissingDocumentsView } from '../../../machines/missing-documents/index.ts';
import type { UploadProgress } from '../../api/upload.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { DocumentDrop } from '../../components/document-drop.tsx';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useCoarsePointer } from '../../components/use-coarse-pointer.ts';

type Props = {
  view: MissingDocumentsView;
  progress: UploadProgress | null;
  onUpload: (file: File) => void;
  onRetry: () => void;
  onNext: () => void;
  onFinish: () => void;
};

const ACCEPT = 'application/pdf,image/jpeg,image/png';
const HINT_ID = 'missing-document-hint';
const ERROR_ID = 'missing-document-error';

/** One missing document at a time (spec §2, index from 0): choose its file, watch it go, then the next; finish at the end. */
export function MissingDocumentUpload({ view, progress, onUpload, onRetry, onNext, onFinish }: Props) {
  const [refused, setRefused] = useState<string | null>(null);
  // On a phone the camera goes first, as on the documents step (ADR 230).
  const camera = useCoarsePointer();
  const { status, current } = view;
  // Type and size are checked before anything is sent (the server checks them again).
  const choose = (file: File) => {
    const error = fileError(file);
    setRefused(error);
    if (!error) onUpload(file);
  };
  const picker = (
    <div css={{ display: 'grid', gap: '0.5rem' }}>
      <DocumentDrop
        id="missing-document"
        name={current?.description ?? ''}
        accept={ACCEPT}
        onFile={choose}
        describedBy={refused ? `${HINT_ID} ${ERROR_ID}` : HINT_ID}
        invalid={refused !== null}
        cameraFirst={camera}
      />
      <p id={HINT_ID} css={(theme) => ({ color: theme.colors.muted, fontSize: '0.875rem' })}>
        PDF, JPG ou PNG, até 10 MB.
      </p>
      {refused ? (
        <p id={ERROR_ID} role="alert" css={(theme) => ({ color: theme.colors.error, fontSize: '0.875rem', fontWeight: 500 })}>
          {refused}
        </p>
      ) : null}
    </div>
  );

  if (status === 'complete' || status === 'finishing' || status === 'finishError') {
    return (
      <div css={{ display: 'grid', gap: '1rem' }}>
        <p>
          {view.documents.length > 0
            ? 'Todos os documentos foram enviados.'
            : 'Os documentos solicitados já foram enviados. Conclua o envio para seguirmos com a análise.'}
        </p>
        {status === 'finishError' && view.error ? <Alert>{view.error}</Alert> : null}
        <Button onClick={onFinish} loading={status === 'finishing'}>
          Concluir envio
        </Button>
      </div>
    );
  }
  return (
    <div css={{ display: 'grid', gap: '1rem' }}>
      <p aria-live="polite" css={(theme) => ({ color: theme.colors.muted, fontWeight: 600 })}>
        Documento {view.index + 1} de {view.documents.length}
      </p>
      <h2 css={{ fontSize: '1.25rem' }}>
        {current?.description}
        {current?.required ? <span css={(theme) => ({ color: theme.colors.muted, fontWeight: 500 })}> (obrigatório)</span> : null}
      </h2>
      {status === 'choosing' ? picker : null}
      {status === 'uploading' ? (
        progress ? (
          <ProgressBar label="Enviando o documento" value={progress.loaded / progress.total} />
        ) : (
          <Spinner inline label="Enviando o documento…" />
        )
      ) : null}
      {status === 'uploaded' ? (
        <>
          <p role="status">Documento enviado.</p>
          <Button onClick={onNext}>Próximo documento</Button>
        </>
      ) : null}
      {status === 'uploadError' ? (
        <>
          {view.error ? <Alert>{view.error}</Alert> : null}
          <Button onClick={onRetry}>Tentar novamente</Button>
          {picker}
        </>
      ) : null}
    </div>
  );
}
