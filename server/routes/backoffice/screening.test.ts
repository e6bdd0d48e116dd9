import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENING_NOTE_MAX, ScreeningMessages, type ScreeningState } from '../../../domain/api/screening.ts';
import { RegistrationStatus } from '../../../domain/constants.ts';
import { outbox } from '../../db/schema/index.ts';
import { createLogger } from '../../lib/http/logger.ts';
import { createOutboxWorker } from '../../lib/outbox/outbox-worker.ts';
import type { ListEntry } from '../../lib/screening/list-entries.ts';
import { screenerFor } from '../../lib/screening/screener.ts';
import { SUPERSEDED_HIT } from '../../services/screening/screening.service.ts';
import { screeningDelivery } from '../../services/screening/screening-outbox.ts';
import { completeFile } from '../../test-support/complete-file.ts';
import { addDecisionStaff, auditOf, type DecisionStaff, decideAs, statusOf } from '../../test-support/decision.fixtures.ts';
import { setStatus, testClient } from '../../test-support/document.fixtures.ts';
import { randomCpf } from '../../test-support/documents.ts';
import { pfBody, pjBody, signUp } from '../../test-support/fixtures.ts';
import { type ScreeningPeer, startScreeningPeer } from '../../test-support/screening-peer.ts';
import type { TestStaff } from '../../test-support/staff.ts';
import { startTestApp, type TestApp, TestClock } from '../../test-support/test-app.ts';

// Today: the documents of a completed file must be valid today.
const clock = new TestClock();
// A PEP of the CGU's list as it publishes CPFs (masked), and a sanctioned name a customer's name comes close to.
const PEP_CPF = randomCpf();
const ENTRIES: ListEntry[] = [
  {
    list: 'pep',
    source: 'CGU PEP',
    entryId: 'PEP-TEST-1',
    name: 'ROSANA TEIXEIRA VIDAL',
    role: 'Prefeita — Prefeitura de Teste',
    document: `***.${PEP_CPF.slice(3, 6)}.${PEP_CPF.slice(6, 9)}-**`,
  },
  { list: 'sanctions', source: 'OFAC', entryId: 'SDN-TEST-1', name: 'Dmitri Sancionado Volkov', role: 'SDGT' },
];

let t: TestApp;
let peer: ScreeningPeer;
let staff: DecisionStaff;
beforeAll(async () => {
  peer = await startScreeningPeer(ENTRIES);
  t = await startTestApp({ clock, config: { screening: { url: peer.url, timeoutMs: 1_500 } } });
  staff = await addDecisionStaff(t);
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

let emails = 0;
const signedUp = async (name: string, cpf = randomCpf()) => {
  const body = pfBody(t, { Name: name, CpfCnpj: cpf, Email: `triagem.${process.pid}.${++emails}@example.com` });
  return testClient(await signUp(t, body), body);
};
/** A client "em análise" as finalize leaves it, not yet screened. */
const underAnalysis = async (name: string, cpf?: string) => {
  const client = await signedUp(name, cpf);
  await setStatus(t.database.db, client.id, RegistrationStatus.UNDER_ANALYSIS);
  return client;
};
const finalize = (client: { id: number; token: string }) =>
  t.call('PATCH', '/api/client/finalize', { token: client.token, json: { Id: client.id } });
/** Runs the outbox's screening lane once, as the server's would after the finalize's commit. */
const deliverScreenings = () => {
  const logger = pino({}, { write: (line: string) => logged.push(line) });
  const screener = screenerFor({ url: peer.url, timeoutMs: 1_500 }, clock);
  return createOutboxWorker({
    db: t.database.db,
    logger: createLogger('silent'),
    clock,
    deliveries: { screening: screeningDelivery({ db: t.database.db, screener, clock, logger }) },
  }).drainOnce();
};
/** What the screening lane logged, as JSON lines. */
const logged: string[] = [];

const path = (clientId: number) => `/api/backoffice/applications/${clientId}/screening`;
const tokenOf = (who: TestStaff | string) => (typeof who === 'string' ? who : who.token);
const stateAs = (who: TestStaff | string, clientId: number) => t.call('GET', path(clientId), { token: tokenOf(who) });
const rescreenAs = (who: TestStaff | string, clientId: number) => t.call('POST', path(clientId), { token: tokenOf(who) });
const reviewAs = (who: TestStaff | string, clientId: number, hitId: number, json: unknown) =>
  t.call('POST', `${path(clientId)}/hits/${hitId}/review`, { token: tokenOf(who), json });
const screened = async (response: Response | Promise<Response>): Promise<ScreeningState> => {
  const answer = await response;
  expect(answer.status).toBe(200);
  return (await answer.json()) as ScreeningState;
};
const messageOf = async (response: Response) => ((await response.json()) as { Message: string }).Message;

describe('screening when a file is sent to analysis', () => {
  it('queues the screening with the finalize; the outbox run finds the PEP by its masked CPF and blocks approval until reviewed', async () => {
    const client = await signedUp('Rosana Teixeira Vidal', PEP_CPF);
    await completeFile(t, client);
    expect((await finalize(client)).status).toBe(200);
    const queued = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'screening'), eq(outbox.idempotencyKey, `screening:finalize:${client.id}`)));
    expect(queued).toHaveLength(1);
    expect((await screened(stateAs(staff.analyst, client.id))).Latest).toBeNull();

    expect((await deliverScreenings()).delivered).toBeGreaterThanOrEqual(1);
    const state = await screened(stateAs(staff.analyst, client.id));
    expect(state.Latest).toMatchObject({ By: 'Sistema', Provider: new URL(peer.url).host, Status: 'possible-match', HitCount: 1 });
    expect(state.Latest?.Hits).toEqual([
      {
        Id: expect.any(Number),
        Subject: { Kind: 'client', Name: 'Rosana Teixeira Vidal' },
        List: 'pep',
        Source: 'CGU PEP',
        EntryId: 'PEP-TEST-1',
        MatchedName: 'ROSANA TEIXEIRA VIDAL',
        Role: 'Prefeita — Prefeitura de Teste',
        Score: 1,
        Reason: 'document',
        Review: null,
      },
    ]);
    expect(state.ApprovalBlockedBy).toBe(ScreeningMessages.unreviewedHits);
    const refused = await decideAs(t, staff.approver, client.id, { Kind: 'approve' });
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(ScreeningMessages.unreviewedHits);
    expect((await statusOf(t, client.id)).status).toBe(RegistrationStatus.UNDER_ANALYSIS);
  });

  it('a provider down stores an `error` run and never fails the finalize; a rescreen then answers', async () => {
    const client = await signedUp('Helena Prado Martins');
    await completeFile(t, client);
    peer.down();
    try {
      expect((await finalize(client)).status).toBe(200);
      await deliverScreenings();
    } finally {
      peer.up();
    }
    const failed = await screened(stateAs(staff.analyst, client.id));
    expect(failed.Latest).toMatchObject({ Status: 'error', Hits: [] });
    // The operators are told; the back office shows "Triagem indisponível, tente de novo".
    expect(logged.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ clientId: client.id, error: 'status 503', msg: 'screening provider failed: run stored as error' }),
    );
    const again = await screened(rescreenAs(staff.analyst, client.id));
    expect(again.Latest).toMatchObject({ Status: 'clear', Hits: [], By: expect.any(String) });
    expect(again.History.map((run) => run.Status)).toEqual(['clear', 'error']);
    expect(again.ApprovalBlockedBy).toBeNull();
    // Nothing found: the approval goes through.
    expect((await decideAs(t, staff.approver, client.id, { Kind: 'approve' })).status).toBe(200);
  });
});

describe('POST …/screening (rescreen) and the review of a hit', () => {
  it('finds a sanctioned name by similarity, audited; a false-positive review lets the approval through', async () => {
    const client = await underAnalysis('Dmitri Volkov');
    const response = await rescreenAs(staff.analyst, client.id);
    const state = await screened(response);
    const [hit] = state.Latest?.Hits ?? [];
    expect(state.Latest?.Status).toBe('possible-match');
    expect(hit).toMatchObject({ List: 'sanctions', Source: 'OFAC', MatchedName: 'Dmitri Sancionado Volkov', Reason: 'name', Review: null });
    expect(hit.Score).toBeGreaterThanOrEqual(0.93);
    expect(await auditOf(t, client.id, 'screening.run')).toMatchObject([
      { actor: `staff:${staff.analyst.id}`, requestId: response.headers.get('X-Request-Id'), reason: 'possible-match' },
    ]);
    expect((await decideAs(t, staff.approver, client.id, { Kind: 'approve' })).status).toBe(409);

    const note = 'Homônimo: data de nascimento e nacionalidade diferentes';
    const reviewed = await screened(reviewAs(staff.analyst, client.id, hit.Id, { Decision: 'false-positive', Note: note }));
    expect(reviewed.Latest?.Hits[0].Review).toMatchObject({ Decision: 'false-positive', Note: note, At: clock.now().toISOString() });
    expect(reviewed.ApprovalBlockedBy).toBeNull();
    expect(await auditOf(t, client.id, 'screening.review')).toMatchObject([{ actor: `staff:${staff.analyst.id}`, reason: note }]);
    // A rescreen finding the same entry keeps the review.
    expect((await screened(rescreenAs(staff.analyst, client.id))).Latest?.Hits[0].Review).toMatchObject({ Decision: 'false-positive' });
    const approved = await decideAs(t, staff.approver, client.id, { Kind: 'approve' });
    expect(approved.status).toBe(200);
  });

  it('a confirmed sanctions hit refuses the approval (409) until reviewed again as a false positive', async () => {
    const client = await underAnalysis('Dmitri S. Volkov');
    const [hit] = (await screened(rescreenAs(staff.approver, client.id))).Latest?.Hits ?? [];
    const confirmed = await screened(
      reviewAs(staff.approver, client.id, hit.Id, { Decision: 'confirmed', Note: 'Mesma pessoa da lista OFAC' }),
    );
    expect(confirmed.ApprovalBlockedBy).toBe(ScreeningMessages.confirmedSanction);
    const refused = await decideAs(t, staff.approver, client.id, { Kind: 'approve' });
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(ScreeningMessages.confirmedSanction);
    const cleared = await screened(reviewAs(staff.analyst, client.id, hit.Id, { Decision: 'false-positive', Note: 'Revisto: homônimo' }));
    expect(cleared.ApprovalBlockedBy).toBeNull();
    expect((await decideAs(t, staff.approver, client.id, { Kind: 'approve' })).status).toBe(200);
  });

  it("screens a company's controllers too, each hit naming whom it is about", async () => {
    const body = pjBody(t, { Name: 'Volkov Comércio Ltda', Email: `triagem.pj.${process.pid}@example.com` });
    const company = testClient(await signUp(t, body), body);
    const controllers = [
      { Name: 'Dmitri Volkov', CpfCnpj: randomCpf(), Percentage: 60, ClientId: company.id },
      { Name: 'Helena Prado Martins', CpfCnpj: randomCpf(), Percentage: 40, ClientId: company.id },
    ];
    const saved = await t.call('PATCH', '/api/controllers', { token: company.token, json: { ClientId: company.id, controllers } });
    expect(saved.status).toBe(200);
    await setStatus(t.database.db, company.id, RegistrationStatus.UNDER_ANALYSIS);
    const state = await screened(rescreenAs(staff.bravo, company.id));
    expect(state.Latest?.Hits.map((hit) => [hit.Subject, hit.Source, hit.Reason])).toEqual([
      [{ Kind: 'controller', Name: 'Dmitri Volkov' }, 'OFAC', 'name'],
    ]);
    expect((await stateAs(staff.analyst, company.id)).status).toBe(404);
  });

  it('a clear customer has no hits and nothing to review', async () => {
    const client = await underAnalysis('Otávio Ramos Figueira');
    const state = await screened(rescreenAs(staff.analyst, client.id));
    expect(state.Latest).toMatchObject({ Status: 'clear', Hits: [], HitCount: 0 });
    expect(state.ApprovalBlockedBy).toBeNull();
  });
});

describe('who may screen and review', () => {
  it("answers every staff role of the partner and provider staff; 404 for another partner's staff; 401/403 without a staff token", async () => {
    const client = await underAnalysis('Dmitri Volkov Filho');
    const [hit] = (await screened(rescreenAs(staff.provider, client.id))).Latest?.Hits ?? [];
    for (const who of [staff.analyst, staff.approver, staff.admin, staff.provider])
      expect((await stateAs(who, client.id)).status).toBe(200);
    const review = { Decision: 'false-positive', Note: 'Outra pessoa' };
    expect((await stateAs(staff.bravo, client.id)).status).toBe(404);
    expect((await rescreenAs(staff.bravo, client.id)).status).toBe(404);
    expect((await reviewAs(staff.bravo, client.id, hit.Id, review)).status).toBe(404);
    expect((await stateAs('', client.id)).status).toBe(401);
    expect((await rescreenAs(client.token, client.id)).status).toBe(403);
    expect((await reviewAs(client.token, client.id, hit.Id, review)).status).toBe(403);
    expect((await stateAs(staff.analyst, 2_000_000)).status).toBe(404);
    expect((await stateAs(staff.analyst, 0)).status).toBe(400);
    // Nothing was reviewed by the refused calls.
    expect((await screened(stateAs(staff.analyst, client.id))).Latest?.Hits[0].Review).toBeNull();
  });
});

describe('bad input to a review', () => {
  it('refuses an unknown hit, a hit of another client, control characters, a long note, another decision and extra fields', async () => {
    const client = await underAnalysis('Dmitri Volkov Neto');
    const other = await underAnalysis('Dmitri Volkov Sobrinho');
    const [hit] = (await screened(rescreenAs(staff.analyst, client.id))).Latest?.Hits ?? [];
    const [otherHit] = (await screened(rescreenAs(staff.analyst, other.id))).Latest?.Hits ?? [];
    const ok = { Decision: 'false-positive', Note: 'Homônimo' };
    expect((await reviewAs(staff.analyst, client.id, 999_999_999, ok)).status).toBe(404);
    expect((await reviewAs(staff.analyst, client.id, otherHit.Id, ok)).status).toBe(404);
    expect((await reviewAs(staff.analyst, client.id, 0, ok)).status).toBe(400);
    for (const bad of [
      { ...ok, Note: 'Homônimo\u0000' },
      { ...ok, Note: 'linha\u001bescape' },
      { ...ok, Note: 'x'.repeat(SCREENING_NOTE_MAX + 1) },
      { ...ok, Note: '   ' },
      { ...ok, Decision: 'approved' },
      { Decision: 'confirmed' },
      { ...ok, Extra: 1 },
    ]) {
      expect((await reviewAs(staff.analyst, client.id, hit.Id, bad)).status, JSON.stringify(bad).slice(0, 60)).toBe(400);
    }
    expect((await screened(stateAs(staff.analyst, client.id))).Latest?.Hits[0].Review).toBeNull();
    expect(await auditOf(t, client.id, 'screening.review')).toEqual([]);
    // A hit of a run a rescreen replaced is not the one that counts.
    await screened(rescreenAs(staff.analyst, client.id));
    const stale = await reviewAs(staff.analyst, client.id, hit.Id, ok);
    expect(stale.status).toBe(409);
    expect(await messageOf(stale)).toBe(SUPERSEDED_HIT);
  });
});
