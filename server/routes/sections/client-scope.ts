import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { PersonType } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import type { Database } from '../../db/database.ts';
import { clients } from '../../db/schema/index.ts';
import { ApiError, notFound } from '../../lib/api-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { IdParam } from '../../lib/validate.ts';
import { assertOwnClient, tokenClient } from '../../middleware/auth.ts';

/** Path parameters of the section GETs that name the client (`/{clientId}`). */
export const ClientIdParams = v.object({ clientId: IdParam });

/** What a section service needs to know about the client it changes. */
export type ClientRef = { id: number; partnerId: number; personType: PersonType; cpfCnpj: string };

/** Who changes what and when, for the audit trail. */
export type ChangeContext = { requestId: string; now: Date };

/** The change context of a request. */
export function changeOf(c: Context<AppEnv>, deps: Pick<AppDeps, 'clock'>): ChangeContext {
  return { requestId: c.get('requestId'), now: deps.clock.now() };
}

/** 403 unless every id (the body's ClientId, each item's ClientId or CustomerId) is the token's own client. */
export function assertOwnClients(c: Context<AppEnv>, ids: readonly number[]): void {
  for (const id of ids) assertOwnClient(c, id);
}

/**
 * The token's client, read within the token's partner: 404 when it does not exist there (a client of another
 * partner is never reached, whatever the token says). `personType` narrows it: 403 for the other person type.
 */
export async function requireClient(db: Database, c: Context<AppEnv>, personType?: PersonType): Promise<ClientRef> {
  const scope = tokenClient(c);
  const [row] = await db
    .select({ id: clients.id, partnerId: clients.partnerId, personType: clients.personType, cpfCnpj: clients.cpfCnpj })
    .from(clients)
    .where(and(eq(clients.id, scope.clientId), eq(clients.partnerId, scope.partnerId)));
  if (!row) throw notFound();
  if (personType && row.personType !== personType) throw new ApiError(403, Messages.forbidden);
  return { ...row, personType: row.personType as PersonType };
}

/** Locks the client's row until the transaction ends, so concurrent changes of one client run one after the other. */
export async function lockClient(tx: Database, clientId: number): Promise<void> {
  await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
}

/** Records a change of a client's section in the audit trail (inside the change's transaction). */
export async function auditSection(tx: Database, ctx: ChangeContext, clientId: number, action: string, fields: string[]): Promise<void> {
  const entity = action.split('.')[0];
  await recordAudit(tx, { actor: `client:${clientId}`, action, entity, entityId: clientId, requestId: ctx.requestId, fields, at: ctx.now });
}
