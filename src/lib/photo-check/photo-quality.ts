/** What is wrong with a photo of a document, as the device can tell before sending it. */
export type PhotoIssue = 'dark' | 'blurred' | 'small';

/** Pixels as `ImageData` holds them (RGBA, 8 bits per channel, row by row). */
export type Pixels = { width: number; height: number; data: Uint8ClampedArray };

/** The measures a verdict is made of: mean luma (0–255), variance of the Laplacian, and the original size. */
export type PhotoMeasures = { luminance: number; sharpness: number; width: number; height: number };

/**
 * Thresholds (issue 34):
 * - `minShortSide` 1000 px: an A4 proof of residence filling the frame is then ~120 dpi, the least at which its 6–8 pt
 *   print stays readable; any phone camera gives 2000 px or more, so only screenshots and heavily compressed copies
 *   (e.g. 1600×900 forwarded by a messenger) fall short.
 * - `minLuminance` 60 of 255 (Rec. 601 luma): white paper in room light photographs at 130–200; below 60 the print
 *   and the paper merge. A dark photo still may be sent (it only warns).
 * - `minSharpness` 100: the variance of the 4-neighbour Laplacian over the photo downscaled to `ANALYSIS_SIDE`; printed
 *   text photographed in focus gives several hundred to thousands, a shaken or out-of-focus shot tens. It only warns.
 */
export const PHOTO_THRESHOLDS = { minShortSide: 1000, minLuminance: 60, minSharpness: 100 } as const;

/** The long side, in px, the photo is downscaled to before measuring (enough for text strokes, cheap on a phone). */
export const ANALYSIS_SIDE = 640;

/** The size to downscale a `width`×`height` photo to for the analysis (never upscaled). */
export function analysisSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, ANALYSIS_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The grayscale (Rec. 601 luma, 0–255) of RGBA pixels. */
export function grayscale({ width, height, data }: Pixels): Float32Array {
  const gray = new Float32Array(width * height);
  for (let i = 0; i < gray.length; i++) gray[i] = 0.299 * data[i * 4] + 0.587 * data[i * 4 + 1] + 0.114 * data[i * 4 + 2];
  return gray;
}

/** The variance of the 4-neighbour Laplacian over the inner pixels of a grayscale image (0 when it has none). */
export function laplacianVariance(gray: Float32Array, width: number, height: number): number {
  let sum = 0;
  let squares = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const value = gray[i - 1] + gray[i + 1] + gray[i - width] + gray[i + width] - 4 * gray[i];
      sum += value;
      squares += value * value;
      count++;
    }
  }
  if (count === 0) return 0;
  const mean = sum / count;
  return squares / count - mean * mean;
}

/** Measures downscaled pixels of a photo whose original size is `original`. */
export function measurePhoto(pixels: Pixels, original: { width: number; height: number }): PhotoMeasures {
  const gray = grayscale(pixels);
  const luminance = gray.reduce((total, value) => total + value, 0) / Math.max(1, gray.length);
  return { luminance, sharpness: laplacianVariance(gray, pixels.width, pixels.height), width: original.width, height: original.height };
}

/** The photo's issue, the blocking one first (too small, then too dark, then blurred), or null when it looks fine. */
export function photoIssue(measures: PhotoMeasures): PhotoIssue | null {
  if (Math.min(measures.width, measures.height) < PHOTO_THRESHOLDS.minShortSide) return 'small';
  if (measures.luminance < PHOTO_THRESHOLDS.minLuminance) return 'dark';
  // A dark photo also measures flat; darkness is the cause to tell, so blur is judged only on a lit one.
  return measures.sharpness < PHOTO_THRESHOLDS.minSharpness ? 'blurred' : null;
}
