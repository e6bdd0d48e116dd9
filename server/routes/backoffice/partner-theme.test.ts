import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Partner } from '../../../domain/partner.ts';
import type { PartnerThemeView } from '../../../domain/theme-api.ts';
import { contrastRatio } from '../../../domain/theme-contrast.ts';
import { ThemeMessages, type ThemeTokens } from '../../../domain/theme-tokens.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { findBrand } from '../../lib/outbox/mail.ts';
import { applicationApprovedEmail } from '../../lib/outbox/mail-templates.ts';
import { addTestStaff, type TestStaff } from '../../test-support/staff.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let provider: TestStaff;
let bravoAdmin: TestStaff;
let bravoAnalyst: TestStaff;
beforeAll(async () => {
  t = await startTestApp();
  provider = await addTestStaff(t, { role: 'admin', partnerId: null });
  bravoAdmin = await addTestStaff(t, { role: 'admin', partnerId: t.partners.bravo });
  bravoAnalyst = await addTestStaff(t, { role: 'analyst', partnerId: t.partners.bravo });
});
afterAll(() => t.close());

const path = (id: number, rest = '') => `/api/backoffice/partners/${id}/theme${rest}`;
const read = (token: string, id: number) => t.call('GET', path(id), { token });
const save = (token: string, id: number, json: unknown) => t.call('PUT', path(id, '/draft'), { token, json });
const publish = (token: string, id: number, BaseVersion: number | null) =>
  t.call('POST', path(id, '/publish'), { token, json: { BaseVersion } });
const restore = (token: string, id: number, version: number) => t.call('POST', path(id, `/versions/${version}/restore`), { token });
const view = async (answer: Response | Promise<Response>): Promise<PartnerThemeView> => {
  const response = await answer;
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
};
const customer = async (host: string): Promise<Partner> => (await t.call('POST', '/api/partner/url', { json: { Url: host } })).json();
const auditOf = (id: number, action: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, String(id))));
const body = (draft: ThemeTokens, change: Partial<ThemeTokens['Colors']> = {}) => ({
  Colors: { ...draft.Colors, ...change },
  FontFamily: draft.FontFamily,
  Radius: draft.Radius,
});

describe('the theme of a partner (issue 37)', () => {
  it("opens on the live style's colours; only admins of the partner reach it (another partner: 404)", async () => {
    const theme = await view(read(bravoAdmin.token, t.partners.bravo));
    const live = await customer('parceiro.localhost');
    expect(theme.Draft.Colors.primary).toBe(live.style.colors.primary.toUpperCase());
    expect(theme.Draft.FontFamily).toBe('Manrope Variable');
    expect(theme.PublishedVersion).toBeNull();
    expect(theme.Versions).toEqual([]);
    expect((await read(bravoAdmin.token, t.partners.aurora)).status).toBe(404);
    expect((await save(bravoAdmin.token, t.partners.aurora, body(theme.Draft))).status).toBe(404);
    expect((await publish(bravoAdmin.token, t.partners.aurora, null)).status).toBe(404);
    expect((await restore(bravoAdmin.token, t.partners.aurora, 1)).status).toBe(404);
    expect((await read(bravoAnalyst.token, t.partners.bravo)).status).toBe(403);
    expect((await read('not-a-token', t.partners.bravo)).status).toBe(401);
    expect((await read(provider.token, 999_999)).status).toBe(404);
    expect((await read(provider.token, t.partners.aurora)).status).toBe(200);
  });

  it('refuses a colour that is not #RRGGBB at its field, unknown keys, fonts and radii off the list, unsafe CSS', async () => {
    const { Draft } = await view(read(provider.token, t.partners.aurora));
    const cases: [unknown, string, string][] = [
      [body(Draft, { primary: 'red' }), 'Colors.primary', ThemeMessages.colorInvalid],
      [body(Draft, { text: '#12345' }), 'Colors.text', ThemeMessages.colorInvalid],
      [body(Draft, { error: '#12345\u0007' }), 'Colors.error', ThemeMessages.colorInvalid],
      [body(Draft, { muted: 'rgb(0,0,0)' }), 'Colors.muted', ThemeMessages.colorInvalid],
      [{ ...body(Draft), FontFamily: 'Comic Sans MS' }, 'FontFamily', ThemeMessages.fontInvalid],
      [{ ...body(Draft), Radius: 'huge' }, 'Radius', ThemeMessages.radiusInvalid],
      [{ ...body(Draft), Css: '@import url(https://evil.example/x.css);' }, 'Css', ThemeMessages.cssInvalid],
      [{ ...body(Draft), Css: 'a{background:url(https://evil.example/t.png)}' }, 'Css', ThemeMessages.cssInvalid],
      [{ ...body(Draft), Css: 'a{background:url(//evil.example/t.png)}' }, 'Css', ThemeMessages.cssInvalid],
      [{ ...body(Draft), Css: 'a{width:expression(alert(1))}' }, 'Css', ThemeMessages.cssInvalid],
      [{ ...body(Draft), Css: 'a{background:u\\72l(https://evil.example)}' }, 'Css', ThemeMessages.cssInvalid],
      [{ ...body(Draft), Css: 'a{color:red}\u0000' }, 'Css', ThemeMessages.cssInvalid],
      [{ ...body(Draft), Css: `a{color:red}${' '.repeat(8 * 1024)}` }, 'Css', ThemeMessages.cssTooLong],
    ];
    for (const [json, field, message] of cases) {
      const refused = await save(provider.token, t.partners.aurora, json);
      expect(refused.status, field).toBe(400);
      const errors = (await refused.json()).Errors;
      expect(errors?.[field], `${field} ${JSON.stringify(errors)}`).toContain(message);
    }
    expect((await save(provider.token, t.partners.aurora, { ...body(Draft), Extra: 1 })).status).toBe(400);
    const colors = { ...Draft.Colors } as Partial<ThemeTokens['Colors']>;
    delete colors.success;
    expect((await save(provider.token, t.partners.aurora, { ...body(Draft), Colors: colors })).status).toBe(400);
  });

  it("custom CSS is the provider's: a partner's admin gets 403 sending it; a provider admin's own-path url() is kept", async () => {
    const { Draft } = await view(read(bravoAdmin.token, t.partners.bravo));
    const refused = await save(bravoAdmin.token, t.partners.bravo, { ...body(Draft), Css: 'button{border-radius:0}' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).Message).toBe(ThemeMessages.cssProviderOnly);
    const css = "button{border-radius:999px;background:url('/brands/bravo/icon.svg')}";
    const saved = await view(save(provider.token, t.partners.bravo, { ...body(Draft), Css: css }));
    expect(saved.Draft.Css).toBe(css);
    // The partner's admin saving colours keeps the provider's CSS.
    const kept = await view(save(bravoAdmin.token, t.partners.bravo, body(Draft, { secondary: '#123456' })));
    expect(kept.Draft.Css).toBe(css);
  });

  it('the gate: a failing pair is saved in the draft but publishing is a 409 naming each pair with its ratio and suggestion', async () => {
    const { Draft } = await view(read(bravoAdmin.token, t.partners.bravo));
    const failing = await view(save(bravoAdmin.token, t.partners.bravo, body(Draft, { primary: '#7FB2FF', muted: '#777777' })));
    expect(failing.Failing.map((pair) => pair.id)).toEqual(expect.arrayContaining(['primaryContrast/primary', 'primary/surface']));
    const refused = await publish(bravoAdmin.token, t.partners.bravo, null);
    expect(refused.status).toBe(409);
    const answer = await refused.json();
    expect(answer.Message).toBe(ThemeMessages.contrastFails);
    const suggestion = failing.Failing.find((pair) => pair.id === 'primary/surface')?.suggestion ?? '';
    expect(answer.Errors['Colors.primary']).toContain(
      `Links e anel de foco sobre os cartões: ${failing.Failing.find((pair) => pair.id === 'primary/surface')
        ?.ratio.toFixed(2)
        .replace('.', ',')}:1, mínimo 4,50:1; sugestão ${suggestion}`,
    );
    expect((await customer('parceiro.localhost')).style.colors.primary).not.toBe('#7FB2FF');
    expect(await auditOf(t.partners.bravo, 'partner.theme.publish')).toEqual([]);
    expect((await auditOf(t.partners.bravo, 'partner.theme.draft')).map((event) => event.actor)).toContain(`staff:${bravoAdmin.id}`);
    expect(contrastRatio(suggestion, Draft.Colors.surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('publishing makes the draft live for the host at once; versions keep who and when; a rollback is one action', async () => {
    const { Draft } = await view(read(bravoAdmin.token, t.partners.bravo));
    const first = body(Draft, { primary: '#14532D', primaryContrast: '#FFFFFF', muted: '#5B6780', border: '#6B6B6B', success: '#05603A' });
    const firstDraft = { ...first, FontFamily: 'Inter Variable', Radius: 'round' };
    expect((await view(save(bravoAdmin.token, t.partners.bravo, firstDraft))).Failing).toEqual([]);
    const v1 = await view(publish(bravoAdmin.token, t.partners.bravo, null));
    expect(v1.PublishedVersion).toBe(1);
    expect(v1.Versions).toEqual([{ Version: 1, PublishedAt: expect.any(String), PublishedBy: expect.any(String), RestoredFrom: null }]);
    let live = await customer('parceiro.localhost');
    expect(live.style.colors.primary).toBe('#14532D');
    expect(live.style.typographyConfig.fontFamily).toBe('Inter Variable');
    expect(live.style.css).toContain('border-radius:999px');
    // Border, success and the radius scale reach the customer's pages too.
    expect(live.style).toMatchObject({ colors: { border: '#6B6B6B', success: '#05603A' }, radius: 'round' });
    // The landing's server render looks the partner up the same way (findPartnerByHost, per request, no cache).
    // The emails sent from now on draw the published corners.
    expect(applicationApprovedEmail(await findBrand(t.database.db, t.partners.bravo), { name: 'Maria' }).html).toMatch(
      /<a href="[^"]*" style="[^"]*border-radius:16px;background:#14532D/,
    );

    // A stale base is refused with the newer version to reload.
    await view(save(bravoAdmin.token, t.partners.bravo, { ...body(v1.Draft, { primary: '#7A1F1F', border: '#595959' }), Radius: 'none' }));
    const stale = await publish(bravoAdmin.token, t.partners.bravo, null);
    expect(stale.status).toBe(409);
    expect((await stale.json()).Errors.BaseVersion[0]).toContain('versão 1');
    const v2 = await view(publish(provider.token, t.partners.bravo, 1));
    expect(v2.Versions.map((version) => version.Version)).toEqual([2, 1]);
    expect((await customer('parceiro.localhost')).style).toMatchObject({
      colors: { primary: '#7A1F1F', border: '#595959' },
      radius: 'none',
    });

    const rolledBack = await view(restore(bravoAdmin.token, t.partners.bravo, 1));
    expect(rolledBack.PublishedVersion).toBe(3);
    expect(rolledBack.Versions[0]).toMatchObject({ Version: 3, RestoredFrom: 1 });
    expect(rolledBack.Draft.Colors.primary).toBe('#14532D');
    live = await customer('parceiro.localhost');
    expect(live.style).toMatchObject({ colors: { primary: '#14532D', border: '#6B6B6B', success: '#05603A' }, radius: 'round' });
    expect((await restore(bravoAdmin.token, t.partners.bravo, 99)).status).toBe(404);
    expect((await auditOf(t.partners.bravo, 'partner.theme.publish')).map((event) => event.actor)).toEqual([
      `staff:${bravoAdmin.id}`,
      `staff:${provider.id}`,
    ]);
    expect(await auditOf(t.partners.bravo, 'partner.theme.rollback')).toMatchObject([
      { actor: `staff:${bravoAdmin.id}`, fields: ['version:3'], beforeDigest: expect.any(String), afterDigest: expect.any(String) },
    ]);
  });

  it("the customer emails preview the saved draft's primary colour and corners under the partner's name; another partner's: 404", async () => {
    const { Draft } = await view(read(bravoAdmin.token, t.partners.bravo));
    await view(save(bravoAdmin.token, t.partners.bravo, { ...body(Draft, { primary: '#0A5C36' }), Radius: 'round' }));
    const answer = await t.call('GET', path(t.partners.bravo, '/emails'), { token: bravoAdmin.token });
    expect(answer.status).toBe(200);
    const emails: { Name: string; Subject: string; Html: string }[] = await answer.json();
    expect(emails.map((email) => email.Name)).toEqual(['Código de confirmação', 'Cadastro aprovado']);
    expect(emails[0].Subject).toBe('Bravo Capital: confirme seu e-mail');
    for (const email of emails) expect(email.Html.toUpperCase()).toContain('#0A5C36');
    // The corners of the round scale: the box's as a card's (28 px), the button's as a button's (16 px).
    for (const email of emails) expect(email.Html).toMatch(/max-width:560px;[^"]*border-radius:28px/);
    expect(emails[1].Html).toMatch(/<a href="[^"]*" style="[^"]*border-radius:16px;background:#0A5C36/i);
    // The logo from the product's own path (the back office's CSP allows only its own images).
    expect(emails[0].Html).toMatch(/<img src="\/(brands|api\/partner)\//);
    expect((await t.call('GET', path(t.partners.aurora, '/emails'), { token: bravoAdmin.token })).status).toBe(404);
    expect((await t.call('GET', path(t.partners.bravo, '/emails'), { token: bravoAnalyst.token })).status).toBe(403);
  });

  it('two admins publishing the same base at once: one wins, the other gets 409 naming the newer version', async () => {
    const theme = await view(read(provider.token, t.partners.aurora));
    await view(save(provider.token, t.partners.aurora, body(theme.Draft, { border: '#6B7280', success: '#067647' })));
    const answers = await Promise.all([publish(provider.token, t.partners.aurora, null), publish(provider.token, t.partners.aurora, null)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await view(read(provider.token, t.partners.aurora))).Versions).toHaveLength(1);
  });
});
