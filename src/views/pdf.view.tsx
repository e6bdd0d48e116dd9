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

/** The agreement being read on the terms step, full screen (spec §2 "/cadastrar/pdf"); back returns to the terms. */
export function PdfView() {
  const agreements = useOnboarding((snapshot) => selectStepActors(snapshot).agreements);
  const reader = useOnboarding((snapshot) => {
    const ref = selectStepActors(snapshot).agreements;
    return ref ? selectAgreements(ref.getSnapshot()).reader : null;
  });
  const url = useObjectUrl(reader?.status === 'showing' ? reader.pdf : null);
  return (
    <PageLayout width="wide" view="pdf">
      <Card>
        <h1 css={{ fontSize: '1.5rem' }}>{reader?.name || 'Documento'}</h1>
        {reader?.status === 'failed' ? (
          <>
            <Alert>Não foi possível carregar o documento.</Alert>
            <Button onClick={() => agreements?.send({ type: 'reader.retry' })}>Tentar novamente</Button>
          </>
        ) : url ? (
          <>
            <iframe title={reader?.name || 'Documento'} src={url} css={{ width: '100%', height: '70vh', border: 0 }} />
            <LinkButton variant="secondary" href={url} download={`${reader?.name || 'documento'}.pdf`}>
              Baixar PDF
            </LinkButton>
          </>
        ) : (
          <Spinner label="Carregando o documento…" />
        )}
        <Button variant="ghost" onClick={() => agreements?.send({ type: 'reader.close' })}>
          Voltar aos termos
        </Button>
      </Card>
    </PageLayout>
  );
}
