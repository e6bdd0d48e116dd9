import { createServer as createHttpServer } from 'node:http';
import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test-support/free-port.ts';
import { type ScreeningPeer, startScreeningPeer } from '../../test-support/screening-peer.ts';
import { TestClock } from '../../test-support/test-app.ts';
import { DEMO_LIST_ENTRIES, demoScreeningProvider } from './demo-screening-provider.ts';
import { httpScreeningProvider } from './http-screening-provider.ts';
import { createScreener, SCREENING_CACHE } from './screener.ts';
import { ScreeningProviderError } from './screening-provider.ts';

let peer: ScreeningPeer;
beforeAll(async () => {
  peer = await startScreeningPeer(DEMO_LIST_ENTRIES);
});
afterAll(() => peer.close());

const over = (url: string, timeoutMs = 1_500, clock = new TestClock()) => createScreener(httpScreeningProvider(url), { timeoutMs, clock });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) => error,
  );

describe('a screener over HTTP', () => {
  it('answers a masked-CPF PEP hit, a fuzzy sanctioned name and nothing for a clear person', async () => {
    const screener = over(peer.url);
    expect(await screener.search({ name: 'Ana Beatriz Souza', document: '12345678143' })).toEqual([
      expect.objectContaining({ list: 'pep', source: 'CGU PEP', entryId: 'PEP-000123', score: 1, reason: 'document' }),
    ]);
    const [sanctioned] = await screener.search({ name: 'Bóris Petrov', document: '52998224725' });
    expect(sanctioned).toMatchObject({ list: 'sanctions', source: 'OFAC', matchedName: 'Boris Sancionado Petrov', reason: 'name' });
    expect(await screener.search({ name: 'Helena Prado Martins', document: '52998224725' })).toEqual([]);
    // The masked digits alone are not enough: the name must agree.
    expect(await screener.search({ name: 'Otávio Ramos', document: '12345678143' })).toEqual([]);
  });

  it('keeps answers for the TTL, never failures', async () => {
    const clock = new TestClock();
    const screener = over(peer.url, 1_500, clock);
    const query = { name: 'Helena Cache Martins' };
    const before = peer.calls();
    await screener.search(query);
    await screener.search(query);
    expect(peer.calls()).toBe(before + 1);
    clock.advance(SCREENING_CACHE.ttlMs + 1);
    peer.down();
    try {
      expect(await failure(screener.search(query))).toEqual(new ScreeningProviderError('status 503'));
    } finally {
      peer.up();
    }
    expect(await screener.search(query)).toEqual([]);
    expect(peer.calls()).toBe(before + 3);
  });

  it('refuses an answer that is not one exactly: extra fields, a bad score, control characters, too many or too large', async () => {
    const screener = over(peer.url);
    const hit = { list: 'pep', source: 'X', entryId: '1', matchedName: 'A B', role: null, score: 0.95, reason: 'name' };
    const bad = [
      ['{', 'malformed JSON'],
      ['{"hits":[],"more":1}', 'not a screening answer'],
      [JSON.stringify({ hits: [{ ...hit, score: 2 }] }), 'not a screening answer'],
      [JSON.stringify({ hits: [{ ...hit, list: 'other' }] }), 'not a screening answer'],
      [JSON.stringify({ hits: [{ ...hit, matchedName: 'A\u0007B' }] }), 'not a screening answer'],
      [JSON.stringify({ hits: Array.from({ length: 51 }, () => hit) }), 'not a screening answer'],
      [JSON.stringify({ hits: [{ ...hit, role: 'x'.repeat(70_000) }] }), 'answer too large'],
    ];
    try {
      for (const [body, reason] of bad) {
        peer.garble(body);
        expect(await failure(screener.search({ name: `Pessoa ${reason} ${body.length}` })), body.slice(0, 40)).toEqual(
          new ScreeningProviderError(reason),
        );
      }
    } finally {
      peer.up();
    }
  });

  it('fails on a refused connection, a redirect and a silent provider (its timeout)', async () => {
    expect(await failure(over(`http://127.0.0.1:${await freePort()}/screening`).search({ name: 'A B' }))).toBeInstanceOf(
      ScreeningProviderError,
    );
    const redirecting = createHttpServer((_, response) => response.writeHead(302, { location: peer.url }).end());
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = redirecting.address() as { port: number };
      const redirected = await failure(over(`http://127.0.0.1:${port}/screening`).search({ name: 'A B' }));
      expect((redirected as Error).message).toMatch(/^unreachable/);
      const { port: quiet } = silent.address() as { port: number };
      expect(await failure(over(`http://127.0.0.1:${quiet}/screening`, 150).search({ name: 'A B' }))).toEqual(
        new ScreeningProviderError('timeout'),
      );
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      redirecting.close();
    }
  });
});

describe('the demo provider', () => {
  it('matches its seeded entries by document, masked CPF and name', async () => {
    const screener = createScreener(demoScreeningProvider(), { timeoutMs: 1_500, clock: new TestClock() });
    expect(screener.provider).toBe('demo');
    expect(await screener.search({ name: 'JOAO PEREIRA LIMA', document: '98765432100' })).toMatchObject([{ entryId: 'PEP-000456' }]);
    expect(await screener.search({ name: 'Outra Empresa', document: '11222333000181' })).toMatchObject([
      { source: 'CEIS', reason: 'document', score: 1 },
    ]);
    expect(await screener.search({ name: 'Karim Ahmad' })).toMatchObject([{ source: 'ONU', reason: 'name' }]);
  });
});
