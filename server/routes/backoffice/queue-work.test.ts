import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueItem, QueuePage } from '../../../domain/api/backoffice.ts';
import { PartnerMessages } from '../../../domain/api/partners.ts';
import { RegistrationStatus } from '../../../domain/constants.ts';
import { applicationClaims, clients } from '../../db/schema/index.ts';
import { staffAt } from '../../test-support/backoffice.ts';
import { pfBody, seedClient } from '../../test-support/fixtures.ts';
import type { TestStaff } from '../../test-support/staff.ts';
import { startTestApp, type TestApp, TestClock } from '../../test-support/test-app.ts';

// The queue as a team works it (issue 35): who holds each file, "Meus cadastros", page sizes, the partner's SLA.
const NOW = new Date('2030-06-10T15:00:00Z');
const HOUR = 60 * 60 * 1000;
const clock = new TestClock(NOW);
let t: TestApp;
let ana: TestStaff;
let bia: TestStaff;
let provider: TestStaff;
let admin: TestStaff;
/** 51 files of the first partner, by name: "Cliente 01" … "Cliente 51". */
const ids: number[] = [];

beforeAll(async () => {
  t = await startTestApp({ clock });
  const aurora = t.partners.aurora;
  [ana, bia, provider, admin] = await Promise.all([
    staffAt(t, clock, { role: 'analyst', partnerId: aurora, name: 'Ana Analista' }),
    staffAt(t, clock, { role: 'approver', partnerId: aurora, name: 'Bia Aprovadora' }),
    staffAt(t, clock, { role: 'analyst' }),
    staffAt(t, clock, { role: 'admin', partnerId: aurora }),
  ]);
  for (let n = 1; n <= 51; n++) ids.push(await seedClient(t, pfBody(t, { Name: `Cliente ${String(n).padStart(2, '0')}` })));
  // Every file em análise for ten days, but: 02 for exactly two days, 03 for a minute less, 04 still being filled in.
  const since = (ms: number) => new Date(NOW.getTime() - ms);
  const db = t.database.db;
  await db.update(clients).set({ statusRegistration: RegistrationStatus.UNDER_ANALYSIS, statusChangedAt: since(240 * HOUR) });
  await db
    .update(clients)
    .set({ statusChangedAt: since(48 * HOUR) })
    .where(inArray(clients.id, [ids[1]]));
  await db
    .update(clients)
    .set({ statusChangedAt: since(48 * HOUR - 60_000) })
    .where(inArray(clients.id, [ids[2]]));
  await db
    .update(clients)
    .set({ statusRegistration: RegistrationStatus.IN_PROGRESS })
    .where(inArray(clients.id, [ids[3]]));
});
afterAll(() => t?.close());

const call = (who: TestStaff, query = '') => t.call('GET', `/api/backoffice/applications${query}`, { token: who.token });
async function page(who: TestStaff, query = ''): Promise<QueuePage> {
  const response = await call(who, query);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}
const names = (items: readonly QueueItem[]) => items.map((item) => item.Name.replace('Cliente ', '')).join(' ');
const item = async (who: TestStaff, index: number) => (await page(who, `?search=Cliente%20${String(index + 1).padStart(2, '0')}`)).Items[0];
const claim = async (who: TestStaff, index: number) =>
  expect((await t.call('POST', `/api/backoffice/applications/${ids[index]}/claim`, { token: who.token, json: {} })).status).toBe(200);
const changeSla = (who: TestStaff, json: unknown) =>
  t.call('PATCH', `/api/backoffice/partners/${t.partners.aurora}`, { token: who.token, json });

describe('the queue: page sizes', () => {
  it('pages by 25 unless 50 or 100 are asked for, the same order across sizes', async () => {
    const all = await page(ana, '?sort=name&order=asc&pageSize=100');
    expect(all).toMatchObject({ Total: 51, PageSize: 100 });
    expect(all.Items).toHaveLength(51);
    const [first, second, third] = await Promise.all([1, 2, 3].map((n) => page(ana, `?sort=name&order=asc&page=${n}`)));
    expect([first.PageSize, first.Items.length, second.Items.length, third.Items.length]).toEqual([25, 25, 25, 1]);
    expect(names([...first.Items, ...second.Items, ...third.Items])).toBe(names(all.Items));
    const fifty = await page(ana, '?sort=name&order=asc&pageSize=50&page=2');
    expect(names(fifty.Items)).toBe('51');
  });

  it('answers 400 at pageSize for a size not in the list', async () => {
    for (const size of ['10', '0', '101', '25.0', 'all']) {
      const response = await call(ana, `?pageSize=${size}`);
      expect(response.status, size).toBe(400);
      expect(Object.keys((await response.json()).Errors), size).toEqual(['pageSize']);
    }
  });
});

describe("the queue: the partner's SLA", () => {
  it('flags a file em análise for as many days as the SLA (2 by default) or more, never one being filled in', async () => {
    expect(await item(ana, 0)).toMatchObject({ DaysInStatus: 10, SlaDays: 2, SlaOverdue: true });
    expect(await item(ana, 1)).toMatchObject({ DaysInStatus: 2, SlaDays: 2, SlaOverdue: true });
    expect(await item(ana, 2)).toMatchObject({ DaysInStatus: 1, SlaDays: 2, SlaOverdue: false });
    expect(await item(ana, 3)).toMatchObject({ DaysInStatus: 10, StatusRegistration: 1, SlaOverdue: false });
  });

  it("follows the SLA the partner's admin sets in the partner form", async () => {
    const changed = await changeSla(admin, { SlaDays: 3 });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(await changed.json()).toMatchObject({ SlaDays: 3 });
    expect(await item(ana, 1)).toMatchObject({ SlaDays: 3, SlaOverdue: false });
    expect(await item(ana, 0)).toMatchObject({ SlaDays: 3, SlaOverdue: true });
    expect((await changeSla(admin, { SlaDays: 2 })).status).toBe(200);
  });

  it('answers 400 at SlaDays for a number of days out of 1–30, a fraction or text; an analyst may not change it', async () => {
    for (const SlaDays of [0, 31, 2.5, '3', null]) {
      const response = await changeSla(admin, { SlaDays });
      expect(response.status, String(SlaDays)).toBe(400);
      expect((await response.json()).Errors, String(SlaDays)).toEqual({ SlaDays: [PartnerMessages.slaDaysInvalid] });
    }
    expect((await changeSla(ana, { SlaDays: 5 })).status).toBe(403);
    expect(await item(ana, 0)).toMatchObject({ SlaDays: 2 });
  });
});

describe('the queue: who holds each file', () => {
  it('names the holder of each claimed file, and "mine" keeps the files the reader holds', async () => {
    await claim(ana, 4);
    await claim(ana, 6);
    await claim(bia, 5);
    const rows = (await page(provider, '?sort=name&order=asc&pageSize=100')).Items;
    expect(rows.slice(3, 8).map((row) => row.Holder)).toEqual([
      null,
      { Id: ana.id, Name: 'Ana Analista' },
      { Id: bia.id, Name: 'Bia Aprovadora' },
      { Id: ana.id, Name: 'Ana Analista' },
      null,
    ]);
    const mine = await page(ana, '?mine=true&sort=name&order=asc');
    expect([names(mine.Items), mine.Total, mine.CountsByStatus[RegistrationStatus.UNDER_ANALYSIS]]).toEqual(['05 07', 2, 2]);
    expect(names((await page(bia, '?mine=true')).Items)).toBe('06');
    expect(await page(provider, '?mine=true')).toMatchObject({ Items: [], Total: 0 });
    const response = await call(ana, '?mine=1');
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).Errors)).toEqual(['mine']);
  });

  it('forgets an expired claim', async () => {
    // Claims last CLAIM_TTL_MS; a session as long: the claim is dated back instead of the clock moved on.
    const db = t.database.db;
    await db
      .update(applicationClaims)
      .set({ expiresAt: new Date(NOW.getTime() - 1) })
      .where(eq(applicationClaims.staffId, ana.id));
    expect((await item(ana, 4)).Holder).toBeNull();
    expect(await page(ana, '?mine=true')).toMatchObject({ Items: [], Total: 0 });
  });
});
