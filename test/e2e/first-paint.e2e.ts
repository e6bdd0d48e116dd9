import { expect, test } from '@playwright/test';
import { SESSION_KEY } from '../../src/flows/persist.ts';
import { AddressPage } from './support/address.page.ts';
import { signUpByApi } from './support/customer-api.ts';
import { BRAVO, UNKNOWN } from './support/hosts.ts';

// ADR 151/152: the server writes the host's partner into the page, so the landing needs no API call at all.
test('the landing paints the partner’s brand from the page itself: no API call, no HTTP client loaded', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(`${BRAVO}/`);
  await expect(page.getByRole('heading', { name: 'Abra sua conta de investimentos' })).toBeVisible();
  await expect(page.getByText('Bravo Capital', { exact: true }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.filter((path) => path.startsWith('/api/'))).toEqual([]);
  expect(requests.filter((path) => /live-api/.test(path))).toEqual([]);

  // Choosing an account type loads the API with the sign-up screen.
  await page.getByRole('button', { name: /Pessoa Física/ }).click();
  await expect(page.getByRole('heading', { name: 'Cadastro de Pessoa Física' })).toBeVisible();
  expect(requests.some((path) => /live-api/.test(path))).toBe(true);
});

// ADR 168: the server renders the landing into the page; the browser hydrates it instead of painting it again.
// A hydration mismatch would show as a console error (React reports it and paints the page again).
test('the landing is in the HTML itself, and the app takes it over without a mismatch', async ({ browser, page }) => {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const html = await withoutScripts.newPage();
  await html.goto(`${BRAVO}/`);
  await expect(html.getByRole('heading', { name: 'Abra sua conta de investimentos' })).toBeVisible();
  await expect(html.getByRole('button', { name: /Pessoa Jurídica/ })).toBeVisible();
  await withoutScripts.close();

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${BRAVO}/`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: /Pessoa Jurídica/ }).click();
  await expect(page.getByRole('heading', { name: 'Cadastro de Pessoa Jurídica' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Abra sua conta de investimentos' })).toBeVisible();
  expect(errors).toEqual([]);
});

// ADR 171: the app's scripts come after the first paint. A tap on the landing before they have run is held by the
// page and answered once the app has taken the landing over, not lost.
test('a tap on the landing before the app has loaded is answered once it has', async ({ page }) => {
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // Not waiting for the load event (the app's scripts are what is held), only for the page's own loader to have run.
  await page.goto(`${BRAVO}/`, { waitUntil: 'commit' });
  await page.waitForFunction(() => '__takeEarlyClicks' in window);
  await page.getByRole('button', { name: /Pessoa Física/ }).click();
  await expect(page).toHaveURL(`${BRAVO}/`);
  releaseScripts();
  await expect(page.getByRole('heading', { name: 'Cadastro de Pessoa Física' })).toBeVisible();
  await expect(page).toHaveURL(/\/novo-cadastro$/);
});

test('an unknown host gets no partner in the page and still ends on the no-partner page through the API', async ({ page }) => {
  const partnerCalls: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/partner/url') partnerCalls.push(response.status());
  });
  await page.goto(`${UNKNOWN}/`);
  await expect(page.getByRole('heading', { name: 'Erro ao localizar o parceiro' })).toBeVisible();
  expect(await page.locator('#partner-data').count()).toBe(0);
  expect(partnerCalls).toEqual([404]);
});

// ADR 170: a deep link to a wizard step paints the step from the page itself — the server renders it once per person
// type and the page's inline script picks the tab's — then the app paints its own render over it.
test('a signed-in deep link paints its step from the page before any app script, then the app takes over cleanly', async ({
  page,
  request,
}) => {
  const customer = await signUpByApi(request, BRAVO);
  const slice = JSON.stringify({ accessToken: customer.token, personType: 'F', channelId: 1, stepIndex: 0 });
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
    },
    [SESSION_KEY, slice],
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  // The app's scripts never arrive: the page alone shows the step, its form waiting for the customer's data.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${BRAVO}/cadastrar/endereco`);
  await expect(page.getByRole('heading', { level: 1, name: 'Endereço' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Etapas do cadastro' }).getByText('Dados Pessoais')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Endereço residencial' })).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByLabel('CEP')).toBeDisabled();
  expect(errors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);

  // With its scripts, the app paints the same step over it and the form opens.
  await page.unroute('**/assets/*.js');
  errors.length = 0;
  await page.reload();
  await new AddressPage(page).fillValid();
  await new AddressPage(page).save();
  await expect(page.getByRole('heading', { level: 1, name: 'Identificação' })).toBeVisible();
  // A new customer has no address yet: GET /api/address answers 404, which the browser logs as a failed resource.
  expect(errors.filter((text) => !/Failed to load resource: .* 404/.test(text))).toEqual([]);
});

test('without a session, the same deep link keeps the spinner and ends on the landing', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${BRAVO}/cadastrar/endereco`);
  await expect(page.getByRole('status').getByText('Carregando…')).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Endereço' })).toHaveCount(0);
  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Abra sua conta de investimentos' })).toBeVisible();
});
