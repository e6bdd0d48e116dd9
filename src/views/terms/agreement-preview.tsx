import type { AgreementsEvent, PdfShown } from '../../../machines/agreements/index.ts';
import { Button } from '../../components/button.tsx';
import { AgreementReadingText } from './agreement-reading.tsx';

/** An agreement's text inside the terms page, its PDF to download, "Ler em tela cheia" (/cadastrar/pdf) and "Fechar". */
export function AgreementPreview({ id, preview, send }: { id: string; preview: PdfShown; send: (event: AgreementsEvent) => void }) {
  return (
    <div id={id} css={{ display: 'grid', gap: '0.75rem' }}>
      <AgreementReadingText shown={preview} send={send} level={3} />
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
