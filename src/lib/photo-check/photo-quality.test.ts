import { describe, expect, test } from 'vitest';
import { analysisSize, laplacianVariance, measurePhoto, PHOTO_THRESHOLDS, type Pixels, photoIssue } from './photo-quality.ts';

// Synthetic pixels standing for photos: each pixel's gray level from a function of its position.
function image(width: number, height: number, level: (x: number, y: number) => number): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data.fill(level(x, y), i, i + 3);
      data[i + 3] = 255;
    }
  }
  return { width, height, data };
}

const checker =
  (cell: number, dark = 20, light = 230) =>
  (x: number, y: number) =>
    (Math.floor(x / cell) + Math.floor(y / cell)) % 2 === 0 ? dark : light;
// A checkerboard seen out of focus: a smooth wave between the same levels, no edges.
const soft = (period: number) => (x: number, y: number) =>
  125 + 50 * Math.sin((2 * Math.PI * x) / period) * Math.sin((2 * Math.PI * y) / period);

// A phone photo's size, analysed at 640×480 as the device does.
const PHONE = { width: 4000, height: 3000 };
const verdict = (pixels: Pixels, original = PHONE) => photoIssue(measurePhoto(pixels, original));

describe('photo check', () => {
  test('a sharp, lit checkerboard (printed text in focus) passes', () => {
    const measures = measurePhoto(image(640, 480, checker(4)), PHONE);
    expect(measures.sharpness).toBeGreaterThan(PHOTO_THRESHOLDS.minSharpness * 10);
    expect(measures.luminance).toBeCloseTo(125, 0);
    expect(photoIssue(measures)).toBeNull();
  });

  test('a dark photo is told as dark, even with sharp edges in it', () => {
    expect(verdict(image(640, 480, () => 25))).toBe('dark');
    expect(verdict(image(640, 480, checker(4, 0, 90)))).toBe('dark');
  });

  test('a uniform or smooth (out-of-focus) photo is blurred', () => {
    expect(verdict(image(640, 480, () => 180))).toBe('blurred');
    expect(verdict(image(640, 480, soft(40)))).toBe('blurred');
    // The same wave with a short period has edges again: sharp.
    expect(verdict(image(640, 480, checker(2)))).toBeNull();
  });

  test('a photo under 1000 px on its short side is too small, whatever else it is; 1000 px passes', () => {
    const sharp = image(64, 48, checker(2));
    expect(verdict(sharp, { width: 1600, height: 900 })).toBe('small');
    expect(
      verdict(
        image(64, 48, () => 10),
        { width: 999, height: 4000 },
      ),
    ).toBe('small');
    expect(verdict(sharp, { width: 1000, height: 1000 })).toBeNull();
  });

  test('tiny or degenerate images measure without failing', () => {
    expect(laplacianVariance(new Float32Array(4), 2, 2)).toBe(0);
    expect(
      verdict(
        image(1, 1, () => 200),
        { width: 1, height: 1 },
      ),
    ).toBe('small');
  });

  test('the analysis size keeps the aspect, caps the long side at 640 and never upscales', () => {
    expect(analysisSize(4000, 3000)).toEqual({ width: 640, height: 480 });
    expect(analysisSize(3000, 4000)).toEqual({ width: 480, height: 640 });
    expect(analysisSize(300, 200)).toEqual({ width: 300, height: 200 });
    expect(analysisSize(100_000, 10)).toEqual({ width: 640, height: 1 });
  });
});
