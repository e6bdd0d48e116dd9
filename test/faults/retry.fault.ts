import { request } from 'node:http';
import { join } from 'node:path';
import { decodeAccessToken } from '../../domain/auth.ts';
import { multipartBody, PDF_BYTES } from '../../server/lib/uploads-fixtures.ts';
import { mailedCode } from '../../server/test-support/dev-mailbox.ts';
import { type TestClient, testClient, uploadParts } from '../../server/test-support/document.fixtures.ts';
import { freePort } from '../../server/test-support/free-port.ts';
import { serverEnv, startServer } from '../../server/test-support/server-process.ts';
import { confirmSignUp, ownPartnerId, SIGNED_UP, signUpBody } from './sign-up-load.ts';
import { type DataAt, queryRows } from './stored.ts';

/** What the retries of one create got: the first answer replayed, a fresh run (the cut attempt was never stored), a 409, other. */
export type RetryOutcome = { cut: number; replayed: number; ranAgain: number; conflicts: number; other: string[] };

/**
 * A create retried after a cut connection, for sign-up and upload, and the rows the database holds afterwards;
 * `withoutKey` is the control: sign-ups cut once their answer's head arrived and retried without the key (a second
 * pending sign-up expected, ADR 196). `signUpsDoubled` counts keyed sign-ups stored twice (client or pending rows).
 */
export type RetryFigures = {
  signUp: RetryOutcome;
  upload: RetryOutcome;
  withoutKey: RetryOutcome;
  signUpsDoubled: number;
  documentsDoubled: number;
};

/** Sign-ups of the control: cut once their answer's head arrived (so surely stored), retried without the key. */
export const RETRY_CONTROL_ROUNDS = 5;

type Send = { path: string; headers: Record<string, string>; body: Uint8Array<ArrayBuffer> };

/**
 * Writes the whole request, then destroys the socket `cutAfterMs` later, or as soon as the answer's head arrives
 * ('answered', its body unread); true when no answer had come by the cut.
 */
function sendThenCut(base: URL, send: Send, cutAfterMs: number | 'answered'): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: base.hostname, port: base.port, method: 'POST', path: send.path, headers: send.headers, agent: false });
    let answered = false;
    const cut = () => {
      req.destroy();
      resolve(!answered);
    };
    req.on('response', (res) => {
      answered = true;
      if (cutAfterMs === 'answered') cut();
      else res.resume();
    });
    req.on('error', () => undefined);
    req.end(send.body, () => {
      if (cutAfterMs !== 'answered') setTimeout(cut, cutAfterMs);
    });
  });
}

/** Cuts each create after its body was sent, retries it with the same key and tallies what the retries got. */
async function cutAndRetry(
  base: URL,
  sends: (() => Send)[],
  created: number,
  control = false,
): Promise<{ outcome: RetryOutcome; answers: unknown[] }> {
  const outcome: RetryOutcome = { cut: 0, replayed: 0, ranAgain: 0, conflicts: 0, other: [] };
  const answers: unknown[] = [];
  for (const [index, make] of sends.entries()) {
    const first = make();
    if (await sendThenCut(base, first, control ? 'answered' : index % 10)) outcome.cut += 1;
    // The retry is a new request of the same operation: same key, same payload, a new multipart boundary.
    const again = make();
    const { 'Idempotency-Key': _fresh, ...retry } = again.headers;
    const headers = control ? retry : { ...retry, 'Idempotency-Key': first.headers['Idempotency-Key'] };
    const response = await fetch(new URL(first.path, base), { method: 'POST', headers, body: again.body });
    answers.push(await response.json().catch(() => undefined));
    if (response.status === 409) outcome.conflicts += 1;
    else if (response.status !== created) outcome.other.push(String(response.status));
    else if (response.headers.get('Idempotent-Replayed') === 'true') outcome.replayed += 1;
    else outcome.ranAgain += 1;
  }
  return { outcome, answers };
}

/**
 * Issue 17's last failure: a sign-up or an upload whose connection is cut once its body was sent, retried with the
 * same Idempotency-Key, must get the first answer (or run, when the first never got stored), never 409, and store
 * one row. The cut comes 0–9 ms after the body, so some first attempts are still running when the retry arrives.
 */
export async function retryAfterCut(options: { databaseUrl?: string; rounds: number }): Promise<RetryFigures> {
  const port = await freePort();
  const env = serverEnv(port, options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {});
  const server = startServer(env);
  await server.waitFor('listening on');
  const base = new URL(`http://127.0.0.1:${port}`);
  const partnerId = await ownPartnerId(base.origin);
  const bodies = Array.from({ length: options.rounds + RETRY_CONTROL_ROUNDS }, () => signUpBody(partnerId));
  const signUps = bodies.map((body, index) => {
    const key = `retry-signup-${process.pid}-${index}`;
    // Each customer signs up (and retries) from an address of their own: the server trusts X-Forwarded-For here, and
    // one address's sign-ups are capped (ADR 192).
    const address = `198.19.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`;
    return () => ({
      path: '/api/client/basic-data',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'X-Forwarded-For': address },
      body: new TextEncoder().encode(JSON.stringify(body)),
    });
  });
  const signUp = await cutAndRetry(base, signUps.slice(0, options.rounds), SIGNED_UP);
  const withoutKey = await cutAndRetry(base, signUps.slice(options.rounds), SIGNED_UP, true);
  // Each keyed sign-up is confirmed with the code its email got, for a session to upload with.
  const owners: TestClient[] = [];
  for (const body of bodies.slice(0, options.rounds)) {
    const AccessToken = await confirmSignUp(base.origin, body, await mailedCode([base.origin], String(body.Email)));
    owners.push(testClient({ AccessToken, ClientId: decodeAccessToken(AccessToken)?.ClientId ?? 0 }, body));
  }
  const uploads = owners.map((owner, index) => () => {
    const { body, boundary } = multipartBody(uploadParts(owner, 10, { name: 'rg.pdf', type: 'application/pdf', data: PDF_BYTES }));
    const headers = { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Authorization: `Bearer ${owner.token}` };
    return { path: '/api/document', headers: { ...headers, 'Idempotency-Key': `retry-upload-${process.pid}-${index}` }, body };
  });
  const upload = await cutAndRetry(base, uploads, 201);
  server.child.kill('SIGTERM');
  await server.exited;
  const at: DataAt = options.databaseUrl ? { databaseUrl: options.databaseUrl } : { pgliteDir: join(env.DATA_DIR, 'pg') };
  const emails = bodies.slice(0, options.rounds).map((body) => String(body.Email));
  const signUpRows = 'select email from clients union all select email from pending_sign_ups';
  const stored = await queryRows<{ n: number }>(
    at,
    `select count(*)::int as n from (${signUpRows}) s where email = any($1) group by email`,
    [emails],
  );
  const documents = await queryRows<{ n: number }>(at, 'select count(*)::int as n from client_documents group by client_id', []);
  return {
    signUp: signUp.outcome,
    upload: upload.outcome,
    withoutKey: withoutKey.outcome,
    signUpsDoubled: stored.filter((row) => row.n > 1).length,
    documentsDoubled: documents.filter((row) => row.n > 1).length,
  };
}
