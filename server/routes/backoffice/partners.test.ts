import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldMessages } from '../../../domain/api/field-messages.ts';
import { type PartnerItem, PartnerMessages } from '../../../domain/api/partners.ts';
import type { Partner } from '../../../domain/partner.ts';
import { ThemeMessages } from '../../../domain/theme-tokens.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { addTestStaff, type TestStaff } from '../../test-support/staff.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let providerAdmin: TestStaff;
let bravoAdmin: TestStaff;
beforeAll(async () => {
  t = await startTestApp();
  providerAdmin = await addTestStaff(t, { role: 'admin', partnerId: null });
  bravoAdmin = await addTestStaff(t, { role: 'admin', partnerId: t.partners.bravo });
});
afterAll(() => t.close());

let counter = 0;
const newPartner = (extra: Record<string, unknown> = {}) => ({
  Host: `corretora-${process.pid}-${++counter}.exemplo.com.br`,
  Name: `Corretora Nova ${counter}`,
  Cnpj: '11.444.777/0001-61',
  ...extra,
});
const list = (token: string) => t.call('GET', '/api/backoffice/partners', { token });
const read = (token: string, id: number) => t.call('GET', `/api/backoffice/partners/${id}`, { token });
const create = (token: string, json: unknown) => t.call('POST', '/api/backoffice/partners', { token, json });
const change = (token: string, id: number, json: unknown) => t.call('PATCH', `/api/backoffice/partners/${id}`, { token, json });
// What the customer's pages get for a host (the landing's partner island reads the same lookup).
const customerLookup = async (host: string): Promise<Partner> => (await t.call('POST', '/api/partner/url', { json: { Url: host } })).json();
const auditOf = (id: number, action: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, String(id))));

describe('POST /api/backoffice/partners', () => {
  it('adds a partner the customer lookup finds, with the default brand’s colours and logos, audited with the admin', async () => {
    const body = newPartner({ Host: `  Nova-${process.pid}.Exemplo.com.br ` });
    const answer = await create(providerAdmin.token, body);
    expect(answer.status).toBe(201);
    const added: PartnerItem = await answer.json();
    const host = `nova-${process.pid}.exemplo.com.br`;
    expect(added).toMatchObject({ Host: host, Name: body.Name, Cnpj: '11444777000161', IsOwnPartner: false, AdvisorId: null });
    expect(added.RegistrationUrl).toBe(`https://${host}/novo-cadastro`);
    const found = await customerLookup(host);
    expect(found).toMatchObject({ id: added.Id, name: body.Name, style: { colors: { primary: '#0B3C5D' } } });
    expect(found.logos).toHaveLength(3);
    expect(await read(providerAdmin.token, added.Id).then((r) => r.json())).toEqual(added);
    expect(await auditOf(added.Id, 'partner.create')).toMatchObject([
      { actor: `staff:${providerAdmin.id}`, afterDigest: expect.any(String) },
    ]);
  });

  it('refuses bad fields in pt-BR, control characters, unknown keys, an off-host URL and an unknown advisor', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ Host: 'a b' }, 'Host', PartnerMessages.hostInvalid],
      // Digits only read as an IPv4 number past 2^32: it was a 500.
      [{ Host: '99999999999999999999' }, 'Host', PartnerMessages.hostInvalid],
      [{ Name: 'Corretora\u0007' }, 'Name', FieldMessages.invalidCharacters],
      [{ Name: '   ' }, 'Name', PartnerMessages.nameRequired],
      [{ Cnpj: '123' }, 'Cnpj', PartnerMessages.cnpjInvalid],
      [{ RegistrationUrl: 'https://outro.example/novo-cadastro' }, 'RegistrationUrl', PartnerMessages.urlOffHost],
      [{ PrivacyPolicyUrl: 'javascript:alert(1)' }, 'PrivacyPolicyUrl', PartnerMessages.urlInvalid],
      [{ AdvisorId: 999_999 }, 'AdvisorId', PartnerMessages.advisorUnknown],
      [{ Logos: { Menu: 'javascript:x', Icon: '/i.svg', Login: '/l.svg' } }, 'Logos', PartnerMessages.logoInvalid],
    ];
    for (const [extra, field, message] of cases) {
      const refused = await create(providerAdmin.token, newPartner(extra));
      expect(refused.status, field).toBe(400);
      const body = await refused.json();
      expect(Object.values(body.Errors ?? {}).flat(), field).toContain(message);
    }
    expect((await create(providerAdmin.token, { ...newPartner(), Css: 'body{}' })).status).toBe(400);
  });

  it('answers 409 to a host another partner has, on add and on change', async () => {
    const taken = await create(providerAdmin.token, newPartner({ Host: 'parceiro.localhost' }));
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ Message: PartnerMessages.hostTaken });
    const added: PartnerItem = await (await create(providerAdmin.token, newPartner())).json();
    const moved = await change(providerAdmin.token, added.Id, { Host: 'parceiro.localhost' });
    expect(moved.status).toBe(409);
  });
});

describe('GET and PATCH /api/backoffice/partners', () => {
  it('lets analysts and approvers reach no partner route (403), provider or partner staff', async () => {
    for (const role of ['analyst', 'approver'] as const) {
      for (const partnerId of [null, t.partners.bravo]) {
        const member = await addTestStaff(t, { role, partnerId });
        expect((await list(member.token)).status).toBe(403);
        expect((await read(member.token, t.partners.bravo)).status).toBe(403);
        expect((await create(member.token, newPartner())).status).toBe(403);
        expect((await change(member.token, t.partners.bravo, { Name: 'Outro' })).status).toBe(403);
      }
    }
    expect((await list('')).status).toBe(401);
  });

  it('shows a partner’s admin their partner only: another partner or an unknown id is a 404; adding is a 403', async () => {
    expect((await (await list(bravoAdmin.token)).json()).map((p: PartnerItem) => p.Id)).toEqual([t.partners.bravo]);
    const everyone = (await (await list(providerAdmin.token)).json()).map((p: PartnerItem) => p.Id);
    expect(everyone).toEqual(expect.arrayContaining([t.partners.aurora, t.partners.bravo]));
    expect((await read(bravoAdmin.token, t.partners.bravo)).status).toBe(200);
    for (const id of [t.partners.aurora, 999_999]) {
      expect((await read(bravoAdmin.token, id)).status).toBe(404);
      expect((await change(bravoAdmin.token, id, { Name: 'Tomada' })).status).toBe(404);
    }
    expect((await read(providerAdmin.token, 999_999)).status).toBe(404);
    const refused = await create(bravoAdmin.token, newPartner());
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ Message: PartnerMessages.providerOnly });
    expect((await customerLookup('localhost')).name).toBe('Aurora Investimentos');
  });

  it('lets a partner’s admin change their brand, not the provider’s fields; the customer lookup sees it at once', async () => {
    for (const body of [{ Host: 'bravo2.localhost' }, { Cnpj: '11444777000161' }, { IsOwnPartner: true }, { AdvisorId: 100 }]) {
      const refused = await change(bravoAdmin.token, t.partners.bravo, body);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ Message: PartnerMessages.providerOnly });
    }
    const before: PartnerItem = await (await read(bravoAdmin.token, t.partners.bravo)).json();
    const changed = await change(bravoAdmin.token, t.partners.bravo, { Name: 'Bravo Capital Digital' });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ Name: 'Bravo Capital Digital', Colors: before.Colors, Host: 'parceiro.localhost' });
    expect(await customerLookup('parceiro.localhost')).toMatchObject({
      name: 'Bravo Capital Digital',
      style: { name: 'Bravo Capital Digital', colors: before.Colors },
    });
    const [row] = await auditOf(t.partners.bravo, 'partner.change');
    expect(row).toMatchObject({ actor: `staff:${bravoAdmin.id}`, fields: ['name'] });
    expect(row.beforeDigest).not.toBe(row.afterDigest);
    expect(await auditOf(t.partners.bravo, 'partner.style.change')).toMatchObject([{ fields: ['name'] }]);
  });

  it('refuses colours on add and on change (400 naming the theme editor), so no client bypasses the contrast gate', async () => {
    const before: PartnerItem = await (await read(providerAdmin.token, t.partners.bravo)).json();
    // A stale palette sent back (the form's old list) and a failing one (white on white): neither gets through.
    const stale = { ...before.Colors, primary: '#7A1F5C' };
    const failing = { ...before.Colors, primary: '#FFFFFF', primaryContrast: '#FFFFFF' };
    for (const [token, Colors] of [
      [bravoAdmin.token, stale],
      [providerAdmin.token, failing],
    ] as const) {
      const refused = await change(token, t.partners.bravo, { Name: 'Bravo Tomada', Colors });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        Message: ThemeMessages.colorsInThemeEditor,
        Errors: { Colors: [ThemeMessages.colorsInThemeEditor] },
      });
    }
    const added = await create(providerAdmin.token, newPartner({ Colors: failing }));
    expect(added.status).toBe(400);
    expect((await added.json()).Message).toBe(ThemeMessages.colorsInThemeEditor);
    const live = await customerLookup('parceiro.localhost');
    expect(live.style.colors).toEqual(before.Colors);
    expect(live.name).not.toBe('Bravo Tomada');
  });

  it('lets a provider admin change the host (the registration URL follows) and the logos; refuses an empty change', async () => {
    const added: PartnerItem = await (await create(providerAdmin.token, newPartner())).json();
    const host = `movida-${process.pid}.exemplo.com.br`;
    const Logos = { Menu: '/brands/bravo/logo.svg', Icon: '/brands/bravo/icon.svg', Login: '/brands/aurora/login.svg' };
    const changed = await change(providerAdmin.token, added.Id, { Host: host, Logos, AdvisorId: 100 });
    expect(await changed.json()).toMatchObject({ Host: host, RegistrationUrl: `https://${host}/novo-cadastro`, Logos, AdvisorId: 100 });
    expect((await customerLookup(host)).logos).toContainEqual({ linkType: 6, url: Logos.Login });
    expect((await t.call('POST', '/api/partner/url', { json: { Url: added.Host } })).status).toBe(404);
    expect(await auditOf(added.Id, 'partner.logos.change')).toMatchObject([{ actor: `staff:${providerAdmin.id}` }]);
    const empty = await change(providerAdmin.token, added.Id, {});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ Message: PartnerMessages.changeRequired });
  });
});
