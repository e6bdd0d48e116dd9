import { and, eq, gt, sql } from 'drizzle-orm';
import { RegistrationStatus } from '../../domain/constants.ts';
import { auditEvents, clients, outbox } from '../db/schema/index.ts';
import { setStatus, type TestClient, testClient } from './document.fixtures.ts';
import { pfBody, pjBody, signUp } from './fixtures.ts';
import { addTestStaff, type TestStaff } from './staff.ts';
import type { TestApp } from './test-app.ts';

/** The staff of the decision suites: Aurora's analyst, approvers and admin, a provider approver, Bravo's approver. */
export type DecisionStaff = Record<'analyst' | 'approver' | 'secondApprover' | 'admin' | 'provider' | 'bravo', TestStaff>;

/** Adds the decision suites' staff to the app. */
export async function addDecisionStaff(t: TestApp): Promise<DecisionStaff> {
  const aurora = t.partners.aurora;
  return {
    analyst: await addTestStaff(t, { role: 'analyst', partnerId: aurora }),
    approver: await addTestStaff(t, { role: 'approver', partnerId: aurora, name: 'Ana Aprovadora' }),
    secondApprover: await addTestStaff(t, { role: 'approver', partnerId: aurora, name: 'Bruno Aprovador' }),
    admin: await addTestStaff(t, { role: 'admin', partnerId: aurora }),
    provider: await addTestStaff(t, { role: 'approver', partnerId: null }),
    bravo: await addTestStaff(t, { role: 'approver', partnerId: t.partners.bravo, name: 'Bruna de Bravo' }),
  };
}

let emails = 0;

/**
 * A client of Aurora (PF) or Bravo (PJ) signed up through the API, with `prepare` run while it is still in progress
 * (its declarations through the section routes), then set to `status` (2, "em análise", unless told) as finalize or
 * the CLI would leave it.
 */
export async function applicant(
  t: TestApp,
  options: { pj?: boolean; status?: RegistrationStatus; prepare?: (client: TestClient) => Promise<void> } = {},
): Promise<TestClient & { email: string }> {
  emails += 1;
  const email = `cliente.${process.pid}.${emails}@example.com`;
  const body = options.pj ? pjBody(t, { Email: email }) : pfBody(t, { Email: email });
  const client = testClient(await signUp(t, body), body);
  await options.prepare?.(client);
  await setStatus(t.database.db, client.id, options.status ?? RegistrationStatus.UNDER_ANALYSIS);
  return { ...client, email };
}

/** POST …/decision as `staff`. */
export const decideAs = (t: TestApp, staff: TestStaff | string, clientId: number, json: unknown, headers: Record<string, string> = {}) =>
  t.call('POST', `/api/backoffice/applications/${clientId}/decision`, {
    token: typeof staff === 'string' ? staff : staff.token,
    json,
    headers,
  });

/** GET …/decision as `staff`. */
export const stateAs = (t: TestApp, staff: TestStaff | string, clientId: number) =>
  t.call('GET', `/api/backoffice/applications/${clientId}/decision`, { token: typeof staff === 'string' ? staff : staff.token });

/** The client's status and when it last changed. */
export async function statusOf(t: TestApp, clientId: number): Promise<{ status: number; changedAt: Date }> {
  const [row] = await t.database.db
    .select({ status: clients.statusRegistration, changedAt: clients.statusChangedAt })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row;
}

/** The id of the newest outbox row and audit event: what a refused decision must leave untouched. */
export async function marks(t: TestApp): Promise<{ outbox: number; audit: number }> {
  const [last] = await t.database.db
    .select({
      outbox: sql<number>`(select coalesce(max(${outbox.id}), 0) from ${outbox})::int`,
      audit: sql<number>`(select coalesce(max(${auditEvents.id}), 0) from ${auditEvents})::int`,
    })
    .from(sql`(select 1) as one`);
  return last;
}

/** The outbox rows and audit events written after `since` (marks taken earlier). */
export async function writtenSince(t: TestApp, since: { outbox: number; audit: number }) {
  const db = t.database.db;
  return {
    outbox: await db.select().from(outbox).where(gt(outbox.id, since.outbox)).orderBy(outbox.id),
    audit: await db.select().from(auditEvents).where(gt(auditEvents.id, since.audit)).orderBy(auditEvents.id),
  };
}

/** The client's audit events of one action. */
export const auditOf = (t: TestApp, clientId: number, action: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, String(clientId)), eq(auditEvents.action, action)));
