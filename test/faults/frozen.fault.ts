import { freePort } from '../../server/test-support/free-port.ts';
import { serverEnv, startServer } from '../../server/test-support/server-process.ts';
import { SIGNED_UP, type SignUpCall, signUpLoad } from './sign-up-load.ts';
import { emailsNow, lostAndDoubled, rowsPerEmail } from './stored.ts';
import { startTcpProxy } from './tcp-proxy.ts';

/**
 * The calls in flight during one fault: how many got 503 and the longest wait for one (counted from the fault's
 * start for a call already running), and how many got neither 202 nor 503 (a 500, or no answer). Of the calls that
 * failed, PostgreSQL may hold some: committed before the fault hid the answer (`unknownOutcome`, what an
 * Idempotency-Key resolves), or committed after the fault ended (`committedLater`, which must never happen).
 */
export type PhaseFigures = {
  answered503: number;
  slowest503Ms: number;
  otherFailures: number;
  unknownOutcome: number;
  committedLater: number;
};

/** What a frozen and then a stopped database did to a server under sign-up load (default timeouts). */
export type FrozenFigures = {
  frozen: PhaseFigures;
  down: PhaseFigures;
  /** Sign-ups created after each fault ended, without a restart. */
  recovered: number;
  crashes: number;
  lost: number;
  doubled: number;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function phase(calls: SignUpCall[], stored: Map<string, number>, heldAtEnd: Set<string>, from: number, to: number): PhaseFigures {
  // Every call the fault touched: started before it ended, answered after it began.
  const inside = calls.filter((call) => call.startedAt < to && call.startedAt + call.ms > from);
  const failed = inside.filter((call) => call.status !== SIGNED_UP);
  const storedAnyway = failed.filter((call) => stored.has(call.email));
  const unavailable = failed.filter((call) => call.status === 503);
  return {
    answered503: unavailable.length,
    // From the later of the call's start and the fault's to the 503.
    slowest503Ms: Math.max(0, ...unavailable.map((call) => call.startedAt + call.ms - Math.max(call.startedAt, from))),
    otherFailures: failed.length - unavailable.length,
    unknownOutcome: storedAnyway.filter((call) => heldAtEnd.has(call.email)).length,
    committedLater: storedAnyway.filter((call) => !heldAtEnd.has(call.email)).length,
  };
}

/**
 * Puts a TCP proxy between the server and PostgreSQL; under 10 loops of sign-ups, freezes it (bytes held, a hung
 * database or network) for `frozenMs`, longer than the clients' patience, lets it recover, then stops it
 * (connections cut and refused) for `downMs`.
 */
export async function frozenThenDown(options: { databaseUrl: string; frozenMs: number; downMs: number }): Promise<FrozenFigures> {
  const target = new URL(options.databaseUrl);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const port = await freePort();
  const server = startServer(serverEnv(port, { DATABASE_URL: proxy.via(options.databaseUrl) }));
  await server.waitFor('listening on');
  let over = false;
  const load = signUpLoad(`http://127.0.0.1:${port}`, 10, () => over);
  await pause(2_000);
  const frozenAt = Date.now();
  proxy.freeze();
  await pause(options.frozenMs);
  // What PostgreSQL holds before the held bytes reach it (read directly, not through the proxy).
  const beforeThaw = await emailsNow(options.databaseUrl);
  proxy.thaw();
  const thawedAt = Date.now();
  await pause(3_000);
  const downAt = Date.now();
  await proxy.down();
  await pause(options.downMs);
  const beforeUp = await emailsNow(options.databaseUrl);
  await proxy.up();
  const upAt = Date.now();
  await pause(3_000);
  over = true;
  const calls = await load;
  const crashes = server.child.exitCode === null ? 0 : 1;
  server.child.kill('SIGTERM');
  await server.exited;
  await proxy.close();
  const stored = await rowsPerEmail(
    { databaseUrl: options.databaseUrl },
    calls.map((call) => call.email),
  );
  const acknowledged = calls.filter((call) => call.status === SIGNED_UP).map((call) => call.email);
  const created = (from: number, to: number) =>
    calls.filter((call) => call.status === SIGNED_UP && call.startedAt >= from && call.startedAt < to);
  return {
    frozen: phase(calls, stored, beforeThaw, frozenAt, thawedAt),
    down: phase(calls, stored, beforeUp, downAt, upAt),
    recovered: Math.min(created(thawedAt, downAt).length, created(upAt, Number.POSITIVE_INFINITY).length),
    crashes,
    ...lostAndDoubled(acknowledged, stored),
  };
}
