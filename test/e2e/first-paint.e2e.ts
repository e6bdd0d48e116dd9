import { expect, test } from '@playwright/test';
import { SESSION_KEY } from '../../src/flows/persist.ts';
import { darkPhoto, goodPhoto } from './fixtures/photos.ts';
import { AddressPage } from './support/address.page.ts';
import { signUpByApi } from './support/customer-api.ts';
import { BRAVO, UNKNOWN } from './support/hosts.ts';
import { SignupPage } from './support/signup.page.ts';

// ADR 178: the landing is the server's HTML with links; it loads none of the journey's scripts until the visitor shows
// intent, and makes no API call (the partner is in the page, ADR 151).
test('the landing paints the partner’s brand from the page itself: no API call, no journey script until intent', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(`${BRAVO}/`);
  await expect(page.getByRole('heading', { name: 'Abra sua conta de investimentos' })).toBeVisible();
  await expect(page.getByText('Bravo Capital', { exact: true }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.filter((path) => path.startsWith('/api/'))).toEqual([]);
  expect(requests.filter((path) => path.endsWith('.js'))).toEqual([]);
  // The brand's font arrives after the first paint (issue 34): the heading ends in Bravo's Manrope, one woff2 fetched.
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 32px "Manrope Variable"'))).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', ''))),
    )
    .toEqual(['Manrope Variable']);
  expect(requests.filter((path) => path.endsWith('.woff2'))).toHaveLength(1);

  // A pointer over a choice fetches the journey; following the link opens the form with the scripts cached.
  await page.getByRole('link', { name: /Pessoa Física/ }).hover();
  await expect.poll(() => requests.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(0);
  await page.getByRole('link', { name: /Pessoa Física/ }).click();
  await expect(page.getByRole('heading', { name: 'Cadastro de Pessoa Física' })).toBeVisible();
  await expect(page).toHaveURL(`${BRAVO}/novo-cadastro?tipo=pf`);
  await new SignupPage(page).ready();
  await page.getByLabel('Nome completo').fill('Maria');
  await expect(page.getByLabel('Nome completo')).toHaveValue('Maria');
});

// Without JavaScript the landing still leads somewhere: its links open the server-rendered sign-up form.
test('with JavaScript off, the landing and its account-type links work, and the form page is rendered', async ({ browser }) => {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const html = await withoutScripts.newPage();
  await html.goto(`${BRAVO}/?assessor=12`);
  await expect(html.getByRole('heading', { name: 'Abra sua conta de investimentos' })).toBeVisible();
  await html.getByRole('link', { name: /Pessoa Jurídica/ }).click();
  await expect(html).toHaveURL(`${BRAVO}/novo-cadastro?tipo=pj&assessor=12`);
  await expect(html.getByRole('heading', { name: 'Cadastro de Pessoa Jurídica' })).toBeVisible();
  await expect(html.getByText('CNPJ').first()).toBeVisible();
  await html.goto(`${BRAVO}/`);
  await html.getByRole('link', { name: 'Já comecei meu cadastro' }).click();
  await expect(html).toHaveURL(`${BRAVO}/continuar-cadastro`);
  await withoutScripts.close();
});

// In the app (a landing reached without reloading, e.g. after Back), a choice is answered at once, with no page load.
test('back on the landing inside the app, the choice is answered in place, without a mismatch or an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${BRAVO}/novo-cadastro?tipo=pj`);
  await expect(page.getByRole('heading', { name: 'Cadastro de Pessoa Jurídica' })).toBeVisible();
  await new SignupPage(page).ready();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByRole('heading', { name: 'Abra sua conta de investimentos' })).toBeVisible();
  let loads = 0;
  page.on('load', () => loads++);
  await page.getByRole('link', { name: /Pessoa Física/ }).click();
  await expect(page.getByRole('heading', { name: 'Cadastro de Pessoa Física' })).toBeVisible();
  expect(loads).toBe(0);
  expect(errors).toEqual([]);
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
  await expect(page.getByRole('heading', { level: 1, name: 'Documentos de identificação' })).toBeVisible();
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

// Issue 34: on a phone the documents step offers the camera first and checks the photo on the device before sending.
// The deep link of the test above, on an emulated phone (touch, coarse pointer, 360 px), straight to the documents step.
test('on a phone the documents step opens the camera first; a dark photo gets its hint and the retake is sent', async ({
  browser,
  request,
}) => {
  const customer = await signUpByApi(request, BRAVO);
  const [dark, good] = await Promise.all([darkPhoto(), goodPhoto()]);
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });
  try {
    const page = await context.newPage();
    const slice = JSON.stringify({ accessToken: customer.token, personType: 'F', channelId: 1, stepIndex: 1 });
    await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [SESSION_KEY, slice]);
    await page.goto(`${BRAVO}/cadastrar/documentos`);
    const card = page.getByRole('list', { name: 'Documentos' }).getByRole('listitem').first();
    const pickers = card.getByLabel(/^(Tirar foto|Escolher arquivo):/);
    await expect(pickers.first()).toHaveAttribute('aria-label', /^Tirar foto:/);
    await expect(pickers.nth(1)).toHaveAttribute('aria-label', /^Escolher arquivo:/);

    await pickers.first().setInputFiles(dark);
    await expect(card.getByRole('alert')).toHaveText('A foto ficou escura. Procure um lugar com mais luz e tire outra.');
    await expect(card.getByRole('button', { name: /^Enviar assim mesmo/ })).toBeVisible();
    await card.getByLabel(/^Tirar outra:/).setInputFiles(good);
    await expect(card.getByText('Enviado', { exact: true })).toBeVisible();
    await expect(card.getByText(/^foto-boa\.png · /)).toBeVisible();
  } finally {
    await context.close();
  }
});
