import { expect, type Page, test } from '@playwright/test';
import { signUpByApi } from './support/customer-api.ts';
import { AURORA } from './support/hosts.ts';
import { TermsPage } from './support/terms.page.ts';

// The terms step of a PF customer (index 5 of the PF order), reached as a reload finds a signed-in session.
const TERMS_STEP_INDEX = 5;

test.setTimeout(90_000);

/**
 * Waits until Chromium's PDF viewer shows the document in the frame titled `title` (its page selector reads 1):
 * from then on the viewer takes the clicks of the area it covers (ADR 142).
 */
async function pdfShown(page: Page) {
  const viewer = () => page.frames().find((frame) => frame.url().startsWith('chrome-extension://'));
  await expect.poll(() => viewer() !== undefined).toBe(true);
  await expect(viewer()!.locator('viewer-page-selector').getByRole('textbox')).toHaveValue('1');
}

test('one mouse click on "Voltar aos termos" leaves the PDF reader once the viewer shows the document', async ({ page, request }) => {
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

  const first = terms.agreements().getByRole('button', { name: /^Ler / }).first();
  const name = ((await first.getAttribute('aria-label')) ?? '').replace(/^Ler /, '');
  await first.click();
  await expect(page.getByTitle(name)).toBeVisible();
  await page.getByRole('button', { name: 'Ler em tela cheia' }).click();
  await expect(page).toHaveURL(/\/cadastrar\/pdf$/);
  await expect(page.getByTitle(name)).toBeVisible();
  await pdfShown(page);

  await page.getByRole('button', { name: 'Voltar aos termos' }).click();
  await expect(page).toHaveURL(/\/cadastrar\/termos-e-assinatura$/);
  await expect(terms.agreements()).toBeVisible();
});
