import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Turns Mermaid source into SVG markup (the bundled mermaid in the app; a fake in unit tests). */
export type RenderSvg = (source: string) => Promise<string>;

const ZOOMS = [0.25, 0.4, 0.5, 0.67, 0.8, 1, 1.25, 1.5, 2];

// The drawing's own width, from the viewBox mermaid writes.
const naturalWidth = (svg: SVGSVGElement) => svg.viewBox?.baseVal?.width || svg.getBoundingClientRect().width || 1;

/** Renders a Mermaid diagram with zoom controls: an overview, or a legible zoom centred on the highlighted (active) state. */
export function MermaidDiagram({ source, render, label }: { source: string; render: RenderSvg; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [svg, setSvg] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const centred = useRef<string | null>(null);
  const [zoom, setZoom] = useState<number | 'fit' | 'auto'>('auto');

  useEffect(() => {
    let current = true;
    render(source).then(
      (markup) => {
        if (!current) return;
        setSvg(markup);
        setError(null);
      },
      (failure: unknown) => current && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      current = false;
    };
  }, [source, render]);

  useLayoutEffect(() => {
    // Mermaid's output is sanitised by mermaid itself (securityLevel 'strict').
    if (box.current && svg !== null) box.current.innerHTML = svg;
  }, [svg]);

  useLayoutEffect(() => {
    const frame = box.current;
    const drawing = frame?.querySelector('svg');
    if (!frame || !drawing) return;
    const width = naturalWidth(drawing);
    const fit = Math.min(1, (frame.clientWidth - 16) / width);
    const active = frame.querySelector('g.active');
    // Auto: an overview of the whole width, or, once a live state is shown, two thirds of real size around it.
    const scale = zoom === 'auto' ? (active ? Math.max(fit, 0.67) : fit) : zoom === 'fit' ? fit : zoom;
    drawing.style.maxWidth = 'none';
    drawing.style.width = `${Math.round(width * scale)}px`;
    drawing.style.height = 'auto';
    if (centred.current === svg) return;
    centred.current = svg;
    // Bring the live state into view inside the frame only (scrollIntoView would move the page too).
    frame.scrollLeft = 0;
    frame.scrollTop = 0;
    const target = active?.getBoundingClientRect();
    if (!target) return;
    const view = frame.getBoundingClientRect();
    frame.scrollLeft = target.left + target.width / 2 - (view.left + view.width / 2);
    frame.scrollTop = target.top + target.height / 2 - (view.top + view.height / 2);
  }, [svg, zoom]);

  // The scale an automatic zoom ended up at, to step from.
  const shownScale = () => {
    const drawing = box.current?.querySelector('svg');
    return drawing ? drawing.getBoundingClientRect().width / naturalWidth(drawing) : 1;
  };
  const step = (direction: 1 | -1) =>
    setZoom((value) => {
      const now = typeof value === 'number' ? value : shownScale();
      const next = direction === 1 ? ZOOMS.find((z) => z > now) : [...ZOOMS].reverse().find((z) => z < now);
      return next ?? now;
    });

  return (
    <section aria-label={label}>
      <div className="fluxos-toolbar">
        <button type="button" onClick={() => step(-1)} aria-label="Diminuir zoom">
          −
        </button>
        <button type="button" onClick={() => step(1)} aria-label="Aumentar zoom">
          +
        </button>
        <button type="button" onClick={() => setZoom('fit')}>
          Ajustar à largura
        </button>
        <button type="button" onClick={() => setZoom(1)}>
          Tamanho real
        </button>
        <span aria-live="polite">
          {typeof zoom === 'number' ? `${Math.round(zoom * 100)}%` : zoom === 'fit' ? 'Ajustado à largura' : 'Automático'}
        </span>
      </div>
      {error && <p role="alert">Não foi possível desenhar o diagrama: {error}</p>}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls when wider than the screen, so the keyboard must reach it */}
      <div ref={box} className="fluxos-diagram" data-testid="diagram" tabIndex={0} />
    </section>
  );
}
