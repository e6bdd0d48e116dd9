import { type FormEvent, useId, useState } from 'react';
import { QUEUE_PAGE_SIZES } from '../../domain/api/backoffice.ts';
import { Button } from '../components/button.tsx';
import { inputStyle } from '../components/field.tsx';

/** How many files a page shows (25, 50 or 100): the choice goes to the URL with the filters. */
export function PageSizeSelect({ value, onChange }: { value: number; onChange: (size: string) => void }) {
  const id = useId();
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
      <label htmlFor={id}>Itens por página</label>
      <select
        id={id}
        value={String(value)}
        onChange={(event) => onChange(event.target.value)}
        css={(theme) => [inputStyle(theme), { width: '5.5rem' }]}
      >
        {QUEUE_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The queue's pages: first, previous, a page number to jump to ("Página [n] de M", Enter or "Ir"), next and last;
 * nothing when the queue fits one page. A number outside 1…M goes to the nearest page.
 */
export function QueuePager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const id = useId();
  const [typed, setTyped] = useState(String(page));
  if (pageCount <= 1) return null;
  const jump = (event: FormEvent) => {
    event.preventDefault();
    const wanted = Number.parseInt(typed, 10);
    if (Number.isNaN(wanted)) return setTyped(String(page));
    const target = Math.min(Math.max(wanted, 1), pageCount);
    setTyped(String(target));
    if (target !== page) onPage(target);
  };
  const go = (target: number) => {
    setTyped(String(target));
    onPage(target);
  };
  return (
    <nav
      aria-label="Paginação"
      css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '0.75rem' }}
    >
      <div css={{ display: 'flex', gap: '0.5rem' }}>
        <Button variant="secondary" disabled={page <= 1} onClick={() => go(1)}>
          Primeira
        </Button>
        <Button variant="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
          Anterior
        </Button>
      </div>
      <form onSubmit={jump} css={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
        <label htmlFor={`${id}-page`}>Página</label>
        <input
          id={`${id}-page`}
          inputMode="numeric"
          aria-current="page"
          value={typed}
          onChange={(event) => setTyped(event.target.value.replace(/\D/g, '').slice(0, 9))}
          css={(theme) => [inputStyle(theme), { width: '5rem', textAlign: 'center' }]}
        />
        <span>de {pageCount}</span>
        <Button type="submit" variant="secondary">
          Ir
        </Button>
      </form>
      <div css={{ display: 'flex', gap: '0.5rem' }}>
        <Button variant="secondary" disabled={page >= pageCount} onClick={() => go(page + 1)}>
          Próxima
        </Button>
        <Button variant="secondary" disabled={page >= pageCount} onClick={() => go(pageCount)}>
          Última
        </Button>
      </div>
    </nav>
  );
}
