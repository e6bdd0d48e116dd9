import { and, eq } from 'drizzle-orm';
import type { BasicDataBody } from '../../../domain/basic-data.ts';
import { birthDateError } from '../../../domain/basic-data.ts';
import type { BasicDataPatchBody, ClientBasicData, ClientSummary } from '../../../domain/client.ts';
import { CustomerType, PersonType } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import { combinePhone } from '../../../domain/phone.ts';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import { clients, knowledgeSources, partners, users } from '../../db/schema/index.ts';
import { auditedChange, recordAudit } from '../../lib/audit/audit.ts';
import { enqueue } from '../../lib/outbox/outbox.ts';
import { findAdvisorName } from '../advisor/advisor.service.ts';
import { partnerHost } from '../partner/partner.service.ts';

/** Who asks and when, for the audit trail. */
export type ChangeContext = { requestId: string; now: Date };

/** The token's view of a client: its id and its partner. */
export type ClientScope = { clientId: number; partnerId: number };

/** Outcome of a sign-up. */
export type SignupResult =
  | { status: 'created'; clientId: number; userId: number }
  | { status: 'invalid'; errors: Record<string, string[]> }
  | { status: 'duplicate' };

type ClientRow = typeof clients.$inferSelect;

/** Field errors of references the schema cannot check: partner and its host, knowledge option, advisor. */
async function referenceErrors(db: Database, body: BasicDataBody): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  const [partner] = await db.select({ host: partners.host }).from(partners).where(eq(partners.id, body.PartnerId));
  if (!partner) errors.PartnerId = [Messages.invalidField];
  else if (partnerHost(body.RegisterUrl) !== partner.host) errors.RegisterUrl = [Messages.invalidField];
  // A knowledge id is a source without sub-items or a sub-item: a source that has items is not a choice.
  const [option] = await db.select({ id: knowledgeSources.id }).from(knowledgeSources).where(eq(knowledgeSources.id, body.KnowledgeId));
  const [child] = await db
    .select({ id: knowledgeSources.id })
    .from(knowledgeSources)
    .where(eq(knowledgeSources.parentId, body.KnowledgeId))
    .limit(1);
  if (!option || child) errors.KnowledgeId = [Messages.knowledgeRequired];
  // Only an advisor the public lookup would name may be recorded (an unknown or inactive link is refused).
  if (body.AdvisorId !== undefined && !(await findAdvisorName(db, body.AdvisorId))) errors.AdvisorId = [Messages.advisorUnknown];
  return errors;
}

/**
 * Creates the client, its user, the lead for the outbox and the audit event in one transaction (DESIGN §5).
 * The unique (partner, document) constraint decides races: exactly one concurrent sign-up wins.
 */
export async function createClient(db: Database, body: BasicDataBody, ctx: ChangeContext): Promise<SignupResult> {
  const errors = await referenceErrors(db, body);
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
  try {
    return await db.transaction(async (tx) => {
      const [client] = await tx
        .insert(clients)
        .values({
          partnerId: body.PartnerId,
          cpfCnpj: body.CpfCnpj,
          customerType: body.PersonType === PersonType.F ? CustomerType.PF : CustomerType.PJ,
          personType: body.PersonType,
          name: body.Name,
          email: body.Email.toLowerCase(),
          mobilePhonePrefix: body.MobilePhonePrefix,
          mobilePhoneNumber: body.MobilePhoneNumber,
          birthDate: body.BirthDate,
          advisorId: body.AdvisorId ?? null,
          officeId: body.OfficeId ?? null,
          channelId: body.ChannelId,
          knowledgeId: body.KnowledgeId,
          registerUrl: body.RegisterUrl.toLowerCase(),
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning();
      const [user] = await tx.insert(users).values({ clientId: client.id, createdAt: ctx.now }).returning({ id: users.id });
      await enqueue(tx, { kind: 'lead', payload: leadPayload(client), idempotencyKey: `lead:client:${client.id}`, at: ctx.now });
      const audit = { actor: `client:${client.id}`, entity: 'client', entityId: client.id, requestId: ctx.requestId, at: ctx.now };
      await recordAudit(
        tx,
        { ...audit, action: 'client.create', fields: Object.keys(body) },
        { table: clients, where: eq(clients.id, client.id) },
      );
      return { status: 'created' as const, clientId: client.id, userId: user.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { status: 'duplicate' };
    throw error;
  }
}

/** What the lead-management service receives about a new sign-up (spec §7). */
function leadPayload(client: ClientRow): Record<string, unknown> {
  return {
    ClientId: client.id,
    PartnerId: client.partnerId,
    PersonType: client.personType,
    Name: client.name,
    Email: client.email,
    MobilePhone: combinePhone(client.mobilePhonePrefix, client.mobilePhoneNumber),
    KnowledgeId: client.knowledgeId,
    AdvisorId: client.advisorId,
    CreatedAt: client.createdAt.toISOString(),
  };
}

async function findClient(db: Database, scope: ClientScope): Promise<ClientRow | undefined> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, scope.clientId), eq(clients.partnerId, scope.partnerId)));
  return row;
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

/** Changes the editable basic data of the token's client (the date rule follows its stored person type) and audits it. */
export async function updateBasicData(
  db: Database,
  scope: ClientScope,
  patch: BasicDataPatchBody,
  ctx: ChangeContext,
): Promise<PatchResult> {
  const current = await findClient(db, scope);
  if (!current) return { status: 'notFound' };
  if (patch.BirthDate !== undefined) {
    const message = birthDateError(patch.BirthDate, current.personType as ClientBasicData['PersonType'], ctx.now);
    if (message) return { status: 'invalid', errors: { BirthDate: [message] } };
  }
  const changes = {
    ...(patch.Name !== undefined && { name: patch.Name }),
    ...(patch.Email !== undefined && { email: patch.Email.toLowerCase() }),
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
  const entry = { ...audit, action: 'client.basic-data.update', fields: Object.keys(patch) };
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
