import { analysisSize, measurePhoto, type PhotoIssue, type Pixels, photoIssue } from './photo-quality.ts';

/** What the device thinks of a photo: its issue, null when it looks fine (or the browser could not read it). */
export type PhotoVerdict = { issue: PhotoIssue | null };

// The downscaled pixels, on an OffscreenCanvas where there is one (workers, modern browsers), else a detached canvas.
function downscaled(bitmap: ImageBitmap): Pixels | null {
  const { width, height } = analysisSize(bitmap.width, bitmap.height);
  const canvas =
    typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(width, height)
      : Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/**
 * Decodes a photo on the device (`createImageBitmap`) and judges it: too small, too dark or blurred. A browser that
 * cannot decode it (or has no `createImageBitmap`) finds no issue: the server checks the bytes either way.
 */
export async function checkPhoto(file: Blob): Promise<PhotoVerdict> {
  if (typeof createImageBitmap !== 'function') return { issue: null };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { issue: null };
  }
  try {
    const pixels = downscaled(bitmap);
    return { issue: pixels ? photoIssue(measurePhoto(pixels, { width: bitmap.width, height: bitmap.height })) : null };
  } finally {
    bitmap.close();
  }
}
