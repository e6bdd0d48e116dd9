import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SectionCompletions, SectionId } from '../../../domain/api/section.ts';
import { auditCount, crossPartnerToken, expectAuthRequired, type SectionsWorld, send, startSectionsWorld } from '../sections/test-kit.ts';

let w: SectionsWorld;
beforeAll(async () => {
  w = await startSectionsWorld();
});
afterAll(() => w.t.close());

describe('/api/section', () => {
  it('marks sections complete once (idempotent) and lists them', async () => {
    const first = await send(w.t, w.pf, 'POST', '/api/section', { ClientId: w.pf.id, SectionId: SectionId.DOCUMENTS_PF });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ClientId: w.pf.id, SectionId: 8 });
    const again = await send(w.t, w.pf, 'POST', '/api/section', { ClientId: w.pf.id, SectionId: SectionId.DOCUMENTS_PF });
    expect(again.body).toEqual(first.body);
    await send(w.t, w.pf, 'POST', '/api/section', { ClientId: w.pf.id, SectionId: SectionId.ADDRESS });
    const list = v.parse(SectionCompletions, (await send(w.t, w.pf, 'GET', `/api/section/${w.pf.id}`)).body);
    expect(list.map((section) => section.SectionId)).toEqual([1, 8]);
    expect(await auditCount(w.t, w.pf.id, 'section.complete')).toBe(2);
  });

  it('answers 400 for an unknown section and stores nothing', async () => {
    const response = await send(w.t, w.pj, 'POST', '/api/section', { ClientId: w.pj.id, SectionId: 7 });
    expect(response.body).toEqual({ Message: 'Seção inválida', Errors: { SectionId: ['Seção inválida'] } });
    expect((await send(w.t, w.pj, 'GET', `/api/section/${w.pj.id}`)).body).toEqual([]);
  });

  it('refuses bad tokens, another client (403) and another partner (404)', async () => {
    await expectAuthRequired(w.t, w.pf, w.pj, 'POST', '/api/section', { ClientId: w.pf.id, SectionId: 105 });
    await expectAuthRequired(w.t, w.pf, w.pj, 'GET', `/api/section/${w.pf.id}`);
    expect((await send(w.t, w.pf, 'POST', '/api/section', { ClientId: w.pj.id, SectionId: 105 })).status).toBe(403);
    const cross = await crossPartnerToken(w.other, w.pf);
    expect((await send(w.t, cross, 'GET', `/api/section/${w.pf.id}`)).status).toBe(404);
  });
});
