import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../server/test-support/free-port.ts';
import { serverEnv, startServer } from '../../server/test-support/server-process.ts';
import { startSmtpPeer } from '../../server/test-support/smtp-peer.ts';
import { ownPartnerId, SIGNED_UP, signUp } from './sign-up-load.ts';

/** How long emailed codes took, from the sign-up request to the SMTP peer's receipt. */
export type CodeLatencyFigures = { signUps: number; delivered: number; p50Ms: number; p95Ms: number; slowestMs: number };

// Sign-ups start this far apart, so that each meets the outbox at another moment of its poll.
const SPACING_MS = 150;
const WAIT_FOR_CODES_MS = 30_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/**
 * One server on `databaseUrl` with a real SMTP peer: `count` sign-ups, one every 150 ms; each one's delay is from
 * its request to the peer's receipt of its code (arrivals are watched every 5 ms).
 */
export async function codeLatency(options: { databaseUrl: string; count: number }): Promise<CodeLatencyFigures> {
  const smtp = await startSmtpPeer();
  const port = await freePort();
  const server = startServer(serverEnv(port, { DATABASE_URL: options.databaseUrl, SMTP_URL: smtp.url }));
  const arrivals = new Map<string, number>();
  const watch = setInterval(() => {
    for (const mail of smtp.received) for (const to of mail.to) if (!arrivals.has(to)) arrivals.set(to, Date.now());
  }, 5);
  try {
    await server.waitFor('listening on');
    const base = `http://127.0.0.1:${port}`;
    const partnerId = await ownPartnerId(base);
    const calls = await Promise.all(
      Array.from({ length: options.count }, (_, i) => sleep(i * SPACING_MS).then(() => signUp(base, partnerId))),
    );
    const signedUp = calls.filter((call) => call.status === SIGNED_UP);
    const deadline = Date.now() + WAIT_FOR_CODES_MS;
    while (Date.now() < deadline && signedUp.some((call) => !arrivals.has(call.email.toLowerCase()))) await sleep(50);
    const delays = signedUp
      .filter((call) => arrivals.has(call.email.toLowerCase()))
      .map((call) => (arrivals.get(call.email.toLowerCase()) ?? 0) - call.startedAt)
      .sort((a, b) => a - b);
    return {
      signUps: signedUp.length,
      delivered: delays.length,
      p50Ms: percentile(delays, 50),
      p95Ms: percentile(delays, 95),
      slowestMs: delays[delays.length - 1] ?? 0,
    };
  } finally {
    clearInterval(watch);
    await server.stop();
    await smtp.close();
  }
}
