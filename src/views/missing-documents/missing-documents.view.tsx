import { selectChildActor } from '../../../machines/onboarding/index.ts';
import { selectMissingDocuments } from '../../../machines/onboarding/onboarding.child-selectors.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { Card, PageLayout } from '../../components/page-layout.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useOnboarding, useSend } from '../../flows/onboarding-context.tsx';
import { MissingDocumentUpload } from './missing-document-upload.tsx';
import { MissingDocumentsRequest } from './missing-documents-request.tsx';
import { useUploadProgress } from './use-upload-progress.ts';

/**
 * Missing documents (spec §2): the link `/documentos-pendentes/:authCode` is checked ('Token Inválido', 'Verifique
 * sua conexão e tente novamente'), then `/documentos-pendentes-envio` shows the brokerage's message and the documents
 * it asked for, and sends them one at a time.
 */
export function MissingDocumentsView() {
  const view = useOnboarding(selectMissingDocuments);
  const flow = useOnboarding((snapshot) => selectChildActor(snapshot, 'missingDocuments'));
  const progress = useUploadProgress(flow);
  const send = useSend();
  const failure = (retry: 'link.retry' | 'documents.retry') => (
    <>
      <Alert>{view?.error}</Alert>
      <Button onClick={() => send({ type: retry })}>Tentar novamente</Button>
    </>
  );
  return (
    <PageLayout view="missingDocuments">
      <Card>
        <div data-phase={view?.phase} data-status={view?.status ?? undefined} css={{ display: 'grid', gap: '0.5rem' }}>
          <h1 css={{ fontSize: '1.5rem' }}>Envio de documentos pendentes</h1>
          <p css={(theme) => ({ color: theme.colors.muted })}>Envie os documentos que faltam para concluirmos a análise do seu cadastro.</p>
        </div>
        {view?.phase === 'failed' ? (
          failure('link.retry')
        ) : view?.phase !== 'sending' || view.status === 'loading' ? (
          <Spinner label={view?.phase === 'sending' ? 'Carregando os documentos…' : 'Verificando o link…'} />
        ) : view.status === 'listError' ? (
          failure('documents.retry')
        ) : (
          <>
            <MissingDocumentsRequest view={view} />
            <MissingDocumentUpload
              view={view}
              progress={progress}
              onUpload={(file) => send({ type: 'document.upload', file })}
              onRetry={() => send({ type: 'upload.retry' })}
              onNext={() => send({ type: 'document.next' })}
              onFinish={() => send({ type: 'documents.finish' })}
            />
          </>
        )}
      </Card>
    </PageLayout>
  );
}
