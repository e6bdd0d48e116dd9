import type { AgreementsEvent, PdfShown } from '../../../machines/agreements/index.ts';
import { Button, LinkButton } from '../../components/button.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useObjectUrl } from '../../components/use-object-url.ts';

type Props = {
  shown: PdfShown;
  send: (event: AgreementsEvent) => void;
  /** Level of the sections' headings: 3 inside the terms list, 2 on the reader's own page. */
  level: 2 | 3;
};

const dayOf = (iso: string) => iso.split('-').reverse().join('/');

/** The PDF of the agreement shown, once fetched: a download; meanwhile a spinner, after a failure a retry. */
function PdfDownload({ shown, send }: Omit<Props, 'level'>) {
  const url = useObjectUrl(shown.status === 'showing' ? shown.pdf : null);
  if (shown.status === 'failed') {
    return (
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' }}>
        <p role="alert">Não foi possível preparar o PDF.</p>
        <Button variant="ghost" onClick={() => send({ type: 'reader.retry' })}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  if (!url) return <Spinner inline label="Preparando o PDF…" />;
  const version = shown.text ? ` (versão ${shown.text.version})` : '';
  return (
    <LinkButton variant="secondary" href={url} download={`${shown.name}${version}.pdf`}>
      Baixar PDF
    </LinkButton>
  );
}

/**
 * An agreement's text as a page (ADR 205): the same words its PDF is laid out from, in headings and paragraphs that
 * reflow at any width, with the PDF — the exact file the signature's SHA-256 covers — to download.
 */
export function AgreementReadingText({ shown, send, level }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const { text } = shown;
  return (
    <div css={{ display: 'grid', gap: '1rem' }}>
      {text ? (
        <article aria-label={shown.name} lang="pt-BR" css={{ display: 'grid', gap: '0.75rem', lineHeight: 1.6, maxWidth: '70ch' }}>
          {text.subtitle ? <p css={{ fontWeight: 500 }}>{text.subtitle}</p> : null}
          <p css={(theme) => ({ color: theme.colors.muted, fontSize: '0.875rem' })}>
            Versão {text.version}, de {dayOf(text.publishedAt)}
          </p>
          {text.sections.map((section) => (
            <section key={section.heading} css={{ display: 'grid', gap: '0.5rem' }}>
              <Heading css={{ fontSize: '1.0625rem', marginTop: '0.5rem' }}>{section.heading}</Heading>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </article>
      ) : null}
      <div css={{ justifySelf: 'start' }}>
        <PdfDownload shown={shown} send={send} />
      </div>
    </div>
  );
}
