import { get, request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../server/test-support/free-port.ts';
import { serverEnv, startServer } from '../../server/test-support/server-process.ts';
import { ownPartnerId, signUpBody, signUpLoad } from './sign-up-load.ts';

/** What a SIGTERM with SHUTDOWN_DELAY_MS did, seen as a load balancer's health checks and new clients see it. */
export type DrainDelayFigures = {
  delayMs: number;
  /** Readiness answers asked on new connections after the signal and before the delay's end, by status or error. */
  readyDuringDelay: Record<string, number>;
  /** Liveness asked on new connections in the same window, by status or error (new work still served). */
  newRequestsDuringDelay: Record<string, number>;
  /** A sign-up whose body was still arriving when the listener closed: its status, or the error's code. */
  acrossTheClose: string;
  /** The sign-up load's calls answered after the signal, and those cut (no answer, not a refused connection). */
  answeredAfter: number;
  cut: number;
  cutBy: string[];
  exitCode: number | null;
  /** From the signal to the process's exit. */
  exitedAfterMs: number;
};

// A probe started this close to the delay's end may meet the listener closing: it is left out of the window.
const WINDOW_MARGIN_MS = 500;
const PROBE_EVERY_MS = 100;
// Sign-up loops: enough to have calls in flight when the listener closes, few enough not to starve a loaded machine.
const LOOPS = 2;
// The slow sign-up starts this long before the delay's end and sends the rest of its body as long after it.
const SLOW_BODY_GAP_MS = 600;

/** GET `url` on a connection of its own (as a health check or a new client would): its status, or the error's code. */
function probe(url: string): Promise<string> {
  return new Promise((resolve) => {
    const request = get(url, { agent: false, headers: { Connection: 'close' }, timeout: 5_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(String(response.statusCode)));
    });
    request.on('timeout', () => request.destroy(new Error('gave up')));
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/**
 * A sign-up whose body arrives in two halves `gapMs` apart, on a connection of its own: started just before the
 * listener closes, it is still in flight when it does. Its status, or the error's code.
 */
function slowSignUp(base: string, partnerId: number, gapMs: number): Promise<string> {
  const body = JSON.stringify(signUpBody(partnerId));
  return new Promise((resolve) => {
    const request = httpRequest(
      `${base}/api/client/basic-data`,
      { method: 'POST', agent: false, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(String(response.statusCode)));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.write(body.slice(0, body.length / 2));
    setTimeout(() => request.end(body.slice(body.length / 2)), gapMs);
  });
}

function tally(outcomes: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
}

/**
 * Starts the server with SHUTDOWN_DELAY_MS=`delayMs` under 2 loops of sign-ups, sends SIGTERM, and probes readiness
 * and liveness on new connections every 100 ms until the delay ends: readiness should answer 503 from the signal on,
 * new requests should still be served, the sign-ups in flight answered, and the process exit 0.
 */
export async function drainWithDelay(delayMs: number): Promise<DrainDelayFigures> {
  const port = await freePort();
  const server = startServer(serverEnv(port, { SHUTDOWN_DELAY_MS: String(delayMs) }));
  await server.waitFor('listening on');
  const base = `http://127.0.0.1:${port}`;
  let signalledAt = Number.POSITIVE_INFINITY;
  // The load stops starting calls halfway through the delay, as a load balancer does once its checks saw 503: the
  // calls still running then are answered while the listener closes.
  const load = signUpLoad(base, LOOPS, () => Date.now() > signalledAt + delayMs / 2);
  const partnerId = await ownPartnerId(base);
  await sleep(1_000);
  signalledAt = Date.now();
  server.child.kill('SIGTERM');
  const acrossTheClose = sleep(delayMs - SLOW_BODY_GAP_MS / 2).then(() => slowSignUp(base, partnerId, SLOW_BODY_GAP_MS));
  const ready: Promise<string>[] = [];
  const live: Promise<string>[] = [];
  while (Date.now() < signalledAt + delayMs - WINDOW_MARGIN_MS) {
    ready.push(probe(`${base}/api/health/ready`));
    live.push(probe(`${base}/api/health/live`));
    await sleep(PROBE_EVERY_MS);
  }
  const exitCode = await server.exited;
  const exitedAfterMs = Date.now() - signalledAt;
  const calls = await load;
  const cut = calls.filter((call) => call.status === 'error' && call.error !== 'ECONNREFUSED');
  return {
    delayMs,
    acrossTheClose: await acrossTheClose,
    readyDuringDelay: tally(await Promise.all(ready)),
    newRequestsDuringDelay: tally(await Promise.all(live)),
    answeredAfter: calls.filter((call) => call.status !== 'error' && call.startedAt + call.ms >= signalledAt).length,
    cut: cut.length,
    cutBy: cut.map((call) => `${call.error} ${call.startedAt - signalledAt}→${call.startedAt + call.ms - signalledAt}`),
    exitCode,
    exitedAfterMs,
  };
}
