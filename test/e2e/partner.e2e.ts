import { expect, test } from '@playwright/test';
import { PROVIDER } from '../../domain/index.ts';
import { AURORA, BRAVO, UNKNOWN } from './support/hosts.ts';

test('an unknown host shows the no-partner page with the spec texts and the provider button', async ({ page }) => {
  await page.goto(`${UNKNOWN}/cadastrar/endereco`);
  await expect(page.getByRole('heading', { name: 'Erro ao localizar o parceiro' })).toBeVisible();
  await expect(page.getByText('Não conseguimos localizar o parceiro solicitado, verifique se o endereço está correto.')).toBeVisible();
  const button = page.getByRole('link', { name: `ACESSAR SITE ${PROVIDER.name}` });
  await expect(button).toHaveAttribute('href', PROVIDER.url);
  await page.screenshot({ path: 'test-results/screens/no-partner.png', fullPage: true });
});

test('each brand dresses the landing with its own name, logo and colours', async ({ page }) => {
  const looks: { name: string; logo: string | null; color: string }[] = [];
  for (const [origin, name, shot] of [
    [AURORA, 'Aurora Investimentos', 'landing-aurora'],
    [BRAVO, 'Bravo Capital', 'landing-bravo'],
  ] as const) {
    await page.goto(`${origin}/`);
    await expect(page.getByRole('heading', { name: 'Abra sua conta de investimentos' })).toBeVisible();
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
    const logo = await page.locator('header img').first().getAttribute('src');
    const color = await page
      .getByRole('heading', { name: 'Abra sua conta de investimentos' })
      .evaluate((el) => getComputedStyle(document.body).backgroundColor + getComputedStyle(el).fontFamily);
    looks.push({ name, logo, color });
    await page.screenshot({ path: `test-results/screens/${shot}.png`, fullPage: true });
  }
  expect(looks[0].logo).toContain('/brands/aurora/');
  expect(looks[1].logo).toContain('/brands/bravo/');
  expect(looks[0].color).not.toBe(looks[1].color);
});
