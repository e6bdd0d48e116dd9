import { selectAgreements } from '../../../machines/agreements/index.ts';
import { selectStepActors } from '../../../machines/onboarding/index.ts';
import { Button } from '../../components/button.tsx';
import { Card, PageLayout } from '../../components/page-layout.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useOnboarding } from '../../flows/onboarding-context.tsx';
import { AgreementReadingText } from './agreement-reading.tsx';

/**
 * The agreement being read on the terms step, on a page of its own (spec §2 "/cadastrar/pdf"): its text as a page
 * at the width of a reading column, the PDF to download (ADR 205); back returns to the terms.
 */
export function PdfView() {
  const agreements = useOnboarding((snapshot) => selectStepActors(snapshot).agreements);
  const reader = useOnboarding((snapshot) => {
    const ref = selectStepActors(snapshot).agreements;
    return ref ? selectAgreements(ref.getSnapshot()).reader : null;
  });
  const back = (
    <Button variant="secondary" onClick={() => agreements?.send({ type: 'reader.close' })}>
      Voltar aos termos
    </Button>
  );
  return (
    <PageLayout width="reading" view="pdf">
      <Card>
        <h1 css={{ fontSize: '1.5rem' }}>{reader?.name || 'Documento'}</h1>
        <div>{back}</div>
        {reader && agreements ? (
          <AgreementReadingText shown={reader} send={(event) => agreements.send(event)} level={2} />
        ) : (
          <Spinner label="Carregando o documento…" />
        )}
      </Card>
    </PageLayout>
  );
}
