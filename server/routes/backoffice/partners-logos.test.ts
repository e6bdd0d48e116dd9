import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LOGO_BYTES, type PartnerItem, PartnerMessages } from '../../../domain/api/partners.ts';
import { LinkType } from '../../../domain/constants.ts';
import type { Partner } from '../../../domain/partner.ts';
import { auditEvents, partnerLogos } from '../../db/schema/index.ts';
import { createFileStorage, type DiskFileStorage } from '../../lib/documents/storage.ts';
import { findBrand } from '../../lib/outbox/mail.ts';
import { addTestStaff, type TestStaff } from '../../test-support/staff.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let storage: DiskFileStorage;
let providerAdmin: TestStaff;
let bravoAdmin: TestStaff;
beforeAll(async () => {
  storage = createFileStorage(mkdtempSync(join(tmpdir(), 'logos-')));
  t = await startTestApp({ storage });
  providerAdmin = await addTestStaff(t, { role: 'admin', partnerId: null });
  bravoAdmin = await addTestStaff(t, { role: 'admin', partnerId: t.partners.bravo });
});
afterAll(async () => {
  await t.close();
  rmSync(storage.dir, { recursive: true, force: true });
});
const storedKey = async (partnerId: number, linkType: number) =>
  (
    await t.database.db
      .select({ key: partnerLogos.storageKey })
      .from(partnerLogos)
      .where(and(eq(partnerLogos.partnerId, partnerId), eq(partnerLogos.linkType, linkType)))
  )[0]?.key;

const png = (width = 64, height = 32, background = '#7a1f5c') =>
  sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();
// A PNG carrying an HTML page in a text chunk (before IEND), a classic polyglot.
const pngWithText = async (text: string) => {
  const image = await png();
  const data = Buffer.from(`Comment\0${text}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  const { crc32 } = await import('node:zlib');
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return Buffer.concat([image.subarray(0, 33), chunk, image.subarray(33)]);
};

const upload = (token: string | undefined, id: number, kind: string, body: Buffer, type = 'image/png') =>
  t.app.request(`/api/backoffice/partners/${id}/logos/${kind}`, {
    method: 'PUT',
    body: new Uint8Array(body),
    headers: { 'Content-Type': type, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
const change = (token: string, id: number, json: unknown) => t.call('PATCH', `/api/backoffice/partners/${id}`, { token, json });
const customerLookup = async (host: string): Promise<Partner> => (await t.call('POST', '/api/partner/url', { json: { Url: host } })).json();

describe('logo URLs given as text (issue 33)', () => {
  it('refuses a logo on another host, protocol-relative, http, javascript: or data: at the field, in pt-BR', async () => {
    const shipped = { Menu: '/brands/bravo/logo.svg', Icon: '/brands/bravo/icon.svg', Login: '/brands/bravo/login.svg' };
    const attacks = [
      '//evil.test/pixel.png',
      'http://evil.test/pixel.png',
      'https://cdn.exemplo.com.br/l.svg',
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      '/brands/../api/x.png',
      '/\\evil.test/pixel.png',
    ];
    for (const Menu of attacks) {
      const refused = await change(bravoAdmin.token, t.partners.bravo, { Logos: { ...shipped, Menu } });
      expect(refused.status, Menu).toBe(400);
      expect((await refused.json()).Errors, Menu).toEqual({ Logos: [PartnerMessages.logoInvalid] });
    }
    expect((await customerLookup('parceiro.localhost')).logos.map((logo) => logo.url)).toEqual(Object.values(shipped));
  });

  it('keeps a logo of another host stored before out of the pages, the back office and the emails', async () => {
    const added = await t.call('POST', '/api/backoffice/partners', {
      token: providerAdmin.token,
      json: { Host: `legado-${process.pid}.exemplo.com.br`, Name: 'Legado', Cnpj: '11.444.777/0001-61' },
    });
    const partner: PartnerItem = await added.json();
    const where = and(eq(partnerLogos.partnerId, partner.Id), eq(partnerLogos.linkType, LinkType.MENU));
    await t.database.db.update(partnerLogos).set({ url: '//evil.test/pixel.png' }).where(where);
    expect((await customerLookup(partner.Host)).logos.map((logo) => logo.url)).not.toContain('//evil.test/pixel.png');
    const item: PartnerItem = await (await t.call('GET', `/api/backoffice/partners/${partner.Id}`, { token: providerAdmin.token })).json();
    expect(item.Logos.Menu).toBe('');
    expect((await findBrand(t.database.db, partner.Id)).logoUrl).toBeNull();
  });
});

describe('registration URL (issue 33)', () => {
  it('must be https on the default port; http and other ports only on loopback hosts', async () => {
    const host = `seguro-${process.pid}.exemplo.com.br`;
    const added: PartnerItem = await (
      await t.call('POST', '/api/backoffice/partners', {
        token: providerAdmin.token,
        json: { Host: host, Name: 'Seguro', Cnpj: '11.444.777/0001-61' },
      })
    ).json();
    for (const url of [`http://${host}/novo-cadastro`, `https://${host}:8443/novo-cadastro`, `https://user:x@${host}/novo-cadastro`]) {
      const refused = await change(providerAdmin.token, added.Id, { RegistrationUrl: url });
      expect(refused.status, url).toBe(400);
      expect((await refused.json()).Errors, url).toEqual({ RegistrationUrl: [PartnerMessages.registrationUrlInvalid] });
    }
    const created = await t.call('POST', '/api/backoffice/partners', {
      token: providerAdmin.token,
      json: { Host: `outro-${host}`, Name: 'Outro', Cnpj: '11.444.777/0001-61', RegistrationUrl: `http://outro-${host}/novo-cadastro` },
    });
    expect(created.status).toBe(400);
    const fine = await change(providerAdmin.token, added.Id, { RegistrationUrl: `https://${host}:443/cadastro` });
    expect(fine.status).toBe(200);
    const loopback = await change(bravoAdmin.token, t.partners.bravo, { RegistrationUrl: 'http://parceiro.localhost:5173/novo-cadastro' });
    expect(loopback.status).toBe(200);
  });

  it('refuses http and ports on loopback hosts too in production', async () => {
    const production = await startTestApp({ config: { nodeEnv: 'production' } });
    try {
      const admin = await addTestStaff(production, { role: 'admin', partnerId: null });
      const url = 'http://parceiro.localhost:5173/cadastro';
      const refused = await production.call('PATCH', `/api/backoffice/partners/${production.partners.bravo}`, {
        token: admin.token,
        json: { RegistrationUrl: url },
      });
      expect(refused.status).toBe(400);
      expect((await refused.json()).Errors).toEqual({ RegistrationUrl: [PartnerMessages.registrationUrlInvalid] });
    } finally {
      await production.close();
    }
  });
});

describe('PUT /api/backoffice/partners/{id}/logos/{kind} and GET /api/partner/{id}/logo/{kind}', () => {
  it('stores a PNG and serves it from the own origin with its type, nosniff and a versioned, long cache', async () => {
    const answer = await upload(bravoAdmin.token, t.partners.bravo, 'menu', await png());
    expect(answer.status).toBe(200);
    const partner: PartnerItem = await answer.json();
    expect(partner.Logos.Menu).toMatch(new RegExp(`^/api/partner/${t.partners.bravo}/logo/menu\\?v=[0-9a-f]{16}$`));
    const served = await t.app.request(partner.Logos.Menu);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 64, height: 32 });
    // The customer's pages (lookup, landing render, web app) and the emails use that URL.
    expect((await customerLookup('parceiro.localhost')).logos).toContainEqual({ linkType: LinkType.MENU, url: partner.Logos.Menu });
    const brand = await findBrand(t.database.db, t.partners.bravo);
    expect(brand.logoUrl).toBe(new URL(partner.Logos.Menu, brand.origin).href);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'partner.logos.change'), eq(auditEvents.actor, `staff:${bravoAdmin.id}`)));
    expect(audit).toMatchObject([{ fields: ['logos.menu'], entityId: String(t.partners.bravo) }]);

    // A new upload shows at once under a new URL; the old URL no longer claims a long cache.
    const first = (await storedKey(t.partners.bravo, LinkType.MENU)) as string;
    const again: PartnerItem = await (await upload(providerAdmin.token, t.partners.bravo, 'menu', await png(48, 48, '#123456'))).json();
    expect(await storage.size(first)).toBeUndefined();
    expect(again.Logos.Menu).not.toBe(partner.Logos.Menu);
    const stale = await t.app.request(partner.Logos.Menu);
    expect(stale.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(await sharp(Buffer.from(await stale.arrayBuffer())).metadata()).toMatchObject({ width: 48, height: 48 });
  });

  it('serves a JPEG as image/jpeg and answers 404 for a kind without an upload or an unknown partner', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#00aa00' } })
      .jpeg()
      .toBuffer();
    const partner: PartnerItem = await (await upload(bravoAdmin.token, t.partners.bravo, 'icon', jpeg, 'image/jpeg')).json();
    expect((await t.app.request(partner.Logos.Icon)).headers.get('Content-Type')).toBe('image/jpeg');
    expect((await t.app.request(`/api/partner/${t.partners.aurora}/logo/login`)).status).toBe(404);
    expect((await t.app.request('/api/partner/999999/logo/menu')).status).toBe(404);
    expect((await t.app.request(`/api/partner/${t.partners.bravo}/logo/banner`)).status).toBe(400);
  });

  it('refuses HTML or SVG named .png (415), a polyglot with data after IEND (400), a wrong declared type, a tiny or huge file', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(document.domain)</script></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [body, type] of [
      [html, 'image/png'],
      [svg, 'image/svg+xml'],
      [svg, 'image/png'],
      [await png(), 'image/jpeg'],
    ] as const) {
      const refused = await upload(bravoAdmin.token, t.partners.bravo, 'login', body, type);
      expect(refused.status, type).toBe(415);
      expect(await refused.json()).toEqual({ Message: PartnerMessages.logoType, Errors: { 'Logos.Login': [PartnerMessages.logoType] } });
    }
    const polyglot = Buffer.concat([await png(), html]);
    const trailing = await upload(bravoAdmin.token, t.partners.bravo, 'login', polyglot);
    expect(trailing.status).toBe(400);
    expect((await trailing.json()).Message).toBe(PartnerMessages.logoUnreadable);
    expect((await upload(bravoAdmin.token, t.partners.bravo, 'login', await png(8, 8))).status).toBe(400);
    expect((await upload(bravoAdmin.token, t.partners.bravo, 'login', Buffer.alloc(0))).status).toBe(400);
    const huge = Buffer.concat([await png(), Buffer.alloc(MAX_LOGO_BYTES)]);
    const tooLarge = await upload(bravoAdmin.token, t.partners.bravo, 'login', huge);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      Message: PartnerMessages.logoTooLarge,
      Errors: { 'Logos.Login': [PartnerMessages.logoTooLarge] },
    });
    expect((await customerLookup('parceiro.localhost')).logos).toContainEqual({ linkType: LinkType.LOGIN, url: '/brands/bravo/login.svg' });
  });

  it('serves a PNG that carried HTML in a text chunk without that text', async () => {
    const partner: PartnerItem = await (
      await upload(bravoAdmin.token, t.partners.bravo, 'login', await pngWithText('<script>alert(1)</script>'))
    ).json();
    const served = Buffer.from(await (await t.app.request(partner.Logos.Login)).arrayBuffer());
    expect(served.includes('<script>')).toBe(false);
    expect(await sharp(served).metadata()).toMatchObject({ format: 'png', width: 64, height: 32 });
  });

  it('lets no one else upload: another partner’s admin 404, an analyst 403, no token 401', async () => {
    const image = await png();
    const other = await upload(bravoAdmin.token, t.partners.aurora, 'menu', image);
    expect(other.status).toBe(404);
    const analyst = await addTestStaff(t, { role: 'analyst', partnerId: null });
    expect((await upload(analyst.token, t.partners.aurora, 'menu', image)).status).toBe(403);
    expect((await upload(undefined, t.partners.aurora, 'menu', image)).status).toBe(401);
    expect((await customerLookup('localhost')).logos).toContainEqual({ linkType: LinkType.MENU, url: '/brands/aurora/logo.svg' });
  });

  it('gives the shipped logo back through PATCH Logos: the uploaded one is no longer served', async () => {
    const uploaded: PartnerItem = await (await upload(providerAdmin.token, t.partners.aurora, 'icon', await png(32, 32))).json();
    expect((await t.app.request(uploaded.Logos.Icon)).status).toBe(200);
    const key = (await storedKey(t.partners.aurora, LinkType.ICON)) as string;
    expect(await storage.size(key)).toBeGreaterThan(0);
    const shipped = { Menu: '/brands/aurora/logo.svg', Icon: '/brands/aurora/icon.svg', Login: '/brands/aurora/login.svg' };
    const reset = await change(providerAdmin.token, t.partners.aurora, { Logos: shipped });
    expect(await reset.json()).toMatchObject({ Logos: shipped });
    expect((await t.app.request(uploaded.Logos.Icon)).status).toBe(404);
    expect(await storage.size(key)).toBeUndefined();
  });

  it('documents the upload (raw PNG or JPEG) and the public logo in /api/openapi.json', async () => {
    const { paths } = await (await t.app.request('/api/openapi.json')).json();
    const put = paths['/api/backoffice/partners/{id}/logos/{kind}'].put;
    expect(Object.keys(put.requestBody.content)).toEqual(['image/png', 'image/jpeg']);
    expect(put.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/api/partner/{id}/logo/{kind}'].get.security).toBeUndefined();
  });
});
