import { useEffect, useRef, useState } from 'react';
import { Alert } from '../components/alert.tsx';
import { Spinner } from '../components/spinner.tsx';

type Drawing = { width: number; rotation: number; cancelled: () => boolean };

/**
 * Draws each page of a PDF into a canvas of `container`, `width` CSS pixels wide, turned `rotation` degrees clockwise
 * (on top of the page's own rotation); resolves once all are drawn.
 */
async function drawPdf(blob: Blob, container: HTMLElement, { width, rotation, cancelled }: Drawing): Promise<void> {
  // pdf.js and its worker load only when a PDF is opened; the worker is a file of our own build (CSP 'self').
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // pdf.js 6 has no eval path at all (its `isEvalSupported` is gone); scripting and XFA forms stay off: the pages are
  // drawn as pixels, never as active content.
  const task = pdfjs.getDocument({ data: new Uint8Array(await blob.arrayBuffer()), enableXfa: false });
  const pdf = await task.promise;
  try {
    for (let number = 1; number <= pdf.numPages && !cancelled(); number++) {
      const page = await pdf.getPage(number);
      const turn = (page.rotate + rotation) % 360;
      const scale = width / page.getViewport({ scale: 1, rotation: turn }).width;
      const viewport = page.getViewport({ scale: scale * window.devicePixelRatio, rotation: turn });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = '100%';
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', `Página ${number} de ${pdf.numPages}`);
      await page.render({ canvas, viewport }).promise;
      if (!cancelled()) container.append(canvas);
    }
  } finally {
    await task.destroy();
  }
}

/**
 * A PDF shown as images of its pages (pdf.js on canvas), `zoom` times the width it is given, turned `rotation` degrees;
 * drawn again (sharp) when either changes.
 */
export function PdfPages({ blob, title, zoom = 1, rotation = 0 }: { blob: Blob; title: string; zoom?: number; rotation?: number }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing');
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    setState('drawing');
    element.replaceChildren();
    // The container is `zoom` times its parent's width; the pages are drawn at that width, sharp at any zoom.
    const width = Math.min((element.parentElement?.clientWidth || 800) * zoom, 2400);
    drawPdf(blob, element, { width, rotation, cancelled: () => cancelled }).then(
      () => !cancelled && setState('drawn'),
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
      element.replaceChildren();
    };
  }, [blob, zoom, rotation]);
  return (
    <div>
      {state === 'drawing' ? <Spinner label={`Abrindo ${title}…`} /> : null}
      {state === 'failed' ? <Alert>Não foi possível mostrar este PDF aqui. Baixe o arquivo para abri-lo.</Alert> : null}
      <div ref={container} css={{ display: 'grid', gap: '0.75rem', width: `${zoom * 100}%` }} />
    </div>
  );
}
