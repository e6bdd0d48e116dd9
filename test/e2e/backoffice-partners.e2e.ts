import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { BackofficePage, type StaffLogin } from './support/backoffice.page.ts';
import { operatedServer } from './support/operator-cli.ts';
import { PartnersPage } from './support/partners.page.ts';

/** `#RRGGBB` as the computed style writes it. */
const rgbOf = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

// The provider admin comes from the operator CLI (on PGlite the test's own server stops around each command, ADR 146).
test.setTimeout(180_000);

test("a provider admin adds a partner and its logo; the partner's admin publishes a theme and favicon past the contrast gate and rolls it back", async ({
  page,
}) => {
  const server = await operatedServer();
  try {
    // Unique: on PostgreSQL the worker's database holds the partners and staff of the files run before.
    const stamp = Date.now();
    const admin: StaffLogin = { email: `alice.${stamp}@corretora.example`, password: 'senha forte da equipe 2030' };
    const run = await server.admin(['staff:add', '--email', admin.email, '--name', 'Alice Admin', '--role', 'admin'], {
      STAFF_PASSWORD: admin.password,
    });
    expect(run.status, run.output).toBe(0);
    const partner = { name: `Corretora Ipê ${stamp}`, host: `ipe-${stamp}.localhost`, cnpj: '11.444.777/0001-61' };

    const office = new BackofficePage(page, server.origin);
    const partners = new PartnersPage(page);
    await office.enrol(admin);
    await partners.open();
    await office.check('partners');
    await partners.fillNew(partner);
    await office.check('partners-add');
    await partners.submitNew();
    await expect(partners.row(partner.name)).toContainText(partner.host);
    await page.setViewportSize({ width: 1440, height: 900 });
    const logo = await sharp({ create: { width: 120, height: 40, channels: 4, background: '#7A1F5C' } })
      .png()
      .toBuffer();
    await partners.uploadLoginLogo(partner.name, logo, '/tmp/shots/bo-e2e/partner-form-logos-1440.png');

    // The partner's own admin (issue 37): colours are edited in the theme editor only, behind its contrast gate.
    const owner: StaffLogin = { email: `paula.${stamp}@corretora.example`, password: 'senha forte do parceiro 2030' };
    const ownerRun = await server.admin(
      ['staff:add', '--email', owner.email, '--name', 'Paula Parceira', '--role', 'admin', '--partner', partner.host],
      { STAFF_PASSWORD: owner.password },
    );
    expect(ownerRun.status, ownerRun.output).toBe(0);
    await office.signOut();
    await office.enrol(owner);
    await partners.open();
    await partners.openThemeEditor(partner.name);
    // Version 1: the default brand's theme, as the partner started; the rollback comes back to it.
    const startPrimary = await partners.themeColor('Cor principal').inputValue();
    await partners.publishTheme(1);
    // A light primary: white button text on it and it as a link on white both fail.
    await partners.themeColor('Cor principal').fill('#F2A93B');
    await expect(partners.failingPairs()).toContainText('mínimo 4,50:1');
    await expect(partners.failingPairs()).toContainText('Sugestão para cor principal');
    await expect(page.getByRole('button', { name: 'Publicar', exact: true })).toBeDisabled();
    await page.getByRole('heading', { name: 'Contraste (WCAG 2.2 AA)' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/shots/bo-e2e/theme-editor-failing-1440.png' });
    // One click on the primary's suggestion fixes every pair it is in (ADR 232), the buttons' text on it included.
    const newPrimary = await partners.applySuggestion('Cor principal');
    await expect(partners.themeColor('Cor principal')).toHaveValue(newPrimary);
    await expect(page.getByText('Todos os pares de cores têm contraste suficiente.')).toBeVisible();
    // The partner's favicon goes into the draft, and live with the next version.
    const favicon = await sharp({ create: { width: 64, height: 64, channels: 4, background: newPrimary } })
      .png()
      .toBuffer();
    await page.getByLabel('Ícone da aba (favicon)').setInputFiles({ name: 'icone.png', mimeType: 'image/png', buffer: favicon });
    await expect(page.getByRole('img', { name: 'Ícone da aba do rascunho' })).toHaveAttribute('src', /\/favicon\/[0-9a-f]{16}$/);
    // axe on the editor with the fixed draft (a failing draft's preview fails contrast on purpose: it shows the defect).
    await office.check('theme-editor');
    await partners.publishTheme(2);

    // The customer's landing on the partner's host, in a tab of its own: its name in the published primary.
    const port = new URL(server.origin).port;
    const landing = await page.context().newPage();
    await landing.setViewportSize({ width: 1440, height: 900 });
    await landing.goto(`http://${partner.host}:${port}/`);
    await expect(landing.getByRole('heading', { name: 'Abra sua conta de investimentos' })).toBeVisible();
    const brand = landing.getByText(partner.name, { exact: true }).first();
    await expect(brand).toHaveCSS('color', rgbOf(newPrimary));
    // The uploaded logo, from this origin (ADR 220), decoded by the browser.
    const hero = landing.locator('img[src^="/api/partner/"]').first();
    await expect(hero).toHaveAttribute('src', /\/logo\/login\?v=[0-9a-f]{16}$/);
    await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(120);
    // The tab shows the published favicon, served from this origin as a PNG.
    const icon = landing.locator('link[rel="icon"]');
    await expect(icon).toHaveAttribute('href', /^\/api\/partner\/\d+\/favicon\/[0-9a-f]{16}$/);
    const href = (await icon.getAttribute('href')) ?? '';
    expect(await landing.evaluate(async (url) => (await fetch(url)).headers.get('Content-Type'), href)).toBe('image/png');
    await landing.screenshot({ path: '/tmp/shots/bo-e2e/partner-theme-landing-1440.png', fullPage: true });
    await landing.setViewportSize({ width: 360, height: 780 });
    await landing.screenshot({ path: '/tmp/shots/bo-e2e/partner-theme-landing-360.png', fullPage: true });

    // One click back to version 1: the next page on the host shows the old primary.
    await partners.restoreTheme(1);
    await landing.reload();
    await expect(landing.getByText(partner.name, { exact: true }).first()).toHaveCSS('color', rgbOf(startPrimary));
    await expect(landing.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  } finally {
    await server.close();
  }
});
