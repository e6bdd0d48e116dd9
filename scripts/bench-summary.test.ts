import { describe, expect, it } from 'vitest';
import { comparison, parseSummary } from './bench-summary.ts';

describe('benchmark summaries', () => {
  it('reads the last summary line of its own benchmark from a whole earlier output', () => {
    const output = [
      'PostgreSQL — 50 connections, 10 s each',
      'bench:api summary {"postgres mix req/s":900}',
      'bench:web summary {"submit p95 ms":80}',
      'bench:api summary {"postgres mix req/s":1000,"postgres PF journeys/s":12.5}',
    ].join('\n');
    expect(parseSummary('bench:api', output)).toEqual({ 'postgres mix req/s': 1000, 'postgres PF journeys/s': 12.5 });
    expect(parseSummary('bench:web', output)).toEqual({ 'submit p95 ms': 80 });
    expect(parseSummary('bench:upload', output)).toBeUndefined();
  });

  it('shows each figure before and now with its change, and a dash for a figure of one run only', () => {
    const rows = comparison({ 'mix req/s': 1000, 'journeys/s': 17.1 }, { 'mix req/s': 600, 'p99 ms': 120 });
    expect(rows.map((row) => row.split(/\s{2,}/).filter(Boolean))).toEqual([
      ['figure', 'before', 'now', 'change'],
      ['mix req/s', '1000', '600', '-40.0%'],
      ['journeys/s', '17.1', '-', '-'],
      ['p99 ms', '-', '120', '-'],
    ]);
  });
});
