import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { download, drawingToPng, NO_DRAWING, serializeDrawing } from './export-view.ts';
import type { Layout } from './layout/statechart-layout.ts';
import { Minimap } from './minimap.tsx';
import { type Marks, StatechartSvg } from './statechart-svg.tsx';
import { usePanZoom } from './use-pan-zoom.ts';

type Props = {
  layout: Layout | null;
  error: string | null;
  marks: Marks;
  focusId: string | null;
  onSelect: (id: string) => void;
  onToggleFold: (id: string) => void;
  /** The zoom (scale) a link asked for, applied once to the first drawing. */
  initialZoom: number | null;
  /** The current zoom, in whole percent, whenever it changes. */
  onZoom: (percent: number) => void;
  /** The file name of an export, without extension. */
  fileName: string;
  label: string;
};

/** The diagram's frame: pan (drag), zoom (wheel and buttons), fit, minimap, export, and the state to bring into view. */
export function DiagramView({ layout, error, marks, focusId, onSelect, onToggleFold, initialZoom, onZoom, fileName, label }: Props) {
  const frame = useRef<HTMLElement>(null);
  const size = useMemo(() => (layout ? { width: layout.width, height: layout.height } : null), [layout]);
  const { view, viewBox, fit, zoom, focus, handlers, wasDrag, setScale, zoomTo, centerAt, frameSize } = usePanZoom(frame, size);
  const [exported, setExported] = useState<string | null>(null);

  useEffect(() => {
    const placed = focusId ? layout?.states.find((each) => each.state.id === focusId) : undefined;
    if (placed) focus(placed);
  }, [focusId, layout, focus]);

  // A link's zoom, once the first drawing is there (after its fit and focus).
  const zoomed = useRef(false);
  useEffect(() => {
    if (!layout || zoomed.current) return;
    zoomed.current = true;
    if (initialZoom) zoomTo(initialZoom);
  }, [layout, initialZoom, zoomTo]);
  const percent = Math.round(view.scale * 100);
  useEffect(() => {
    if (layout) onZoom(percent);
  }, [percent, onZoom, layout]);

  // The time from the layout's start to the drawing's first paint, for the bench (performance timeline).
  useLayoutEffect(() => {
    if (!layout) return;
    const [last] = performance.getEntriesByName('fluxos:layout', 'measure').slice(-1);
    if (last && typeof requestAnimationFrame === 'function')
      requestAnimationFrame(() => performance.measure('fluxos:drawn', { start: last.startTime }));
  }, [layout]);

  const exportAs = async (format: 'svg' | 'png') => {
    const svg = frame.current?.querySelector<SVGSVGElement>('svg.fluxos-svg');
    if (!layout || !svg) return setExported(NO_DRAWING);
    try {
      const text = serializeDrawing(svg, layout);
      const blob = format === 'svg' ? new Blob([text], { type: 'image/svg+xml' }) : await drawingToPng(text, layout);
      download(blob, `${fileName}.${format}`);
      setExported(`Exportado: ${fileName}.${format}`);
    } catch (failure) {
      setExported(`Não foi possível exportar em ${format.toUpperCase()}: ${failure instanceof Error ? failure.message : String(failure)}`);
    }
  };

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
        <span aria-live="polite">{percent}%</span>
        <button type="button" onClick={() => exportAs('svg')}>
          Exportar SVG
        </button>
        <button type="button" onClick={() => exportAs('png')}>
          Exportar PNG
        </button>
      </div>
      {exported && (
        <p className="fluxos-note" role="status">
          {exported}
        </p>
      )}
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
          <StatechartSvg
            layout={layout}
            marks={marks}
            viewBox={viewBox}
            onSelect={(id) => wasDrag() || onSelect(id)}
            onToggleFold={(id) => wasDrag() || onToggleFold(id)}
            label={label}
          />
        ) : (
          !error && <p className="fluxos-loading">Desenhando…</p>
        )}
        {layout && (
          <Minimap
            layout={layout}
            visible={{ x: view.x, y: view.y, width: frameSize.width / view.scale, height: frameSize.height / view.scale }}
            onCenter={centerAt}
          />
        )}
      </figure>
    </section>
  );
}
