import { pfBody } from '../../server/test-support/fixtures.ts';
import type { TestApp } from '../../server/test-support/test-app.ts';

/** One sign-up the load made: its answer, how long it took, and what the server acknowledged. */
export type SignUpCall = {
  email: string;
  document: string;
  /** The HTTP status, or 'error' when no answer came (`error` then says why: ECONNREFUSED, ECONNRESET…). */
  status: number | 'error';
  error?: string;
  ms: number;
  startedAt: number;
  clientId?: number;
  token?: string;
};

let count = 0;
// An address per sign-up, as many people would have: the server trusts X-Forwarded-For (server-process.ts).
const nextAddress = () => `198.18.${Math.floor(count / 250) % 250}.${(count % 250) + 1}`;

/** The own partner's id, as the sign-up page learns it (asked again while the server answers 503). */
export async function ownPartnerId(base: string): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await fetch(`${base}/api/partner/url`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"Url":"localhost"}',
    });
    if (response.ok) return ((await response.json()) as { id: number }).id;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${base} never answered the partner lookup`);
}

/** How long a load client waits for an answer before it gives up (as a browser or a load balancer would). */
export const CLIENT_PATIENCE_MS = 10_000;

/** A valid PF sign-up body for `partnerId` with a unique email. */
export function signUpBody(partnerId: number): Record<string, unknown> {
  // pfBody reads only the partner ids of its TestApp.
  return pfBody({ partners: { aurora: partnerId, bravo: partnerId } } as TestApp, { Email: `falha.${process.pid}.${++count}@example.com` });
}

/** Signs up one PF customer with a unique email; never throws (no answer, or none in time, is the status 'error'). */
export async function signUp(base: string, partnerId: number): Promise<SignUpCall> {
  const body = signUpBody(partnerId);
  const email = String(body.Email);
  const document = String(body.CpfCnpj);
  const startedAt = Date.now();
  try {
    const response = await fetch(`${base}/api/client/basic-data`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextAddress() },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(CLIENT_PATIENCE_MS),
    });
    const answer = (await response.json().catch(() => ({}))) as { ClientId?: number; AccessToken?: string };
    const ms = Date.now() - startedAt;
    return { email, document, status: response.status, ms, startedAt, clientId: answer.ClientId, token: answer.AccessToken };
  } catch (error) {
    const { name, cause } = error as { name?: string; cause?: { code?: string } };
    const code = name === 'TimeoutError' ? 'gave up' : (cause?.code ?? String(error));
    return { email, document, status: 'error', error: code, ms: Date.now() - startedAt, startedAt };
  }
}

/** Runs `loops` sign-up loops against `base` until `over()`; answers every call made (the witness log). */
export async function signUpLoad(base: string, loops: number, over: () => boolean): Promise<SignUpCall[]> {
  const partnerId = await ownPartnerId(base);
  const calls: SignUpCall[] = [];
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (!over()) {
        const call = await signUp(base, partnerId);
        calls.push(call);
        if (call.status === 'error') await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }),
  );
  return calls;
}

/** Counts calls by status. */
export function byStatus(calls: SignUpCall[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const call of calls) counts[call.status] = (counts[call.status] ?? 0) + 1;
  return counts;
}
