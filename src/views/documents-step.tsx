import { useEffect, useState } from 'react';
import { selectDocuments } from '../../machines/documents/index.ts';
import { selectStepActors } from '../../machines/onboarding/index.ts';
import { Button } from '../components/button.tsx';
import { ProgressBar } from '../components/progress-bar.tsx';
import { Spinner } from '../components/spinner.tsx';
import { useOnboarding } from '../flows/onboarding-context.tsx';
import { DocumentCard } from './document-card.tsx';
import { InlineAlert } from './notification-region.inline.tsx';

const cardId = (key: string) => `document-${key.replace(/[^a-zA-Z0-9]/g, '-')}`;

const HINT_ID = 'documents-hint';

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * The documents step (PF "Identificação" and PJ "Envio de Documentos"): the required documents first, each a card
 * with its own drop, picker and progress; continue once every required one is sent.
 */
export function DocumentsStep() {
  const documents = useOnboarding((snapshot) => selectStepActors(snapshot).documents);
  const view = useOnboarding((snapshot) => {
    const ref = selectStepActors(snapshot).documents;
    return ref ? selectDocuments(ref.getSnapshot()) : null;
  });
  const [attempt, setAttempt] = useState(0);
  const firstMissing = view?.items.find((item) => item.missing)?.key;
  // A refused continue moves focus to the first document still missing.
  useEffect(() => {
    if (attempt > 0 && firstMissing) document.getElementById(`${cardId(firstMissing)}-file`)?.focus();
  }, [attempt, firstMissing]);

  if (!view || view.status === 'loading') return <Spinner label="Carregando a lista de documentos…" />;
  if (view.status === 'loadError') {
    return (
      <>
        <InlineAlert message={view.error} />
        <Button onClick={() => documents?.send({ type: 'documents.retry' })}>Tentar novamente</Button>
      </>
    );
  }
  return (
    <div css={{ display: 'grid', gap: '1.25rem' }}>
      <p css={(theme) => ({ color: theme.colors.muted })}>
        Envie uma foto legível ou um PDF de cada documento. Os obrigatórios aparecem primeiro.
      </p>
      <p id={HINT_ID} css={(theme) => ({ color: theme.colors.muted, fontSize: '0.875rem' })}>
        Formatos aceitos: PDF, JPG ou PNG, até {megabytes(view.maxBytes)}
        {'\u00a0'}MB por arquivo.
      </p>
      {view.requiredCount > 0 ? (
        <div aria-live="polite">
          <ProgressBar
            label={`${view.requiredUploaded} de ${view.requiredCount} documentos obrigatórios enviados`}
            value={view.requiredUploaded / view.requiredCount}
          />
        </div>
      ) : null}
      <ul aria-label="Documentos" css={{ display: 'grid', gap: '1rem', padding: 0, margin: 0 }}>
        {view.items.map((item) => (
          <DocumentCard
            key={item.key}
            id={cardId(item.key)}
            item={item}
            hintId={HINT_ID}
            onFile={(file) => documents?.send({ type: 'file.choose', key: item.key, file })}
            onRetry={() => documents?.send({ type: 'file.retry', key: item.key })}
          />
        ))}
      </ul>
      <InlineAlert message={view.error} />
      <Button
        block
        loading={view.status === 'completing'}
        disabled={view.status === 'uploading'}
        onClick={() => {
          documents?.send({ type: 'documents.continue' });
          setAttempt((count) => count + 1);
        }}
      >
        Salvar e continuar
      </Button>
    </div>
  );
}
