import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { callApi, signUpByApi } from './support/customer-api.ts';
import { AURORA } from './support/hosts.ts';
import { TermsPage } from './support/terms.page.ts';

// The terms step of a PF customer (index 5 of the PF order), reached as a reload finds a signed-in session.
const TERMS_STEP_INDEX = 5;

test.setTimeout(90_000);

/** Widest element of the page past the viewport (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('at 360 px an agreement reads as the page text, its PDF downloads as the exact file the signature hashes', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const customer = await signUpByApi(request, AURORA, 'Otávio Nogueira');
  await page.goto(`${AURORA}/`);
  await page.evaluate(
    ([token, stepIndex]) =>
      sessionStorage.setItem('onboarding.session', JSON.stringify({ accessToken: token, personType: 'F', channelId: 1, stepIndex })),
    [customer.token, TERMS_STEP_INDEX] as const,
  );
  await page.goto(`${AURORA}/cadastrar/termos-e-assinatura`);
  const terms = new TermsPage(page);
  await terms.fillValid();

  const file = await callApi<{ Name: string; Sha256: string; Sections: { Heading: string; Paragraphs: string[] }[] }>(
    request,
    AURORA,
    'GET',
    '/api/file/type/1',
    { token: customer.token },
  );
  await page.getByRole('button', { name: `Ler ${file.Name}` }).click();
  const text = page.getByRole('article', { name: file.Name });
  await expect(text.getByRole('heading', { name: file.Sections[0].Heading })).toBeVisible();
  await expect(text.getByText(file.Sections[0].Paragraphs[0])).toBeVisible();
  expect(await page.locator('iframe').count()).toBe(0);
  // Readable on the phone: body-size text, nothing wider than the screen.
  const size = await text.getByText(file.Sections[0].Paragraphs[0]).evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize));
  expect(size).toBeGreaterThanOrEqual(16);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Baixar PDF' }).click()]);
  const bytes = await readFile((await download.path()) as string);
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.Sha256);

  await page.getByRole('button', { name: 'Ler em tela cheia' }).click();
  await expect(page).toHaveURL(/\/cadastrar\/pdf$/);
  await expect(page.getByRole('heading', { level: 1, name: file.Name })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Voltar aos termos' }).click();
  await expect(page).toHaveURL(/\/cadastrar\/termos-e-assinatura$/);
  await expect(terms.agreements()).toBeVisible();

  await terms.save();
  const [signed] = await callApi<{ Sha256: string }[]>(request, AURORA, 'GET', `/api/client-agreement/client/${customer.clientId}/type/1`, {
    token: customer.token,
  });
  expect(signed.Sha256).toBe(file.Sha256);
});
