import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { Agreement } from '../../domain/constants.ts';
import { createDatabase } from '../../server/db/database.ts';
import { seedDatabase } from '../../server/db/seed.ts';
import { PDF_BYTES } from '../../server/lib/uploads-fixtures.ts';
import { fileSteps } from '../../server/test-support/complete-file.ts';
import { type TestClient, testClient, todayDdMmYyyy, upload, uploadParts } from '../../server/test-support/document.fixtures.ts';
import { FILE_CREDENTIALS } from '../../server/test-support/file-bodies.ts';
import { confirmSignUp, nextAddress, pfBody } from '../../server/test-support/fixtures.ts';
import { startTestApp, type TestApp } from '../../server/test-support/test-app.ts';
import { TEST_PUBLIC_PORT } from '../../server/test-support/test-db.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

/** The creating calls whose COMMIT is cut, each with the statement that marks its change's transaction. */
const CALLS = {
  'sign-up': /insert into "pending_sign_ups"/i,
  upload: /insert into "client_documents"/i,
  agreement: /insert into "client_agreements"/i,
  'batch signing': /insert into "client_agreements"/i,
  finalize: /update "clients" set [^;]*"finalized" =/i,
} as const;
type Call = keyof typeof CALLS;

/**
 * What the cuts of one call did: COMMITs cut after the server committed, the first attempt's statuses, how many
 * retries with the same key replayed the first answer, ran again or answered something else, and changes stored
 * twice (PostgreSQL read directly).
 */
export type CutFigures = {
  cut: number;
  firstStatuses: Record<string, number>;
  replayed: number;
  ranAgain: number;
  other: string[];
  doubled: number;
};

const tally = (counts: Record<string, number>, status: number) => {
  counts[status] = (counts[status] ?? 0) + 1;
};

/** One keyed call: sent while a cut of its COMMIT is armed, then retried with the same key once the cut happened. */
async function cutThenRetry(proxy: TcpProxy, figures: CutFigures, call: Call, send: (key: string) => Promise<Response>, expected: number) {
  const key = randomUUID();
  const cut = proxy.cutAfterCommit(CALLS[call]);
  const first = await send(key);
  await first.arrayBuffer();
  tally(figures.firstStatuses, first.status);
  // A first attempt that was answered without reaching its COMMIT leaves the cut armed: it is counted as not cut.
  const happened = await Promise.race([cut.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2_000))]);
  if (happened) figures.cut += 1;
  const retry = await send(key);
  await retry.arrayBuffer();
  if (retry.status !== expected) figures.other.push(`${call}: ${retry.status}`);
  else if (retry.headers.get('Idempotent-Replayed') === 'true') figures.replayed += 1;
  else figures.ranAgain += 1;
}

const count = async (direct: pg.Client, text: string, values: unknown[]) => Number((await direct.query(text, values)).rows[0].n);

/**
 * The API on PostgreSQL through a TCP proxy; `rounds` customers go through the whole journey, and each creating
 * call of theirs (sign-up, the first document, the qualified-investor declaration, the general contract's batch,
 * finalize) is made with an Idempotency-Key while the proxy cuts the connection right after the server committed
 * it, then retried with the same key, as a client that got a 503 must (ADR 215).
 */
export async function commitCuts(options: { databaseUrl: string; rounds: number }): Promise<Record<Call, CutFigures>> {
  const target = new URL(options.databaseUrl);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const database = await createDatabase({ databaseUrl: proxy.via(options.databaseUrl), poolMax: 10 });
  await database.migrate();
  await seedDatabase(database.db, { publicPort: TEST_PUBLIC_PORT });
  const t = await startTestApp({ database });
  const direct = new pg.Client({ connectionString: options.databaseUrl });
  await direct.connect();
  const none = (): CutFigures => ({ cut: 0, firstStatuses: {}, replayed: 0, ranAgain: 0, other: [], doubled: 0 });
  const figures: Record<Call, CutFigures> = {
    'sign-up': none(),
    upload: none(),
    agreement: none(),
    'batch signing': none(),
    finalize: none(),
  };
  try {
    for (let round = 0; round < options.rounds; round++) await journey(t, proxy, direct, figures);
  } finally {
    await direct.end();
    await t.close();
    await proxy.close();
  }
  return figures;
}

async function journey(t: TestApp, proxy: TcpProxy, direct: pg.Client, figures: Record<Call, CutFigures>): Promise<void> {
  const body = pfBody(t, { Email: `corte.${randomUUID()}@example.com` });
  const ip = nextAddress();
  const keyed = (key: string) => ({ 'Idempotency-Key': key });
  await cutThenRetry(
    proxy,
    figures['sign-up'],
    'sign-up',
    (key) => t.call('POST', '/api/client/basic-data', { json: body, ip, headers: keyed(key) }),
    202,
  );
  const pending = await count(direct, 'select count(*) as n from pending_sign_ups where document = $1', [body.CpfCnpj]);
  const codes = await count(direct, "select count(*) as n from outbox where kind = 'email' and payload->>'to' = $1", [
    String(body.Email).toLowerCase(),
  ]);
  if (pending !== 1 || codes !== 1) figures['sign-up'].doubled += 1;
  const who = testClient(await confirmSignUp(t, body, ip), body);

  await fileSteps.address(t, who);
  await fileSteps.identification(t, who, { QualifiedInvestor: true });
  await documents(t, proxy, direct, who, figures.upload);
  await fileSteps.financialData(t, who, 2_000_000);
  await fileSteps.suitability(t, who);
  const { password, signature } = FILE_CREDENTIALS;
  await t.call('PUT', '/api/customer/change-password', { token: who.token, json: { NewPassword: password } });
  await t.call('POST', '/api/electronic-check/create', { token: who.token, json: { UserId: who.userId, ElectronicCheck: signature } });

  const signed = () => count(direct, 'select count(*) as n from client_agreements where client_id = $1', [who.id]);
  const single = { EletronicCheck: signature, AgreementType: Agreement.QUALIFIED_INVESTOR_FILE_TYPE };
  await cutThenRetry(
    proxy,
    figures.agreement,
    'agreement',
    (key) => t.call('POST', '/api/client-agreement/type', { token: who.token, json: single, headers: keyed(key) }),
    201,
  );
  if ((await signed()) !== 1) figures.agreement.doubled += 1;
  const batch = { EletronicCheck: signature, AgreementTypes: [...Agreement.BATCH_TYPES] };
  await cutThenRetry(
    proxy,
    figures['batch signing'],
    'batch signing',
    (key) => t.call('POST', '/api/client-agreement/type/batch', { token: who.token, json: batch, headers: keyed(key) }),
    201,
  );
  if ((await signed()) !== 1 + Agreement.BATCH_TYPES.length) figures['batch signing'].doubled += 1;

  const finalize = { Id: who.id };
  await cutThenRetry(
    proxy,
    figures.finalize,
    'finalize',
    (key) => t.call('PATCH', '/api/client/finalize', { token: who.token, json: finalize, headers: keyed(key) }),
    200,
  );
  const finalizedEmails = await count(direct, 'select count(*) as n from outbox where idempotency_key = $1', [`email:finalized:${who.id}`]);
  const underAnalysis = await count(direct, 'select count(*) as n from clients where id = $1 and status_registration = 2 and finalized', [
    who.id,
  ]);
  if (finalizedEmails !== 1 || underAnalysis !== 1) figures.finalize.doubled += 1;
}

/** Uploads every required document; the first one is cut after its COMMIT and retried with the same key. */
async function documents(t: TestApp, proxy: TcpProxy, direct: pg.Client, who: TestClient, figures: CutFigures): Promise<void> {
  const required = await t.call('GET', `/api/document/client/${who.id}/required`, { token: who.token });
  const slots = (await required.json()) as { ReceiptTypeId: number; CpfCnpj: string }[];
  const file = { name: 'documento.pdf', type: 'application/pdf', data: PDF_BYTES };
  for (const [index, slot] of slots.entries()) {
    const parts = uploadParts(who, slot.ReceiptTypeId, file, { receipt_document: slot.CpfCnpj, receipt_validity_date: todayDdMmYyyy() });
    if (index > 0) {
      await upload(t, parts, who.token);
      continue;
    }
    await cutThenRetry(proxy, figures, 'upload', (key) => upload(t, parts, who.token, { 'Idempotency-Key': key }), 201);
    const stored = await count(direct, 'select count(*) as n from client_documents where client_id = $1', [who.id]);
    if (stored !== 1) figures.doubled += 1;
  }
}
