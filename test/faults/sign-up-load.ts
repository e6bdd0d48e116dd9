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
};

/** The status of an acknowledged sign-up: its pending sign-up is stored and its code queued (ADR 196). */
export const SIGNED_UP = 202;

let count = 0;
// An address per sign-up, as many people would have: the server trusts X-Forwarded-For (server/test-support/server-process.ts).
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

/** Asks one PF sign-up with a unique email (POST basic-data: a pending sign-up, ADR 196); never throws (no answer, or none in time, is the status 'error'). */
export async function signUp(base: string, partnerId: number, body = signUpBody(partnerId)): Promise<SignUpCall> {
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
    await response.arrayBuffer().catch(() => undefined);
    return { email, document, status: response.status, ms: Date.now() - startedAt, startedAt };
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

/** Confirms a sign-up with its emailed code (autenticate-continue-register); answers the session, or throws. */
export async function confirmSignUp(base: string, body: Record<string, unknown>, code: string): Promise<string> {
  const response = await fetch(`${base}/api/customer/autenticate-continue-register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextAddress() },
    body: JSON.stringify({ Document: body.CpfCnpj, Token: code, PartnerId: body.PartnerId }),
  });
  const answer = (await response.json()) as { AccessToken?: string };
  if (!answer.AccessToken) throw new Error(`the sign-up code answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer.AccessToken;
}
