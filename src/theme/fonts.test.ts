import { describe, expect, test } from 'vitest';
import { bundledFontFor } from './fonts.ts';

describe('bundled fonts', () => {
  test.each([
    ["'Manrope Variable', system-ui, sans-serif", 'manrope'],
    ['Inter Variable', 'inter'],
    ['Georgia, serif', undefined],
  ])('%s → %s', (family, bundled) => {
    expect(bundledFontFor(family)).toBe(bundled);
  });
});
