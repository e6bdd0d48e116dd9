import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { BackofficePage, type StaffLogin } from './support/backoffice.page.ts';
import { operatedServer } from './support/operator-cli.ts';
import { PartnersPage } from './support/partners.page.ts';

// The provider admin comes from the operator CLI (on PGlite the test's own server stops around each command, ADR 146).
test.setTimeout(180_000);

test("a provider admin adds a partner and edits its colour; the partner's host then shows that brand", async ({ page }) => {
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
    await partners.setPrimaryColor(partner.name, '#7A1F5C');
    await expect(partners.row(partner.name)).toContainText('#7A1F5C');
    await page.setViewportSize({ width: 1440, height: 900 });
    const logo = await sharp({ create: { width: 120, height: 40, channels: 4, background: '#7A1F5C' } })
      .png()
      .toBuffer();
    await partners.uploadLoginLogo(partner.name, logo, '/tmp/shots/bo-e2e/partner-form-logos-1440.png');

    // The customer's landing on the new partner's host: its name, in its new main colour.
    const port = new URL(server.origin).port;
    await page.goto(`http://${partner.host}:${port}/`);
    await expect(page.getByRole('heading', { name: 'Abra sua conta de investimentos' })).toBeVisible();
    const brand = page.getByText(partner.name, { exact: true }).first();
    await expect(brand).toBeVisible();
    await expect(brand).toHaveCSS('color', 'rgb(122, 31, 92)');
    // The uploaded logo, from this origin (ADR 220), decoded by the browser.
    const hero = page.locator('img[src^="/api/partner/"]').first();
    await expect(hero).toHaveAttribute('src', /\/logo\/login\?v=[0-9a-f]{16}$/);
    await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(120);
    await page.screenshot({ path: '/tmp/shots/bo-e2e/partners-landing.png', fullPage: true });
  } finally {
    await server.close();
  }
});
