import { type FormEvent, useState } from 'react';
import type { AgreementItem, AgreementsEvent, AgreementsView, PdfShown } from '../../../machines/agreements/index.ts';
import { Button } from '../../components/button.tsx';
import { useFocusFirstError } from '../../components/use-focus-first-error.ts';
import { InlineAlert } from '../notifications/notification-region.inline.tsx';
import { AgreementPreview } from './agreement-preview.tsx';
import { PinField } from './terms-signature.tsx';

type Send = (event: AgreementsEvent) => void;

type RowProps = { item: AgreementItem; preview: PdfShown | null; disabled: boolean; send: Send };

/** One agreement: its name and version, "Ler" (the PDF in the page), and "Li e aceito" until it is signed. */
function AgreementRow({ item, preview, disabled, send }: RowProps) {
  const id = `agreement-${item.type}`;
  return (
    <li
      css={(theme) => ({
        display: 'grid',
        gap: '0.625rem',
        padding: '1rem',
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius.md,
      })}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: '0.5rem' }}>
        <h2 css={{ fontSize: '1rem', fontWeight: 600 }}>
          {item.name} <span css={(theme) => ({ color: theme.colors.muted, fontWeight: 400 })}>(versão {item.version})</span>
        </h2>
        <Button
          variant="secondary"
          onClick={() => send(preview ? { type: 'preview.close' } : { type: 'agreement.preview', agreementType: item.type })}
          aria-label={`Ler ${item.name}`}
          aria-expanded={preview !== null}
          aria-controls={preview ? `${id}-text` : undefined}
        >
          Ler
        </Button>
      </div>
      {preview ? <AgreementPreview id={`${id}-text`} preview={preview} send={send} /> : null}
      {item.signed ? (
        <p css={(theme) => ({ color: theme.colors.primary, fontWeight: 600 })}>Assinado</p>
      ) : (
        <label htmlFor={id} css={{ display: 'flex', gap: '0.625rem', alignItems: 'center', minHeight: 32, cursor: 'pointer' }}>
          <input
            id={id}
            type="checkbox"
            checked={item.accepted}
            disabled={disabled}
            onChange={(event) => send({ type: 'agreement.accept', agreementType: item.type, accepted: event.target.checked })}
          />
          Li e aceito: {item.name}
        </label>
      )}
    </li>
  );
}

/**
 * The agreements to sign (the investor terms only when declared), each readable in the PDF reader and accepted,
 * then signed with the electronic signature; a wrong one shows the attempts left. Once all are signed, continue.
 */
export function TermsAgreements({ view, send }: { view: AgreementsView; send: Send }) {
  const [signature, setSignature] = useState('');
  const signing = view.phase === 'signing';
  const form = useFocusFirstError<HTMLFormElement>(view.errors.signature ? view.errors : null);
  // A preview's failure is told inside the preview; the field's message at the field: neither again below.
  const error = view.preview?.status === 'failed' || view.error === view.errors.signature ? null : view.error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'agreements.sign', signature });
  };
  return (
    <div css={{ display: 'grid', gap: '1.25rem' }}>
      <p css={(theme) => ({ color: theme.colors.muted })}>
        Leia cada documento (“Ler” mostra o texto aqui, com o PDF para baixar) e marque que leu e aceita. Depois assine todos de uma vez com
        a sua assinatura eletrônica.
      </p>
      <ul aria-label="Termos para assinar" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }}>
        {view.agreements.map((item) => (
          <AgreementRow
            key={item.type}
            item={item}
            preview={view.preview?.type === item.type ? view.preview : null}
            disabled={signing}
            send={send}
          />
        ))}
      </ul>
      {view.canContinue ? (
        <>
          <InlineAlert message={error} />
          <Button block onClick={() => send({ type: 'agreements.continue' })}>
            Salvar e continuar
          </Button>
        </>
      ) : (
        <form ref={form} noValidate onSubmit={submit} css={{ display: 'grid', gap: '1rem' }}>
          <PinField
            id="signature-sign"
            label="Assinatura eletrônica"
            hint="Os 6 dígitos que você criou."
            value={signature}
            onValueChange={setSignature}
            error={view.errors.signature}
          />
          <InlineAlert message={error} />
          <Button type="submit" block loading={signing}>
            Assinar termos
          </Button>
          <Button variant="ghost" disabled={signing} onClick={() => send({ type: 'signature.forgot' })}>
            Esqueci minha assinatura eletrônica
          </Button>
        </form>
      )}
    </div>
  );
}
