import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screeningListEntries } from '../../db/schema/index.ts';
import { importedListsProvider } from '../../lib/screening/imported-lists-provider.ts';
import { ScreeningProviderError } from '../../lib/screening/screening-provider.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { importDemoLists } from './demo-lists.ts';
import { importList } from './list-import.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('the demo lists and the imported lists provider', () => {
  it('answers as the demo before any import, then from the imported fixtures, by masked CPF, CNPJ and alias', async () => {
    const provider = importedListsProvider(t.database.db, { name: 'fallback', search: async () => [] });
    expect(await provider.search({ name: 'Ana Beatriz Souza', document: '12345678143' }, AbortSignal.timeout(1_000))).toEqual([]);
    expect(await importDemoLists(t.database.db, new Date())).toBe(true);
    expect(await importDemoLists(t.database.db, new Date())).toBe(false);
    expect((await t.database.db.select({ n: count() }).from(screeningListEntries))[0].n).toBe(14);
    const search = (name: string, document?: string) =>
      provider.search({ name, ...(document ? { document } : {}) }, AbortSignal.timeout(1_000));
    expect(await search('Ana Beatriz Souza', '12345678143')).toMatchObject([{ source: 'CGU PEP', reason: 'document', score: 1 }]);
    // The masked digits alone are not enough: the name must agree (ADR 233).
    expect(await search('Otávio Ramos', '12345678143')).toEqual([]);
    expect(await search('Outra Empresa', '11222333000181')).toMatchObject([{ source: 'CEIS', entryId: 'CEIS-900001', reason: 'document' }]);
    // A UN entry's name and alias both match: one hit for the entry.
    expect(await search('Ahmad Exemplo Karim')).toMatchObject([{ source: 'ONU', entryId: 'QDi.999' }]);
    expect(await search('Boris Petrov')).toMatchObject([{ source: 'OFAC', entryId: 'SDN-99901' }]);
    expect(await search('Helena Prado Martins', '52998224725')).toEqual([]);
  });

  it('finds the one close entry among 6,000 others, and an expired search is a timeout', async () => {
    const provider = importedListsProvider(t.database.db, { name: 'fallback', search: async () => [] });
    const filler = Array.from({ length: 6_000 }, (_, i) => ({
      list: 'sanctions' as const,
      source: 'OFAC',
      entryId: `SDN-${i}`,
      name: `Entrada Ficticia ${i}`,
      role: null,
    }));
    const author = { actor: 'operator:cli', requestId: 'test-demo-lists', file: 'sdn.csv' };
    const target = { list: 'sanctions' as const, source: 'OFAC', entryId: 'SDN-LAST', name: 'Quirino Zebedeu Valverde', role: null };
    await importList(t.database.db, { kind: 'ofac', entries: [...filler, target], listDate: '2026-12-01', now: new Date(), author });
    expect(await provider.search({ name: 'Quirino Valverde' }, AbortSignal.timeout(5_000))).toMatchObject([{ entryId: 'SDN-LAST' }]);
    await expect(provider.search({ name: 'Quirino Valverde' }, AbortSignal.abort())).rejects.toEqual(new ScreeningProviderError('timeout'));
  });
});
