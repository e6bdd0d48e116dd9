import { expect, test } from 'vitest';
import { formatDuration, formatSize } from './labels.ts';

test('durations read in the largest units that fit', () => {
  expect([null, 42, 200, 3_900, 190_000].map(formatDuration)).toEqual(['—', '42 s', '3 min 20 s', '1 h 05 min', '2 d 4 h']);
  expect([10, 2048, 1_572_864].map(formatSize)).toEqual(['1 KB', '2 KB', '1,5 MB']);
});
