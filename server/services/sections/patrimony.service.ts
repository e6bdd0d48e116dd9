import { eq } from 'drizzle-orm';
import type { Patrimony, PatrimonyBody } from '../../../domain/api/patrimony.ts';
import type { PersonType } from '../../../domain/constants.ts';
import { declarationIssues } from '../../../domain/investor-declarations.ts';
import { NO_PATRIMONY } from '../../../domain/patrimony.ts';
import type { Database } from '../../db/database.ts';
import { clients, declarations, patrimonies } from '../../db/schema/index.ts';
import { auditedChange } from '../../lib/audit/audit.ts';
import type { ChangeContext } from '../../lib/audit/change-context.ts';
import { sectionAuditEntry } from '../../lib/clients/client-scope.ts';

type Row = typeof patrimonies.$inferSelect;

// Sum in cents so 0.1 + 0.2 stays 0.3.
const sumOf = (amounts: number[]) => amounts.reduce((cents, amount) => cents + Math.round(amount * 100), 0) / 100;

function toPatrimony(row: Row): Patrimony {
  return {
    ClientId: row.clientId,
    MonthlyIncome: row.monthlyIncome,
    OtherIncome: row.otherIncome,
    FinancialInvestments: row.financialInvestments,
    RealEstate: row.realEstate,
    Vehicles: row.vehicles,
    OtherAssets: row.otherAssets,
    TotalAssets: sumOf([row.financialInvestments, row.realEstate, row.vehicles, row.otherAssets]),
  };
}

const columns = (body: PatrimonyBody, now: Date) => ({
  monthlyIncome: body.MonthlyIncome,
  otherIncome: body.OtherIncome,
  financialInvestments: body.FinancialInvestments,
  realEstate: body.RealEstate,
  vehicles: body.Vehicles,
  otherAssets: body.OtherAssets,
  updatedAt: now,
});

// The audited state of a client's patrimony (ADR 160).
const ofClient = (clientId: number) => ({ table: patrimonies, where: eq(patrimonies.clientId, clientId) });

/**
 * Field errors of financial investments that do not support a standing investor declaration (Res. CVM 30), in the
 * voice of `personType`, or undefined: the amount is checked against the declarations stored, as their save checks
 * them against the amount.
 */
export function investmentErrors(
  declared: typeof declarations.$inferSelect | null,
  body: PatrimonyBody,
  personType: PersonType,
): Record<string, string[]> | undefined {
  const flags = { QualifiedInvestor: declared?.qualifiedInvestor ?? false, ProfessionalInvestor: declared?.professionalInvestor ?? false };
  const issues = declarationIssues(flags, body.FinancialInvestments, personType);
  return issues.length > 0 ? { FinancialInvestments: issues.map((issue) => issue.investmentsMessage) } : undefined;
}

/** The client's patrimony; every field null (ClientId too) before the first POST (spec §7: PUT when ClientId is present). */
export async function getPatrimony(db: Database, clientId: number): Promise<Patrimony> {
  const [row] = await db.select().from(patrimonies).where(eq(patrimonies.clientId, clientId));
  return patrimonyOf(row);
}

/** The patrimony of the client's stored row, nulls without one. */
export const patrimonyOf = (row: Row | undefined): Patrimony => (row ? toPatrimony(row) : NO_PATRIMONY);

/** What the investor declarations and the patrimony check against each other (Res. CVM 30): both rows, if any. */
export type InvestorRecords = { declared: typeof declarations.$inferSelect | null; patrimony: Row | null };

/**
 * The client's declarations and patrimony in one statement. Read it inside the change's lock (withLockedClient), after
 * the lock statement, so a change of the other record that committed meanwhile is seen.
 */
export async function readInvestorRecords(tx: Database, clientId: number): Promise<InvestorRecords> {
  // A named statement (parsed once per connection): its text never changes.
  const [row] = await tx
    .select({ declared: declarations, patrimony: patrimonies })
    .from(clients)
    .leftJoin(declarations, eq(declarations.clientId, clients.id))
    .leftJoin(patrimonies, eq(patrimonies.clientId, clients.id))
    .where(eq(clients.id, clientId))
    .prepare('investor_records')
    .execute();
  return row ?? { declared: null, patrimony: null };
}

/**
 * Creates or replaces the client's patrimony (POST, as "save customer" always sends it) with its audit event in one
 * statement (ADR 155); `created` tells which, from `existing` as read under the client's lock.
 */
export async function putPatrimony(
  db: Database,
  clientId: number,
  body: PatrimonyBody,
  ctx: ChangeContext,
  existing: Row | null,
): Promise<{ created: boolean; patrimony: Patrimony }> {
  const audit = sectionAuditEntry(ctx, clientId, existing ? 'patrimony.replace' : 'patrimony.create', Object.keys(body));
  const upsert = db
    .insert(patrimonies)
    .values({ ...columns(body, ctx.now), clientId })
    .onConflictDoUpdate({ target: patrimonies.clientId, set: columns(body, ctx.now) })
    .returning();
  const [row] = await auditedChange<typeof patrimonies.$inferSelect>(db, audit, ofClient(clientId), upsert);
  return { created: !existing, patrimony: toPatrimony(row) };
}

/** Updates the client's stored patrimony (PUT), or undefined when there is none. */
export async function updatePatrimony(
  db: Database,
  clientId: number,
  body: PatrimonyBody,
  ctx: ChangeContext,
): Promise<Patrimony | undefined> {
  const update = db.update(patrimonies).set(columns(body, ctx.now)).where(eq(patrimonies.clientId, clientId)).returning();
  const audit = sectionAuditEntry(ctx, clientId, 'patrimony.update', Object.keys(body));
  const [row] = await auditedChange<typeof patrimonies.$inferSelect>(db, audit, ofClient(clientId), update);
  return row ? toPatrimony(row) : undefined;
}
