import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, type Page, type Request, test } from '@playwright/test';
import { SESSION_KEY } from '../../src/flows/persist.ts';
import { checkBudgets, reportBudgets } from '../budgets/budgets.ts';
import { AddressPage } from './support/address.page.ts';
import { signUpByApi } from './support/customer-api.ts';
import { STATIC_DIR } from './support/e2e-env.ts';
import { AURORA } from './support/hosts.ts';
import { SignupPage } from './support/signup.page.ts';

// The browser's figures of budgets.json: the JS and CSS Chromium fetched (files weighed as built, inline code as
// served; gzipped here, so the server's compression does not decide them), and the requests one step submit sends.
// Exact for a given build, whatever the load, the port or the data earlier tests wrote.

const QUIET_MS = 500;

/**
 * Every request the page sends from now on, in order, and `idle()`: resolves once none has been in flight for
 * QUIET_MS (Playwright's `networkidle` only covers a document's load, not what a click in the app fetches).
 */
function recordRequests(page: Page): { sent: URL[]; idle(): Promise<void> } {
  const sent: URL[] = [];
  const inFlight = new Set<Request>();
  let quietSince = Date.now();
  const done = (request: Request) => {
    // Only its own requests: one sent before the recording began is not part of what it measures.
    if (inFlight.delete(request)) quietSince = Date.now();
  };
  page.on('request', (request) => {
    sent.push(new URL(request.url()));
    inFlight.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    sent,
    idle: () => expect.poll(() => inFlight.size === 0 && Date.now() - quietSince >= QUIET_MS, { intervals: [100] }).toBe(true),
  };
}

/** Gzip bytes of the JS and CSS files among `sent`, each once, as built in STATIC_DIR. */
function scriptAndStyleGzipBytes(sent: URL[]): number {
  const paths = new Set(sent.map((url) => url.pathname).filter((path) => /\.(m?js|css)$/.test(path)));
  return [...paths].reduce((sum, path) => sum + gzipSync(readFileSync(join(STATIC_DIR, path))).length, 0);
}

/**
 * Gzip bytes of the CSS and JS inside a page's `<style>` and `<script>` elements. Not its data (JSON scripts such as
 * the partner's, which the server's port and the suite's earlier writes change) nor its markup.
 */
function inlineScriptAndStyleGzipBytes(html: string): number {
  const code = [...html.matchAll(/<(style|script)\b([^>]*)>([\s\S]*?)<\/\1>/g)]
    .filter(([, , attributes]) => !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , , content]) => content);
  return gzipSync(code.join('\n')).length;
}

/**
 * Serves the pages as production does: without the development relay the e2e server names for the flow explorer
 * (production runs without it, and its chunk and reports are not the customer's). Answers, for each page served in
 * order, the gzip bytes of the JS and CSS inside it: the landing's styles are inline, and it loads no file of either.
 */
async function withoutFlowsRelay(page: Page): Promise<number[]> {
  const pages: number[] = [];
  await page.route(
    (url) => !/\.\w+$/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace(/<meta name="onboarding-flows-relay"[^>]*>/, '');
      pages.push(inlineScriptAndStyleGzipBytes(body));
      await route.fulfill({ response, body });
    },
  );
  return pages;
}

test('what a visitor downloads and what a step submit sends stay within budgets.json', async ({ page, request }) => {
  const measured: Record<string, number> = {};
  const pages = await withoutFlowsRelay(page);

  // An idle visitor on the landing.
  const landing = recordRequests(page);
  const signup = new SignupPage(page);
  await signup.open(AURORA);
  await landing.idle();
  measured['landing: JS+CSS gzip bytes'] = pages[0] + scriptAndStyleGzipBytes(landing.sent);

  // Up to a sign-up form that takes input: "Pessoa Física", the first field typed in.
  await signup.choose('Pessoa Física');
  await page.getByLabel('Nome completo').pressSequentially('M');
  await landing.idle();
  // The choice is a link: the sign-up form is a page of its own, which the journey's scripts then take over.
  const pagesWeight = pages.reduce((sum, bytes) => sum + bytes, 0);
  measured['landing to a typed sign-up field: JS+CSS gzip bytes'] = pagesWeight + scriptAndStyleGzipBytes(landing.sent);

  // One step submit: the address step saved, until the next step shows and the network is idle.
  const customer = await signUpByApi(request, AURORA);
  const slice = JSON.stringify({ accessToken: customer.token, personType: 'F', channelId: 1, stepIndex: 0 });
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [SESSION_KEY, slice]);
  await page.goto(`${AURORA}/cadastrar/endereco`);
  const address = new AddressPage(page);
  const before = recordRequests(page);
  await address.fillValid();
  await before.idle();
  const submit = recordRequests(page);
  await address.save();
  await expect(page.getByRole('heading', { level: 1, name: 'Documentos de identificação' })).toBeVisible();
  await submit.idle();
  measured['address step submit: requests'] = submit.sent.length;
  measured['address step submit: API requests'] = submit.sent.filter((url) => url.pathname.startsWith('/api/')).length;

  const check = checkBudgets('browser', measured);
  reportBudgets('browser', check);
  expect(check.failures).toEqual([]);
});
