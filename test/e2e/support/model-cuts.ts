import { expect, type Page, type Route } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { Messages } from '../../../domain/index.ts';
import type { OnboardingContext } from '../../../machines/onboarding/onboarding.context.ts';
import type { SectionKey } from '../../../machines/section/index.ts';
import { SECTION_AREAS } from '../../../src/api/section-areas.api.ts';

/**
 * A call the connection drops, as a customer's does when it is cut (ADR 243): its method (`write`: any but GET) and
 * path, the attempts the client makes (ky tries a read and a keyed write once more after a network failure, ADR 177),
 * and what the customer then sees. Any failure but a 401 takes the model's fault transition (its label names a 500).
 */
type Cut = { method: string; path: RegExp; attempts: number; shows?: string };

/**
 * A walk's page, the connections cut for its last action (each settled once its every attempt was dropped) and the
 * calls held for it (each settled once released to the server).
 */
export type Cutting = { page: Page; cuts: Promise<void>[]; held: Promise<void>[] };

const CUTS: Record<string, Cut> = {
  'loadKnowledgeSources ✗ 500': {
    method: 'GET',
    path: /^\/api\/common\/v3\/knowledge-sources$/,
    attempts: 2,
    shows: 'Não foi possível carregar as opções',
  },
  'startSignUp ✗ network': { method: 'POST', path: /^\/api\/client\/basic-data$/, attempts: 2, shows: Messages.defaultError },
  // The wizard opens without the server's read of the file: nothing shows it, the steps work as for a new one.
  'loadCompleteness ✗ 500': { method: 'GET', path: /^\/api\/client\/\d+\/completeness$/, attempts: 2 },
  'completeSection ✗ 500': { method: 'POST', path: /^\/api\/section$/, attempts: 1, shows: Messages.defaultError },
  // The code flow runs as a promise in the model: its retry is the sign that the read of the progress was cut.
  'retry progress': { method: 'GET', path: /^\/api\/section\/\d+$/, attempts: 2, shows: Messages.defaultError },
};

/** The cut a label answers with, if any: a call of CUTS, or a data area's save (`<area> refused`). */
export function cutOf(label: string): Cut | undefined {
  const refused = /^(\w+) refused$/.exec(label)?.[1];
  if (refused === undefined) return CUTS[label];
  const write = SECTION_AREAS[refused as SectionKey].write;
  return { method: 'write', path: new RegExp(`^/api/${write}$`), attempts: 1, shows: Messages.defaultError };
}

/**
 * Drops every attempt of the cut's call, once (the calls after it reach the real server). `dropped` settles once they
 * are (wrapped: an async function's promise would wait for it).
 */
async function cutConnection(page: Page, cut: Cut): Promise<{ dropped: Promise<void> }> {
  let left = cut.attempts;
  let settle = () => {};
  const dropped = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const handler = async (route: Route) => {
    const request = route.request();
    const method = cut.method === 'write' ? request.method() !== 'GET' : request.method() === cut.method;
    if (left === 0 || !method || !cut.path.test(new URL(request.url()).pathname)) return route.fallback();
    left -= 1;
    await route.abort('internetdisconnected');
    if (left > 0) return;
    await page.unroute('**/api/**', handler);
    settle();
  };
  await page.route('**/api/**', handler);
  return { dropped };
}

/**
 * Cuts the calls an action leads to: those of the `answers` it waits for, and the one the `following` action retries
 * (the code flow's progress). Returns whether any was cut.
 */
export async function cutFor(replay: Cutting, answers: readonly string[], following: string | undefined): Promise<boolean> {
  const cuts = [...answers, ...(following === undefined ? [] : [following])].map(cutOf).filter((cut) => cut !== undefined);
  for (const cut of cuts) replay.cuts.push((await cutConnection(replay.page, cut)).dropped);
  return cuts.length > 0;
}

/** Waits for `settled`: failing, rather than waiting forever, if it is not within `ms` (the app never made the call). */
async function within(settled: Promise<void> | undefined, ms: number, what: string) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(what)), ms);
  });
  try {
    await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits until every attempt of a cut call was dropped. */
const droppedBy = (dropped: Promise<void> | undefined, cut: Cut) =>
  within(dropped, 30_000, `the cut call ${cut.method} ${cut.path} was not made ${cut.attempts} times`);

/** The answer of a cut call, or the retry of one: every attempt was dropped, and the customer sees the failure. */
export async function cutAnswered(replay: Cutting, cut: Cut) {
  await droppedBy(replay.cuts.shift(), cut);
  if (cut.shows) await expect(replay.page.getByText(cut.shows).first()).toBeVisible();
}

/** The file's sending (the finish flow's keyed PATCH, tried twice). */
const FINALIZE: Cut = { method: 'PATCH', path: /^\/api\/client\/finalize$/, attempts: 2, shows: Messages.defaultError };

/**
 * Conclusão sends a complete file as it opens. A visit the model does not end with the file sent (no `finish ✓
 * finalized` among the `answers` after the action that opened it) has that sending cut: the file stays open to
 * edit, and the step says the sending failed. Returns the check to run once the action is done, if any.
 */
export async function cutUnsentConclusion(page: Page, after: AnyMachineSnapshot, answers: readonly string[]) {
  const conclusion = after.matches({ partner: { ready: { customer: 'finished' } } });
  if (!conclusion || (after.context as OnboardingContext).submitted || answers.includes('finish ✓ finalized')) return undefined;
  const { dropped } = await cutConnection(page, FINALIZE);
  return async () => {
    await droppedBy(dropped, FINALIZE);
    await expect(page.getByText(FINALIZE.shows!).first()).toBeVisible();
  };
}

/**
 * The calls the server refuses with a 401 (the model's `✗ 401`) once the session has ended: the session ends in
 * another tab while the call is on its way.
 */
const HELD: Record<string, { method: string; path: RegExp }> = {
  'loadCompleteness ✗ 401': { method: 'GET', path: /^\/api\/client\/\d+\/completeness$/ },
  'completeSection ✗ 401': { method: 'POST', path: /^\/api\/section$/ },
};

/** Whether a label is the server's 401 to a call held in flight (the session expired meanwhile). */
export const isHeldAnswer = (label: string) => label in HELD;

/**
 * Holds in flight the calls of the 401s among the `answers` an action waits for: once the app makes one, the customer's
 * session ends elsewhere (`endSession`), then the call goes on to the real server, which refuses it. Returns whether
 * any call is held.
 */
export async function holdFor(replay: Cutting, answers: readonly string[], endSession: () => Promise<void>): Promise<boolean> {
  const calls = answers.filter(isHeldAnswer).map((label) => HELD[label]);
  for (const call of calls) {
    let release: (error?: unknown) => void = () => {};
    const released = new Promise<void>((resolve, reject) => {
      release = (error) => (error === undefined ? resolve() : reject(error));
    });
    let met = false;
    const handler = async (route: Route) => {
      const request = route.request();
      if (met || request.method() !== call.method || !call.path.test(new URL(request.url()).pathname)) return route.fallback();
      met = true;
      const ended = await endSession().then(
        () => undefined,
        (error: unknown) => error ?? new Error('the session did not end'),
      );
      await route.continue();
      // Unrouted once the call went on (a handler unrouted while it holds its call loses it).
      await replay.page.unroute('**/api/**', handler);
      release(ended);
    };
    await replay.page.route('**/api/**', handler);
    replay.held.push(released);
  }
  return calls.length > 0;
}

/** The 401 to a held call: the session ended elsewhere and the call was released (the reset takes a few seconds). */
export async function heldAnswered(replay: Cutting, label: string) {
  const call = HELD[label];
  await within(replay.held.shift(), 60_000, `the held call ${call.method} ${call.path} was not made, or the session did not end`);
}
