import { useEffect, useRef, useState } from 'react';
import { Alert } from '../components/alert.tsx';
import { Spinner } from '../components/spinner.tsx';

/** Draws each page of a PDF into a canvas of `container`, at `width` CSS pixels; resolves once all are drawn. */
async function drawPdf(blob: Blob, container: HTMLElement, width: number, cancelled: () => boolean): Promise<void> {
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
      const scale = width / page.getViewport({ scale: 1 }).width;
      const viewport = page.getViewport({ scale: scale * window.devicePixelRatio });
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

/** A PDF shown as images of its pages (pdf.js on canvas), inside the page. */
export function PdfPages({ blob, title }: { blob: Blob; title: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing');
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    setState('drawing');
    element.replaceChildren();
    drawPdf(blob, element, Math.min(element.clientWidth || 800, 1000), () => cancelled).then(
      () => !cancelled && setState('drawn'),
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
      element.replaceChildren();
    };
  }, [blob]);
  return (
    <div>
      {state === 'drawing' ? <Spinner label={`Abrindo ${title}…`} /> : null}
      {state === 'failed' ? <Alert>Não foi possível mostrar este PDF aqui. Baixe o arquivo para abri-lo.</Alert> : null}
      <div ref={container} css={{ display: 'grid', gap: '0.75rem' }} />
    </div>
  );
}
