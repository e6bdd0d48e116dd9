import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompletenessMessages } from '../../../domain/api/completeness.ts';
import { FieldMessages } from '../../../domain/api/field-messages.ts';
import { SectionCompletions, SectionId } from '../../../domain/api/section.ts';
import { fileSteps } from '../../test-support/complete-file.ts';
import {
  auditCount,
  crossPartnerToken,
  expectAuthRequired,
  type SectionsWorld,
  send,
  startSectionsWorld,
} from '../../test-support/section-kit.ts';

let w: SectionsWorld;
beforeAll(async () => {
  w = await startSectionsWorld();
});
afterAll(() => w.t.close());

describe('/api/section', () => {
  it('marks a complete section once (idempotent) and lists them', async () => {
    await fileSteps.address(w.t, w.pf);
    const first = await send(w.t, w.pf, 'POST', '/api/section', { ClientId: w.pf.id, SectionId: SectionId.ADDRESS });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ClientId: w.pf.id, SectionId: 1 });
    const again = await send(w.t, w.pf, 'POST', '/api/section', { ClientId: w.pf.id, SectionId: SectionId.ADDRESS });
    expect(again.body).toEqual(first.body);
    await fileSteps.documents(w.t, w.pf);
    expect((await send(w.t, w.pf, 'POST', '/api/section', { ClientId: w.pf.id, SectionId: SectionId.DOCUMENTS_PF })).status).toBe(200);
    const list = v.parse(SectionCompletions, (await send(w.t, w.pf, 'GET', `/api/section/${w.pf.id}`)).body);
    expect(list.map((section) => section.SectionId)).toEqual([1, 8]);
    expect(await auditCount(w.t, w.pf.id, 'section.complete')).toBe(2);
  });

  it('answers 409 with the missing items of an incomplete section under its key, and stores nothing', async () => {
    const personal = await send(w.t, w.pf, 'POST', '/api/section', { ClientId: w.pf.id, SectionId: SectionId.PERSONAL_DATA });
    expect(personal).toEqual({
      status: 409,
      body: {
        Message: CompletenessMessages.sectionIncomplete,
        Errors: {
          PersonalData: [CompletenessMessages.personalData, CompletenessMessages.complementaryData, CompletenessMessages.declarations],
        },
      },
    });
    const documents = await send(w.t, w.pj, 'POST', '/api/section', { ClientId: w.pj.id, SectionId: SectionId.DOCUMENTS_PJ });
    expect(documents.status).toBe(409);
    expect(Object.keys(documents.body.Errors)).toEqual(['Documents']);
    expect(documents.body.Errors.Documents).toContain(CompletenessMessages.document('Contrato social ou estatuto social consolidado'));
    expect((await send(w.t, w.pj, 'GET', `/api/section/${w.pj.id}`)).body).toEqual([]);
    expect(v.parse(SectionCompletions, (await send(w.t, w.pf, 'GET', `/api/section/${w.pf.id}`)).body)).toHaveLength(2);
  });

  it("answers 400 for a section of the other person type's wizard", async () => {
    const invalid = { Message: FieldMessages.sectionInvalid, Errors: { SectionId: [FieldMessages.sectionInvalid] } };
    for (const [who, SectionId] of [
      [w.pf, 105],
      [w.pf, 6],
      [w.pj, 8],
      [w.pj, 2],
    ] as const) {
      expect(await send(w.t, who, 'POST', '/api/section', { ClientId: who.id, SectionId }), `${who.personType} ${SectionId}`).toEqual({
        status: 400,
        body: invalid,
      });
    }
    expect((await send(w.t, w.pj, 'GET', `/api/section/${w.pj.id}`)).body).toEqual([]);
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
