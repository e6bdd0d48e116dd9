import { useEffect, useState } from 'react';
import { selectAgreements } from '../../machines/agreements/index.ts';
import { selectStepActors } from '../../machines/onboarding/index.ts';
import { Alert } from '../components/alert.tsx';
import { Button, LinkButton } from '../components/button.tsx';
import { Card, PageLayout } from '../components/page-layout.tsx';
import { Spinner } from '../components/spinner.tsx';
import { useOnboarding } from '../flows/onboarding-context.tsx';

// A URL for the PDF's bytes while it is shown (revoked when it changes or the reader closes).
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

const FRAME_HEIGHT = 'max(20rem, calc(100dvh - 18rem))';

/**
 * The agreement being read on the terms step, full screen (spec §2 "/cadastrar/pdf"); back returns to the terms.
 * The controls sit above the frame and the frame fits the viewport: Chromium's PDF viewer keeps taking the clicks
 * of the place it covered before the page scrolled, which swallowed the first click on a button below it (ADR 142).
 */
export function PdfView() {
  const agreements = useOnboarding((snapshot) => selectStepActors(snapshot).agreements);
  const reader = useOnboarding((snapshot) => {
    const ref = selectStepActors(snapshot).agreements;
    return ref ? selectAgreements(ref.getSnapshot()).reader : null;
  });
  const url = useObjectUrl(reader?.status === 'showing' ? reader.pdf : null);
  const name = reader?.name || 'Documento';
  return (
    <PageLayout width="wide" view="pdf">
      <Card>
        <h1 css={{ fontSize: '1.5rem' }}>{name}</h1>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
          <Button variant="secondary" onClick={() => agreements?.send({ type: 'reader.close' })}>
            Voltar aos termos
          </Button>
          {url ? (
            <LinkButton variant="ghost" href={url} download={`${reader?.name || 'documento'}.pdf`}>
              Baixar PDF
            </LinkButton>
          ) : null}
        </div>
        {reader?.status === 'failed' ? (
          <>
            <Alert>Não foi possível carregar o documento.</Alert>
            <Button onClick={() => agreements?.send({ type: 'reader.retry' })}>Tentar novamente</Button>
          </>
        ) : url ? (
          <iframe title={name} src={url} css={{ width: '100%', height: FRAME_HEIGHT, border: 0 }} />
        ) : (
          <Spinner label="Carregando o documento…" />
        )}
      </Card>
    </PageLayout>
  );
}
