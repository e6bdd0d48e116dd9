import { type KeyboardEvent, useState } from 'react';
import type { SearchHit } from './explorer-marks.ts';

type Props = { query: string; onQuery: (query: string) => void; hits: SearchHit[]; onHit: (stateId: string) => void };

const SHOWN_HITS = 12;
const optionId = (index: number) => `fluxos-hit-${index}`;

/**
 * The search over states and events as a combobox (WAI-ARIA 1.2): typing lists the hits; ↓/↑ move through them,
 * Enter picks the active one (the first when none is), Esc closes the list; a pick closes it until the query changes.
 */
export function SearchBox({ query, onQuery, hits, onHit }: Props) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = hits.slice(0, SHOWN_HITS);
  const listed = open && query.trim().length >= 2;

  const pick = (hit: SearchHit | undefined) => {
    if (!hit) return;
    onHit(hit.stateId);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0 && shown.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((at) => (at < 0 ? (step > 0 ? 0 : shown.length - 1) : (at + step + shown.length) % shown.length));
    } else if (event.key === 'Enter' && listed) {
      event.preventDefault();
      pick(shown[Math.max(active, 0)]);
    } else if (event.key === 'Escape' && listed) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="fluxos-search">
      <label htmlFor="fluxos-search">Buscar estados e eventos</label>
      <input
        id="fluxos-search"
        type="search"
        role="combobox"
        aria-expanded={listed}
        aria-controls="fluxos-hits"
        aria-autocomplete="list"
        aria-activedescendant={listed && active >= 0 ? optionId(active) : undefined}
        value={query}
        onChange={(event) => {
          onQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        placeholder="ex.: address, route.changed"
      />
      {listed && hits.length === 0 && (
        <p className="fluxos-hits" role="status">
          Nada encontrado.
        </p>
      )}
      {listed && hits.length > 0 && (
        <div className="fluxos-hits" id="fluxos-hits" role="listbox" aria-label="Resultados da busca">
          {shown.map((hit, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input takes the keys (↓/↑, Enter), as the pattern asks
            <div
              key={`${hit.kind}-${hit.text}`}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={index === active ? 'is-active' : undefined}
              onClick={() => pick(hit)}
            >
              <span className="fluxos-muted">{hit.kind}</span> {hit.text}
            </div>
          ))}
          {hits.length > SHOWN_HITS && <p className="fluxos-muted">e mais {hits.length - SHOWN_HITS}…</p>}
        </div>
      )}
    </div>
  );
}
