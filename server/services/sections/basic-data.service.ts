import { and, eq } from 'drizzle-orm';
import { birthDateError } from '../../../domain/basic-data.ts';
import type { BasicDataPatchBody, ClientBasicData, ClientSummary } from '../../../domain/client.ts';
import { combinePhone } from '../../../domain/phone.ts';
import type { Database } from '../../db/database.ts';
import { clients } from '../../db/schema/index.ts';
import { auditedChange } from '../../lib/audit/audit.ts';
import type { ChangeContext } from '../../lib/audit/change-context.ts';
import { isSessionCurrent, sessionCurrentSql, sessionParams, settleSession, uncheckedSession } from '../../lib/auth/sessions.ts';
import type { ClientScope } from '../../lib/clients/client-lock.ts';

type ClientRow = typeof clients.$inferSelect;

/**
 * The scope's client within its partner; a pending session (ADR 226) is checked in the same statement, and without
 * the row on its own, so its 401 comes first.
 */
async function findClient(db: Database, scope: ClientScope): Promise<ClientRow | undefined> {
  const where = and(eq(clients.id, scope.clientId), eq(clients.partnerId, scope.partnerId));
  const session = uncheckedSession(scope);
  if (!session) {
    const [row] = await db.select().from(clients).where(where);
    return row;
  }
  const current = sessionCurrentSql(sessionParams(session.claims));
  const [found] = await db.select({ row: clients, current }).from(clients).where(where);
  settleSession(session, found ? found.current : await isSessionCurrent(db, session.claims));
  return found?.row;
}

function toBasicData(row: ClientRow): ClientBasicData {
  return {
    CpfCnpj: row.cpfCnpj,
    BirthDate: row.birthDate,
    Email: row.email,
    MobilePhonePrefix: row.mobilePhonePrefix,
    MobilePhoneNumber: row.mobilePhoneNumber,
    PersonType: row.personType as ClientBasicData['PersonType'],
    Name: row.name,
    AdvisorId: row.advisorId,
    OfficeId: row.officeId,
    PartnerId: row.partnerId,
    RegisterUrl: row.registerUrl,
    ChannelId: row.channelId,
    KnowledgeId: row.knowledgeId,
  };
}

/** The stored basic data of the token's client. */
export async function getBasicData(db: Database, scope: ClientScope): Promise<ClientBasicData | undefined> {
  const row = await findClient(db, scope);
  return row && toBasicData(row);
}

/** Outcome of a basic-data change. */
export type PatchResult =
  | { status: 'updated'; data: ClientBasicData }
  | { status: 'invalid'; errors: Record<string, string[]> }
  | { status: 'notFound' };

/**
 * Changes the editable basic data of the token's client but the email (the date rule follows its stored person type)
 * and audits it; nothing when no such field is given. The email changes only through its code (ADR 222).
 */
export async function updateBasicData(
  db: Database,
  scope: ClientScope,
  patch: Omit<BasicDataPatchBody, 'Email'>,
  ctx: ChangeContext,
): Promise<PatchResult> {
  const current = await findClient(db, scope);
  if (!current) return { status: 'notFound' };
  if (patch.BirthDate !== undefined) {
    const message = birthDateError(patch.BirthDate, current.personType as ClientBasicData['PersonType'], ctx.now);
    if (message) return { status: 'invalid', errors: { BirthDate: [message] } };
  }
  if (Object.keys(patch).length === 0) return { status: 'updated', data: toBasicData(current) };
  const changes = {
    ...(patch.Name !== undefined && { name: patch.Name }),
    ...(patch.MobilePhonePrefix !== undefined && { mobilePhonePrefix: patch.MobilePhonePrefix }),
    ...(patch.MobilePhoneNumber !== undefined && { mobilePhoneNumber: patch.MobilePhoneNumber }),
    ...(patch.BirthDate !== undefined && { birthDate: patch.BirthDate }),
  };
  // The change and its event (with the row's digests, ADR 160) in one statement.
  const owned = and(eq(clients.id, scope.clientId), eq(clients.partnerId, scope.partnerId));
  const update = db
    .update(clients)
    .set({ ...changes, updatedAt: ctx.now })
    .where(owned)
    .returning();
  const audit = { actor: `client:${scope.clientId}`, entity: 'client', entityId: scope.clientId, requestId: ctx.requestId, at: ctx.now };
  const entry = { ...audit, action: 'client.basic-data.update' as const, fields: Object.keys(patch) };
  const [updated] = await auditedChange<ClientRow>(db, entry, { table: clients, where: owned }, update);
  if (!updated) return { status: 'notFound' };
  return { status: 'updated', data: toBasicData(updated) };
}

/** The token's client as GET /api/client/{id} shows it. */
export async function getClientSummary(db: Database, scope: ClientScope): Promise<ClientSummary | undefined> {
  const row = await findClient(db, scope);
  if (!row) return undefined;
  return {
    Id: row.id,
    ChannelId: row.channelId,
    Name: row.name,
    PersonType: row.personType as ClientSummary['PersonType'],
    MobilePhone: combinePhone(row.mobilePhonePrefix, row.mobilePhoneNumber),
    Email: row.email,
    StatusRegistration: row.statusRegistration,
  };
}
