import type { ThemeVersionItem } from '../../../domain/theme-tokens.ts';
import { Button } from '../../components/button.tsx';

const when = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** The published versions, newest (live) first, each with who and when; any older one restored with one click. */
export function ThemeVersions({
  versions,
  busy,
  onRestore,
}: {
  versions: ThemeVersionItem[];
  busy: boolean;
  onRestore: (version: number) => void;
}) {
  return (
    <section aria-labelledby="versions-title" css={{ display: 'grid', gap: '0.5rem' }}>
      <h2 id="versions-title" css={{ margin: 0, fontSize: '1.125rem' }}>
        Versões publicadas
      </h2>
      {versions.length === 0 ? <p>Nenhuma versão publicada pelo editor ainda.</p> : null}
      <ol css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '0.375rem' }}>
        {versions.map((item, index) => (
          <li key={item.Version} css={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
            <span>
              Versão {item.Version} · {when(item.PublishedAt)} · {item.PublishedBy}
              {item.RestoredFrom === null ? '' : ` · restaurou a versão ${item.RestoredFrom}`}
              {index === 0 ? ' · no ar' : ''}
            </span>
            {index === 0 ? null : (
              <Button
                variant="ghost"
                disabled={busy}
                aria-label={`Restaurar a versão ${item.Version}`}
                onClick={() => onRestore(item.Version)}
              >
                Restaurar
              </Button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
