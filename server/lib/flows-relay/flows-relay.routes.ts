import { readFile } from 'node:fs/promises';
import { type Context, Hono, type Hono as HonoApp } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { streamSSE } from 'hono/streaming';
import * as v from 'valibot';
import {
  FLOWS_JOURNEY_COOKIE,
  FLOWS_RELAY_META,
  FLOWS_RELAY_PATH,
  JourneyId,
  JourneyReport,
  type RelayMessage,
} from '../../../domain/flows-relay.ts';
import { Messages } from '../../../domain/messages.ts';
import type { AppEnv } from '../http/context.ts';
import { devOnly, isSameOrigin } from '../http/dev-only.ts';
import { HttpMessages } from '../http/http-messages.ts';
import { createJourneyBoard, type JourneyBoard } from './journeys.ts';

/**
 * What the relay needs: the model suite's report on disk, whether a proxy in front is trusted (TRUST_PROXY, to decide
 * which callers are on this machine), the board of journeys (a fresh one by default).
 */
export type FlowsRelayOptions = { coverageFile: string; trustProxy: boolean; board?: JourneyBoard; heartbeatMs?: number };

const isJson = (c: Context) => (c.req.header('Content-Type') ?? '').split(';')[0].trim().toLowerCase() === 'application/json';

/**
 * The development relay of live journeys (ADR 202): a journey tab on any host of this server reports its states
 * (POST /journeys/:id, DELETE when it closes); the flow explorer follows every journey over server-sent events
 * (GET /stream) and reads the last model run's coverage from disk (GET /coverage). Requests from this machine, under a
 * loopback host, only (ADR 217); a report comes from a page of the same origin (403 otherwise, also without Origin) and
 * as JSON (415 otherwise: a form or a `text/plain` beacon needs no preflight); a removal from no other origin.
 */
export function flowsRelayRoutes({
  coverageFile,
  trustProxy,
  board = createJourneyBoard(),
  heartbeatMs = 15_000,
}: FlowsRelayOptions): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  // A tab closed without its goodbye (a crash, a lost DELETE) leaves the list once it is silent for long enough.
  setInterval(() => board.sweep(), 2_000).unref();
  routes.use('*', devOnly(trustProxy));
  routes.post('*', async (c, next) => {
    if (!isSameOrigin(c)) return c.json({ Message: Messages.forbidden }, 403);
    if (!isJson(c)) return c.json({ Message: HttpMessages.unsupportedMediaType }, 415);
    await next();
  });
  // Browsers always send an Origin with a DELETE (and preflight a cross-site one); a client without one is no page.
  routes.delete('*', async (c, next) =>
    c.req.header('Origin') === undefined || isSameOrigin(c) ? next() : c.json({ Message: Messages.forbidden }, 403),
  );
  return routes
    .post('/journeys/:id', async (c) => {
      const id = v.safeParse(JourneyId, c.req.param('id'));
      const body = v.safeParse(JourneyReport, await c.req.json().catch(() => undefined));
      if (!id.success || !body.success) return c.json({ Message: 'Relato de jornada inválido.' }, 400);
      board.report(id.output, c.req.header('host') ?? '', body.output);
      return c.body(null, 204);
    })
    .delete('/journeys/:id', (c) => {
      board.remove(c.req.param('id'));
      return c.body(null, 204);
    })
    .get('/stream', (c) =>
      streamSSE(c, async (stream) => {
        const send = (message: RelayMessage) => stream.writeSSE({ event: message.type, data: JSON.stringify(message) });
        const queue: RelayMessage[] = [];
        let wake: (() => void) | undefined;
        const stop = board.subscribe((message) => {
          queue.push(message);
          wake?.();
        });
        stream.onAbort(() => {
          stop();
          wake?.();
        });
        await send({ type: 'journeys', journeys: board.list() });
        while (!stream.aborted) {
          // A comment now and then keeps proxies and the browser from closing an idle stream.
          const timer = setTimeout(() => wake?.(), heartbeatMs);
          if (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
          clearTimeout(timer);
          wake = undefined;
          if (queue.length === 0 && !stream.aborted) await stream.write(': keep-alive\n\n');
          for (const message of queue.splice(0)) await send(message);
        }
        stop();
      }),
    )
    .get('/coverage', async (c) => {
      const text = await readFile(coverageFile, 'utf8').catch(() => null);
      // None on disk (a server run from a copy without the build's report): 204, so the explorer falls back to the
      // report bundled with it and the browser's console stays clean (a 404 is logged there as an error).
      return text === null ? c.body(null, 204) : c.body(text, 200, { 'Content-Type': 'application/json' });
    });
}

/** index.html telling the journey to report to the relay (a `<meta>` before `</head>`). */
export const withFlowsRelayMeta = (html: string) =>
  html.replace('</head>', () => `<meta name="${FLOWS_RELAY_META}" content="${FLOWS_RELAY_PATH}"></head>`);

/** Mounts the relay at /api/dev/flows when the flow explorer is on (never in production unless FLOWS_VIEWER=true). */
export function mountFlowsRelay(app: HonoApp<AppEnv>, options: FlowsRelayOptions & { enabled: boolean }): void {
  if (options.enabled) app.route(FLOWS_RELAY_PATH, flowsRelayRoutes(options));
}

/**
 * Lists a visitor of the server-rendered landing (which runs no script) on the board, under the id of the cookie the
 * landing's response sets (the one the request carries when the visitor reloads): the journey's script on the next
 * page reports under it, so the visitor is one journey from the landing on.
 */
export function listLandingVisitor(c: Context<AppEnv>, board: JourneyBoard, host: string): void {
  const carried = getCookie(c, FLOWS_JOURNEY_COOKIE);
  const id = carried && v.is(JourneyId, carried) ? carried : crypto.randomUUID();
  board.landing(id, host);
  setCookie(c, FLOWS_JOURNEY_COOKIE, id, { path: '/', sameSite: 'Strict', maxAge: 600 });
}
