import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLOWS_RELAY_PATH } from '../../domain/flows-relay.ts';
import { type CoverageReport, loadBundledCoverage, loadCoverage } from './coverage-data.ts';

const fromRelay: CoverageReport = {
  finish: { states: { total: 3, covered: 2, percent: 66.6 }, transitions: { total: 4, covered: 4, percent: 100 } },
};

afterEach(() => vi.unstubAllGlobals());

describe('loadCoverage', () => {
  it('prefers the report the development relay reads from disk over the copy bundled with the build', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(fromRelay), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    expect(await loadCoverage()).toEqual(fromRelay);
    expect(fetch).toHaveBeenCalledWith(`${FLOWS_RELAY_PATH}/coverage`, { cache: 'no-store' });
  });

  it('falls back to the bundled copy when the server has no relay or the relay has no report', async () => {
    const bundled = await loadBundledCoverage();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await loadCoverage()).toEqual(bundled);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    expect(await loadCoverage()).toEqual(bundled);
    expect(bundled).not.toEqual(fromRelay);
  });
});
