import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Partner } from '../../../domain/partner.ts';
import type { PartnerThemeView } from '../../../domain/theme-api.ts';
import { MAX_FAVICON_BYTES, ThemeMessages } from '../../../domain/theme-tokens.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { createFileStorage, type DiskFileStorage } from '../../lib/documents/storage.ts';
import { withPartnerIcon } from '../../lib/web/spa.ts';
import { addTestStaff, type TestStaff } from '../../test-support/staff.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let storage: DiskFileStorage;
let provider: TestStaff;
let bravoAdmin: TestStaff;
let bravoAnalyst: TestStaff;
beforeAll(async () => {
  storage = createFileStorage(mkdtempSync(join(tmpdir(), 'favicons-')));
  t = await startTestApp({ storage });
  provider = await addTestStaff(t, { role: 'admin', partnerId: null });
  bravoAdmin = await addTestStaff(t, { role: 'admin', partnerId: t.partners.bravo });
  bravoAnalyst = await addTestStaff(t, { role: 'analyst', partnerId: t.partners.bravo });
});
afterAll(async () => {
  await t.close();
  rmSync(storage.dir, { recursive: true, force: true });
});

const themePath = (id: number, rest = '') => `/api/backoffice/partners/${id}/theme${rest}`;
const upload = async (token: string, id: number, body: Buffer | string, type: string) =>
  t.app.request(themePath(id, '/favicon'), {
    method: 'PUT',
    body: typeof body === 'string' ? body : new Uint8Array(body),
    headers: { 'Content-Type': type, Authorization: `Bearer ${token}` },
  });
const view = async (answer: Response | Promise<Response>): Promise<PartnerThemeView> => {
  const response = await answer;
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
};
const refusal = async (answer: Promise<Response>) => {
  const response = await answer;
  const json = await response.json();
  return { status: response.status, message: json.Message, field: json.Errors?.Favicon?.[0] };
};
const customer = async (host: string): Promise<Partner> => (await t.call('POST', '/api/partner/url', { json: { Url: host } })).json();

const png = (side = 64) =>
  sharp({ create: { width: side, height: side, channels: 4, background: '#0a5c36' } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 48, height: 48, channels: 3, background: '#7a1f5c' } })
    .jpeg()
    .toBuffer();
const SVG =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#0A5C36"/></svg>';

/** An ICO of one PNG image: the 6-byte directory header, one 16-byte entry, then the PNG. */
const ico = (image: Buffer, { size = image.length, trailing = Buffer.alloc(0) } = {}) => {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(32, 6);
  header.writeUInt8(32, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(size, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, image, trailing]);
};

describe("a partner's favicon in the theme editor (issue 37)", () => {
  it('a PNG goes into the draft as a new PNG from the own origin; publishing makes it the host’s icon; a rollback restores the old one', async () => {
    const before = await customer('parceiro.localhost');
    expect(before.style.favicon ?? null).toBeNull();
    const drafted = await view(upload(bravoAdmin.token, t.partners.bravo, await png(512), 'image/png'));
    expect(drafted.Draft.Favicon).toMatch(new RegExp(`^/api/partner/${t.partners.bravo}/favicon/[0-9a-f]{16}$`));
    const served = await t.app.request(drafted.Draft.Favicon ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('Cache-Control')).toContain('immutable');
    expect(served.headers.get('Content-Security-Policy')).toContain('sandbox');
    // Scaled to fit a tab's largest use.
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(256);
    // Only a draft: the customers' pages keep the default until it is published.
    expect((await customer('parceiro.localhost')).style.favicon ?? null).toBeNull();
    const v1 = await view(
      t.call('POST', themePath(t.partners.bravo, '/publish'), { token: bravoAdmin.token, json: { BaseVersion: null } }),
    );
    const live = await customer('parceiro.localhost');
    expect(live.style.favicon).toBe(drafted.Draft.Favicon);
    // index.html (the SPA's and the landing's server render) names it as the page's icon.
    expect(withPartnerIcon('<head><link rel="icon" type="image/svg+xml" href="/favicon.svg" /></head>', live)).toBe(
      `<head><link rel="icon" href="${drafted.Draft.Favicon}" /></head>`,
    );

    // A JPEG replaces it in the draft (served as PNG); the colours edited meanwhile stay.
    const second = await view(upload(bravoAdmin.token, t.partners.bravo, await jpeg(), 'image/jpeg'));
    expect(second.Draft.Favicon).not.toBe(drafted.Draft.Favicon);
    expect((await t.app.request(second.Draft.Favicon ?? '')).headers.get('Content-Type')).toBe('image/png');
    await view(
      t.call('POST', themePath(t.partners.bravo, '/publish'), { token: bravoAdmin.token, json: { BaseVersion: v1.PublishedVersion } }),
    );
    expect((await customer('parceiro.localhost')).style.favicon).toBe(second.Draft.Favicon);
    // Rolling back to version 1 brings its favicon back, still served.
    await view(t.call('POST', themePath(t.partners.bravo, '/versions/1/restore'), { token: bravoAdmin.token }));
    expect((await customer('parceiro.localhost')).style.favicon).toBe(drafted.Draft.Favicon);
    expect((await t.app.request(drafted.Draft.Favicon ?? '')).status).toBe(200);

    // Saving the draft keeps its favicon; `Favicon: null` takes it off.
    const { Draft } = await view(t.call('GET', themePath(t.partners.bravo), { token: bravoAdmin.token }));
    const body = { Colors: Draft.Colors, FontFamily: Draft.FontFamily, Radius: Draft.Radius };
    expect((await view(t.call('PUT', themePath(t.partners.bravo, '/draft'), { token: bravoAdmin.token, json: body }))).Draft.Favicon).toBe(
      drafted.Draft.Favicon,
    );
    const cleared = await view(
      t.call('PUT', themePath(t.partners.bravo, '/draft'), { token: bravoAdmin.token, json: { ...body, Favicon: null } }),
    );
    expect(cleared.Draft.Favicon).toBeNull();
    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'partner.theme.draft'), eq(auditEvents.entityId, String(t.partners.bravo))));
    expect(audited.filter((event) => event.fields?.includes('favicon')).length).toBeGreaterThanOrEqual(3);
  });

  it('a clean SVG is drawn as a PNG; a simple ICO is kept as it is', async () => {
    const svg = await view(upload(provider.token, t.partners.aurora, SVG, 'image/svg+xml'));
    const drawn = await t.app.request(svg.Draft.Favicon ?? '');
    expect(drawn.headers.get('Content-Type')).toBe('image/png');
    expect((await sharp(Buffer.from(await drawn.arrayBuffer())).metadata()).format).toBe('png');
    const icon = ico(await png(32));
    const kept = await view(upload(provider.token, t.partners.aurora, icon, 'image/x-icon'));
    const served = await t.app.request(kept.Draft.Favicon ?? '');
    expect(served.headers.get('Content-Type')).toBe('image/x-icon');
    expect(Buffer.from(await served.arrayBuffer()).equals(icon)).toBe(true);
  });

  it('bad input is a 400 naming why at Favicon, and nothing changes in the draft', async () => {
    const { Draft } = await view(t.call('GET', themePath(t.partners.aurora), { token: provider.token }));
    const image = await png();
    const cases: [Buffer | string, string, string][] = [
      [Buffer.alloc(MAX_FAVICON_BYTES + 1, 1), 'image/png', ThemeMessages.faviconTooLarge],
      [image, 'image/gif', ThemeMessages.faviconType],
      [image, 'image/jpeg', ThemeMessages.faviconMismatch],
      ['<html><script>alert(1)</script></html>', 'image/svg+xml', ThemeMessages.faviconMismatch],
      [SVG.replace('<circle', '<script>alert(1)</script><circle'), 'image/svg+xml', ThemeMessages.faviconSvgScript],
      [SVG.replace('<circle', '<circle onclick="alert(1)"'), 'image/svg+xml', ThemeMessages.faviconSvgScript],
      [SVG.replace('<circle', '<image href="https://tracker.example/p.png"/><circle'), 'image/svg+xml', ThemeMessages.faviconSvgExternal],
      [
        SVG.replace(
          'xmlns="http://www.w3.org/2000/svg"',
          'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"',
        ).replace('<circle', '<use xlink:href="/other.svg#a"/><circle'),
        'image/svg+xml',
        ThemeMessages.faviconSvgExternal,
      ],
      [SVG.replace('fill="#0A5C36"', 'fill="url(https://tracker.example/#g)"'), 'image/svg+xml', ThemeMessages.faviconSvgExternal],
      [
        `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${SVG.replace('<?xml version="1.0"?>', '')}`,
        'image/svg+xml',
        ThemeMessages.faviconSvgExternal,
      ],
      [Buffer.concat([image, Buffer.from('<script>alert(1)</script>')]), 'image/png', ThemeMessages.faviconUnreadable],
      [await png(8), 'image/png', ThemeMessages.faviconDimensions],
      [ico(image, { size: image.length + 10 }), 'image/x-icon', ThemeMessages.faviconUnreadable],
      [ico(image, { trailing: Buffer.from('<html>') }), 'image/x-icon', ThemeMessages.faviconUnreadable],
    ];
    for (const [body, type, message] of cases) {
      expect(await refusal(upload(provider.token, t.partners.aurora, body, type)), message).toEqual({
        status: 400,
        message,
        field: message,
      });
    }
    expect((await view(t.call('GET', themePath(t.partners.aurora), { token: provider.token }))).Draft.Favicon).toBe(Draft.Favicon);
  });

  it("only an admin of the partner uploads: another partner's is a 404, an analyst 403; an unknown digest is a 404", async () => {
    const image = await png();
    expect((await upload(bravoAdmin.token, t.partners.aurora, image, 'image/png')).status).toBe(404);
    expect((await upload(bravoAnalyst.token, t.partners.bravo, image, 'image/png')).status).toBe(403);
    expect((await upload('not-a-token', t.partners.bravo, image, 'image/png')).status).toBe(401);
    expect((await t.app.request(`/api/partner/${t.partners.bravo}/favicon/0000000000000000`)).status).toBe(404);
    expect((await t.app.request(`/api/partner/${t.partners.bravo}/favicon/not-a-digest`)).status).toBe(400);
  });
});
