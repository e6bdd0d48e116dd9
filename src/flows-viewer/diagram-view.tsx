import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { Layout } from './layout/statechart-layout.ts';
import { type Marks, StatechartSvg } from './statechart-svg.tsx';
import { usePanZoom } from './use-pan-zoom.ts';

type Props = {
  layout: Layout | null;
  error: string | null;
  marks: Marks;
  focusId: string | null;
  onSelect: (id: string) => void;
  label: string;
};

/** The diagram's frame: pan (drag), zoom (wheel and buttons), fit, and the state to bring into view. */
export function DiagramView({ layout, error, marks, focusId, onSelect, label }: Props) {
  const frame = useRef<HTMLElement>(null);
  const size = useMemo(() => (layout ? { width: layout.width, height: layout.height } : null), [layout]);
  const { view, viewBox, fit, zoom, focus, handlers, wasDrag, setScale } = usePanZoom(frame, size);

  useEffect(() => {
    const placed = focusId ? layout?.states.find((each) => each.state.id === focusId) : undefined;
    if (placed) focus(placed);
  }, [focusId, layout, focus]);

  // The time from the layout's start to the drawing's first paint, for the bench (performance timeline).
  useLayoutEffect(() => {
    if (!layout) return;
    const [last] = performance.getEntriesByName('fluxos:layout', 'measure').slice(-1);
    if (last && typeof requestAnimationFrame === 'function')
      requestAnimationFrame(() => performance.measure('fluxos:drawn', { start: last.startTime }));
  }, [layout]);

  return (
    <section className="fluxos-diagram-area" aria-label={label}>
      <div className="fluxos-toolbar">
        <button type="button" onClick={() => zoom(1 / 1.25)} aria-label="Diminuir zoom">
          −
        </button>
        <button type="button" onClick={() => zoom(1.25)} aria-label="Aumentar zoom">
          +
        </button>
        <button type="button" onClick={fit}>
          Ajustar à tela
        </button>
        <button type="button" onClick={() => setScale(1)}>
          Tamanho real
        </button>
        <span aria-live="polite">{Math.round(view.scale * 100)}%</span>
      </div>
      {error && <p role="alert">Não foi possível desenhar o diagrama: {error}</p>}
      <figure
        ref={frame}
        className="fluxos-diagram"
        data-testid="diagram"
        data-layout={layout?.from}
        aria-label="Área do diagrama: as setas movem a vista"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focused, the frame pans with the arrow keys (its states are buttons)
        tabIndex={0}
        {...handlers}
      >
        {layout ? (
          <StatechartSvg layout={layout} marks={marks} viewBox={viewBox} onSelect={(id) => wasDrag() || onSelect(id)} label={label} />
        ) : (
          !error && <p className="fluxos-loading">Desenhando…</p>
        )}
      </figure>
    </section>
  );
}
