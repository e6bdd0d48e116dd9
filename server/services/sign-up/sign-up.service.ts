import { eq } from 'drizzle-orm';
import type { BasicDataBody } from '../../../domain/basic-data.ts';
import { CustomerType, PersonType } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import { combinePhone } from '../../../domain/phone.ts';
import type { Database } from '../../db/database.ts';
import { clients, knowledgeSources, partners, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit/audit.ts';
import type { ChangeContext } from '../../lib/audit/change-context.ts';
import { recordJourneyStart } from '../../lib/funnel/step-transitions.ts';
import { enqueue } from '../../lib/outbox/outbox.ts';
import { findAdvisorName } from '../partners/advisor.service.ts';
import { partnerHost } from '../partners/partner.service.ts';

type ClientRow = typeof clients.$inferSelect;

/** Field errors of a sign-up's references the schema cannot check: partner and its host, knowledge option, advisor. */
export async function signUpReferenceErrors(db: Database, body: BasicDataBody): Promise<Record<string, string[]>> {
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
 * Creates the client, its user, the lead for the outbox, the funnel's first step and the audit event in `tx` (DESIGN
 * §5); undefined when the document already has a client under the partner. The privacy notice's version and the
 * marketing consent are stored with `sentAt`, when the customer sent the form (ADR 204). The unique (partner,
 * document) constraint decides races without failing the transaction: of concurrent creations exactly one inserts,
 * the others find the row and do nothing.
 */
export async function insertClient(
  tx: Database,
  body: BasicDataBody,
  ctx: ChangeContext,
  sentAt: Date = ctx.now,
): Promise<{ clientId: number; userId: number } | undefined> {
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
      privacyNoticeVersion: body.PrivacyNoticeVersion ?? null,
      privacyNoticeAt: body.PrivacyNoticeVersion ? sentAt : null,
      marketingConsent: body.MarketingConsent === true,
      marketingConsentAt: body.MarketingConsent === true ? sentAt : null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing({ target: [clients.partnerId, clients.cpfCnpj] })
    .returning();
  if (!client) return undefined;
  const [user] = await tx.insert(users).values({ clientId: client.id, createdAt: ctx.now }).returning({ id: users.id });
  await recordJourneyStart(tx, { id: client.id, partnerId: client.partnerId, personType: client.personType as PersonType }, ctx.now);
  await enqueue(tx, { kind: 'lead', payload: leadPayload(client), idempotencyKey: `lead:client:${client.id}`, at: ctx.now });
  const audit = { actor: `client:${client.id}`, entity: 'client', entityId: client.id, requestId: ctx.requestId, at: ctx.now };
  await recordAudit(
    tx,
    { ...audit, action: 'client.create', fields: Object.keys(body) },
    { table: clients, where: eq(clients.id, client.id) },
  );
  return { clientId: client.id, userId: user.id };
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
