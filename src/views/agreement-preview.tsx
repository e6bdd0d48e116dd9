import type { AgreementsEvent, PdfShown } from '../../machines/agreements/index.ts';
import { Alert } from '../components/alert.tsx';
import { Button } from '../components/button.tsx';
import { Spinner } from '../components/spinner.tsx';
import { useObjectUrl } from './use-object-url.ts';

/** An agreement's PDF inside the terms page, with "Ler em tela cheia" (the reader at /cadastrar/pdf) and "Fechar". */
export function AgreementPreview({ preview, send }: { preview: PdfShown; send: (event: AgreementsEvent) => void }) {
  const url = useObjectUrl(preview.status === 'showing' ? preview.pdf : null);
  return (
    <div css={{ display: 'grid', gap: '0.75rem' }}>
      {preview.status === 'failed' ? (
        <>
          <Alert>Não foi possível carregar o documento.</Alert>
          <Button variant="secondary" onClick={() => send({ type: 'reader.retry' })}>
            Tentar novamente
          </Button>
        </>
      ) : url ? (
        <iframe
          title={preview.name}
          src={url}
          css={(theme) => ({
            width: '100%',
            height: '55vh',
            minHeight: 320,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radius.sm,
          })}
        />
      ) : (
        <Spinner label="Carregando o documento…" />
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', justifyContent: 'space-between' }}>
        <Button variant="secondary" onClick={() => send({ type: 'agreement.open', agreementType: preview.type })}>
          Ler em tela cheia
        </Button>
        <Button variant="ghost" onClick={() => send({ type: 'preview.close' })}>
          Fechar
        </Button>
      </div>
    </div>
  );
}
