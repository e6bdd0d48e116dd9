import type { Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { type DocumentItemView, selectDocuments } from '../../../machines/documents/index.ts';
import { selectStepActors } from '../../../machines/onboarding/index.ts';
import { Button } from '../../components/button.tsx';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useCoarsePointer } from '../../components/use-coarse-pointer.ts';
import { useOnboarding } from '../../flows/onboarding-context.tsx';
import { InlineAlert } from '../notifications/notification-region.inline.tsx';
import { DocumentCard } from './document-card.tsx';
import { documentReason } from './document-reasons.ts';

const cardId = (key: string) => `document-${key.replace(/[^a-zA-Z0-9]/g, '-')}`;

const HINT_ID = 'documents-hint';

const LIST = { display: 'grid', gap: '1rem', padding: 0, margin: 0 } as const;

const DISCLOSURE = (theme: Theme) => ({
  '& > summary': { cursor: 'pointer', fontWeight: 600, minHeight: 24, padding: '0.25rem 0', color: theme.colors.primary },
  '& > summary:focus-visible': { outline: 'none', boxShadow: theme.shadow.focus, borderRadius: theme.radius.sm },
});

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * The documents step (PF "Identificação" and PJ "Envio de Documentos"): the required documents, each a card with its
 * own drop, picker and progress, then the optional ones under "Outros documentos (opcional)", collapsed; continue
 * once every required one is sent.
 */
export function DocumentsStep() {
  const documents = useOnboarding((snapshot) => selectStepActors(snapshot).documents);
  const view = useOnboarding((snapshot) => {
    const ref = selectStepActors(snapshot).documents;
    return ref ? selectDocuments(ref.getSnapshot()) : null;
  });
  const [attempt, setAttempt] = useState(0);
  const camera = useCoarsePointer();
  const firstMissing = view?.items.find((item) => item.missing)?.key;
  // A refused continue moves focus to the first document still missing.
  useEffect(() => {
    if (attempt > 0 && firstMissing) document.getElementById(`${cardId(firstMissing)}-file`)?.focus();
  }, [attempt, firstMissing]);

  if (!view || view.status === 'loading') return <Spinner label="Carregando a lista de documentos…" />;
  const required = view.items.filter((item) => item.required);
  const optional = view.items.filter((item) => !item.required);
  const cardOf = (item: DocumentItemView) => (
    <DocumentCard
      key={item.key}
      id={cardId(item.key)}
      item={item}
      hintId={HINT_ID}
      reason={item.required ? null : documentReason(view.personType, item.receiptTypeId)}
      camera={camera}
      onFile={(file) => documents?.send({ type: 'file.choose', key: item.key, file })}
      onRetry={() => documents?.send({ type: 'file.retry', key: item.key })}
      onRemove={() => documents?.send({ type: 'file.remove', key: item.key })}
      onSendPhoto={() => documents?.send({ type: 'photo.send', key: item.key })}
      onDiscardPhoto={() => documents?.send({ type: 'photo.discard', key: item.key })}
    />
  );
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
        {camera
          ? 'Tire uma foto de cada documento obrigatório, num lugar claro e com o documento inteiro na tela, ou envie um PDF.'
          : 'Envie uma foto legível ou um PDF de cada documento obrigatório.'}
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
      {required.length > 0 ? (
        <ul aria-label="Documentos" css={LIST}>
          {required.map(cardOf)}
        </ul>
      ) : null}
      {optional.length > 0 ? (
        // Collapsed until the customer opens it, or one of them is being sent, was sent or was refused.
        <details open={optional.some((item) => item.status !== 'pending' || item.error !== null) || undefined} css={DISCLOSURE}>
          <summary>Outros documentos (opcional)</summary>
          <p css={(theme) => ({ color: theme.colors.muted, fontSize: '0.875rem', margin: '0.5rem 0 1rem' })}>
            Envie se algum deles se aplicar a você; eles ajudam a análise, mas não impedem a conclusão do cadastro.
          </p>
          <ul aria-label="Outros documentos" css={LIST}>
            {optional.map(cardOf)}
          </ul>
        </details>
      ) : null}
      <InlineAlert message={view.error} />
      <Button
        block
        loading={view.status === 'completing'}
        disabled={view.status === 'uploading' || view.status === 'removing' || view.status === 'checking'}
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
