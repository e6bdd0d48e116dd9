import type { MissingDocumentsView } from '../../../machines/missing-documents/index.ts';

type Props = { view: MissingDocumentsView };

/** What the brokerage asked for: its message, then every requested document with the ones already sent marked. */
export function MissingDocumentsRequest({ view }: Props) {
  if (!view.message && view.documents.length === 0) return null;
  return (
    <section aria-labelledby="requested-documents-title" css={{ display: 'grid', gap: '0.75rem' }}>
      {view.message ? (
        <figure
          css={(theme) => ({
            margin: 0,
            padding: '0.75rem 1rem',
            borderInlineStart: `4px solid ${theme.colors.primary}`,
            background: theme.colors.primarySoft,
            borderRadius: '0.25rem',
            display: 'grid',
            gap: '0.25rem',
          })}
        >
          <figcaption css={{ fontWeight: 600 }}>Mensagem da corretora</figcaption>
          <blockquote css={{ margin: 0, overflowWrap: 'anywhere' }}>{view.message}</blockquote>
        </figure>
      ) : null}
      {view.documents.length > 0 ? (
        <>
          <p id="requested-documents-title" css={{ fontWeight: 600 }}>
            Documentos solicitados
          </p>
          <ol css={{ margin: 0, paddingInlineStart: '1.25rem', display: 'grid', gap: '0.25rem' }}>
            {view.documents.map((document, index) => (
              // The same type may be asked of several people: the position tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders while the page shows it
              <li key={index} aria-current={index === view.index && !document.sent ? 'step' : undefined}>
                {document.description}
                {document.sent ? <span css={(theme) => ({ color: theme.colors.muted })}> — enviado</span> : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
