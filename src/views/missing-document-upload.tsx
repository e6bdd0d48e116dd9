import { useState } from 'react';
import { fileError } from '../../machines/documents/index.ts';
import type { MissingDocumentsView } from '../../machines/missing-documents/index.ts';
import type { UploadProgress } from '../api/upload.ts';
import { Alert } from '../components/alert.tsx';
import { Button } from '../components/button.tsx';
import { FileField } from '../components/file-field.tsx';
import { ProgressBar } from '../components/progress-bar.tsx';
import { Spinner } from '../components/spinner.tsx';

type Props = {
  view: MissingDocumentsView;
  progress: UploadProgress | null;
  onUpload: (file: File) => void;
  onRetry: () => void;
  onNext: () => void;
  onFinish: () => void;
};

const ACCEPT = 'application/pdf,image/jpeg,image/png';

/** One missing document at a time (spec §2, index from 0): choose its file, watch it go, then the next; finish at the end. */
export function MissingDocumentUpload({ view, progress, onUpload, onRetry, onNext, onFinish }: Props) {
  const [refused, setRefused] = useState<string | null>(null);
  const { status, current } = view;
  // Type and size are checked before anything is sent (the server checks them again).
  const choose = (file: File) => {
    const error = fileError(file);
    setRefused(error);
    if (!error) onUpload(file);
  };
  const picker = (label: string) => (
    <FileField
      id="missing-document-file"
      label={label}
      accept={ACCEPT}
      hint="PDF, JPG ou PNG, até 10 MB."
      onFile={choose}
      error={refused ?? undefined}
    />
  );

  if (status === 'complete' || status === 'finishing' || status === 'finishError') {
    return (
      <div css={{ display: 'grid', gap: '1rem' }}>
        <p>{view.documents.length > 0 ? 'Todos os documentos foram enviados.' : 'Não há documentos pendentes.'}</p>
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
      {status === 'choosing' ? picker('Arquivo do documento') : null}
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
          {picker('Escolher outro arquivo')}
        </>
      ) : null}
    </div>
  );
}
