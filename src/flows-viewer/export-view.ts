/**
 * The diagram as a file: the SVG the analyst sees (folds, marks, coverage overlay), whole, with the page's styles
 * inlined so it looks the same outside the explorer; a PNG drawn from that SVG on a canvas.
 */

// The computed properties that make the drawing look as it does (colours, lines, text, visibility).
const PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'display',
  'visibility',
] as const;

/** No drawing yet (the layout still being computed, or failed): what an export says instead of a blank file. */
export const NO_DRAWING = 'Ainda não há desenho desta máquina para exportar: espere o diagrama aparecer e tente de novo.';

/**
 * The drawing as a standalone SVG document: the whole drawing (its own size, not the frame's part of it), computed
 * styles inlined per element, on a white background, without the explorer's controls (fold buttons, tooltips).
 */
export function serializeDrawing(svg: SVGSVGElement, size: { width: number; height: number }): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [clone, ...clone.querySelectorAll('*')];
  originals.forEach((original, i) => {
    const computed = window.getComputedStyle(original);
    const style = PROPERTIES.map((property) => [property, computed.getPropertyValue(property)] as const)
      .filter(([, value]) => value !== '')
      .map(([property, value]) => `${property}:${value}`)
      .join(';');
    if (style) copies[i].setAttribute('style', style);
  });
  for (const control of clone.querySelectorAll('.fold-button, .bundle-tooltip')) control.remove();
  for (const element of clone.querySelectorAll('[tabindex]')) element.removeAttribute('tabindex');
  // No xmlns attribute: the serializer writes the SVG namespace itself (set too, it would be there twice: invalid XML).
  clone.setAttribute('viewBox', `0 0 ${size.width} ${size.height}`);
  clone.setAttribute('width', String(size.width));
  clone.setAttribute('height', String(size.height));
  const background = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  for (const [name, value] of Object.entries({ width: '100%', height: '100%', fill: '#fff' })) background.setAttribute(name, value);
  clone.insertBefore(background, clone.firstChild);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(clone)}`;
}

/** The PNG of a serialized drawing (at twice its size, for sharp text), through an image and a canvas. */
export function drawingToPng(svgText: string, size: { width: number; height: number }, scale = 2): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const canvas = document.createElement('canvas');
    // A canvas is at most 16384px a side in Chromium: a huge drawing is scaled down to fit.
    const factor = Math.min(scale, 16_000 / size.width, 16_000 / size.height);
    canvas.width = Math.ceil(size.width * factor);
    canvas.height = Math.ceil(size.height * factor);
    let context: CanvasRenderingContext2D | null = null;
    try {
      context = canvas.getContext('2d');
    } catch {
      context = null;
    }
    if (!context) return reject(new Error('Este navegador não desenha em canvas: exporte em SVG.'));
    const image = new Image();
    image.onload = () => {
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('O navegador não gerou o PNG.'))), 'image/png');
    };
    image.onerror = () => reject(new Error('O navegador não leu o desenho em SVG para gerar o PNG.'));
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
  });
}

/** Saves a file the browser's way (a link with `download`). */
export function download(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
