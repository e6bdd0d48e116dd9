import { and, desc, eq, sql } from 'drizzle-orm';
import type { DocumentConflict } from '../../../domain/api/backoffice.ts';
import type { Database } from '../../db/database.ts';
import { clients, signUpConflicts } from '../../db/schema/index.ts';
import { auditedChange } from '../../lib/audit/audit.ts';
import type { ChangeContext } from '../../lib/audit/change-context.ts';

/** Why a sign-up was refused by the document's client (ADR 223). */
export type ConflictKind = DocumentConflict['Kind'];

/** The refused sign-up: the partner it came to, the client holding its document there, and the name and email it typed. */
export type ConflictingSignUp = { partnerId: number; holderClientId: number; name: string; email: string };

/**
 * Records, in the caller's transaction, that a sign-up was refused because the document's client under the partner
 * holds it: one row per client, kind and email (a repeat counts an attempt and moves the time), and an audit event on
 * the holder's file, so the brokerage sees it on the application (ADR 223).
 */
export async function recordDocumentConflict(
  tx: Database,
  kind: ConflictKind,
  signUp: ConflictingSignUp,
  ctx: ChangeContext,
): Promise<void> {
  const { partnerId, holderClientId: clientId, name } = signUp;
  const email = signUp.email.toLowerCase();
  const upsert = tx
    .insert(signUpConflicts)
    .values({ clientId, partnerId, kind, name, email, firstAt: ctx.now, lastAt: ctx.now })
    .onConflictDoUpdate({
      target: [signUpConflicts.clientId, signUpConflicts.kind, signUpConflicts.email],
      set: { attempts: sql`${signUpConflicts.attempts} + 1`, lastAt: ctx.now, name },
    })
    .returning();
  const row = and(eq(signUpConflicts.clientId, clientId), eq(signUpConflicts.kind, kind), eq(signUpConflicts.email, email));
  const entry = { actor: 'sign-up', action: 'sign-up.document-conflict' as const, entity: 'client', entityId: clientId, fields: [kind] };
  // One statement, row and event: a refused sign-up costs the statements of a new one, its pending row (ADR 195).
  await auditedChange(tx, { ...entry, requestId: ctx.requestId, at: ctx.now }, { table: signUpConflicts, where: row }, upsert);
}

/** The client under `partnerId` that holds `document`, if any (the one a refused sign-up's conflict is recorded on). */
export async function holderOf(tx: Database, partnerId: number, document: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.partnerId, partnerId), eq(clients.cpfCnpj, document)));
  return row?.id;
}

/** The sign-ups refused by a client's document, latest first, as the back office shows them. */
export async function listDocumentConflicts(db: Database, clientId: number): Promise<DocumentConflict[]> {
  const rows = await db
    .select()
    .from(signUpConflicts)
    .where(eq(signUpConflicts.clientId, clientId))
    .orderBy(desc(signUpConflicts.lastAt), desc(signUpConflicts.id));
  return rows.map((row) => ({
    Kind: row.kind as ConflictKind,
    Name: row.name,
    Email: row.email,
    Attempts: row.attempts,
    FirstAt: row.firstAt.toISOString(),
    LastAt: row.lastAt.toISOString(),
  }));
}
