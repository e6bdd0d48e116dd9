import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LinkType } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import { Partner, PartnerColors, TypographyConfig } from '../../../domain/partner.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { PARTNER_LOOKUP_LIMIT } from './partner.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const lookup = (Url: unknown, ip?: string) => t.call('POST', '/api/partner/url', { json: { Url }, ip });

describe('POST /api/partner/url', () => {
  it('answers the own partner for localhost with its logos and style', async () => {
    const response = await lookup('localhost');
    expect(response.status).toBe(200);
    const partner = v.parse(Partner, await response.json());
    expect(partner).toMatchObject({
      id: t.partners.aurora,
      name: 'Aurora Investimentos',
      isOwnPartner: true,
      advisorId: 100,
      officeId: 10,
    });
    expect(partner.logos).toEqual([
      { linkType: LinkType.MENU, url: '/brands/aurora/logo.svg' },
      { linkType: LinkType.ICON, url: '/brands/aurora/icon.svg' },
      { linkType: LinkType.LOGIN, url: '/brands/aurora/login.svg' },
    ]);
    // Every colour the style must set; border and success only once a theme was published (ADR 232: older styles
    // parse, and the web app draws its defaults for them).
    const required = Object.entries(PartnerColors.entries).filter(([, schema]) => schema.type !== 'optional');
    expect(Object.keys(partner.style.colors).sort()).toEqual(required.map(([key]) => key).sort());
    expect(Object.keys(partner.style.typographyConfig).sort()).toEqual(Object.keys(TypographyConfig.entries).sort());
    expect(partner.style.typographyConfig.fontFamily).toContain('Inter Variable');
  });

  it('matches on the hostname: port, scheme, path and case do not matter', async () => {
    for (const url of ['parceiro.localhost:3000', 'PARCEIRO.localhost', 'http://parceiro.localhost:5173/novo-cadastro']) {
      const response = await lookup(url);
      expect(response.status, url).toBe(200);
      expect(await response.json()).toMatchObject({ id: t.partners.bravo, name: 'Bravo Capital', isOwnPartner: false });
    }
  });

  it('gives the second brand a different look', async () => {
    const aurora = v.parse(Partner, await (await lookup('localhost')).json());
    const bravo = v.parse(Partner, await (await lookup('parceiro.localhost')).json());
    expect(bravo.style.colors.primary).not.toBe(aurora.style.colors.primary);
    expect(bravo.style.typographyConfig.fontFamily).toContain('Manrope Variable');
    expect(bravo.style.css).toContain('border-radius');
    expect(bravo.logos.map((logo) => logo.url)).toEqual(['/brands/bravo/logo.svg', '/brands/bravo/icon.svg', '/brands/bravo/login.svg']);
  });

  it('answers 404 with the partner-not-found message for an unknown host', async () => {
    const response = await lookup('desconhecido.example.com');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ Message: Messages.partnerNotFound });
  });

  it('rejects a body without Url, with another key, or not in JSON', async () => {
    const missing = await t.call('POST', '/api/partner/url', { json: {} });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ Message: Messages.invalidField, Errors: { Url: [Messages.invalidField] } });

    const extra = await t.call('POST', '/api/partner/url', { json: { Url: 'localhost', Host: 'x' } });
    expect(extra.status).toBe(400);
    expect(await extra.json()).toEqual({ Message: Messages.unknownField, Errors: { Host: [Messages.unknownField] } });

    const text = await t.call('POST', '/api/partner/url', {
      body: 'Url=localhost',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(text.status).toBe(415);
    expect((await text.json()).Message).toEqual(expect.any(String));
  });

  it('answers 429 with a pt-BR Message and Retry-After once an address spent its lookups; other addresses still get answers', async () => {
    const ip = '10.62.0.1';
    for (let i = 0; i < PARTNER_LOOKUP_LIMIT.limit; i++) expect((await lookup('localhost', ip)).status).toBe(200);
    const limited = await lookup('localhost', ip);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ Message: Messages.tooManyRequests });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await lookup('localhost', '10.62.0.2')).status).toBe(200);
  });
});
