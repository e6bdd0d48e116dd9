import { eq } from 'drizzle-orm';
import type { Patrimony, PatrimonyBody } from '../../../domain/api/patrimony.ts';
import type { Database } from '../../db/database.ts';
import { patrimonies } from '../../db/schema/index.ts';
import { auditSection, type ChangeContext } from '../sections/client-scope.ts';

type Row = typeof patrimonies.$inferSelect;

const EMPTY: Patrimony = {
  ClientId: null,
  MonthlyIncome: null,
  OtherIncome: null,
  FinancialInvestments: null,
  RealEstate: null,
  Vehicles: null,
  OtherAssets: null,
  TotalAssets: null,
};

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

/** The client's patrimony; every field null (ClientId too) before the first POST (spec §7: PUT when ClientId is present). */
export async function getPatrimony(db: Database, clientId: number): Promise<Patrimony> {
  const [row] = await db.select().from(patrimonies).where(eq(patrimonies.clientId, clientId));
  return row ? toPatrimony(row) : EMPTY;
}

/** Creates or replaces the client's patrimony (POST, as "save customer" always sends it); `created` tells which. */
export async function putPatrimony(
  db: Database,
  clientId: number,
  body: PatrimonyBody,
  ctx: ChangeContext,
): Promise<{ created: boolean; patrimony: Patrimony }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ clientId: patrimonies.clientId }).from(patrimonies).where(eq(patrimonies.clientId, clientId));
    const [row] = await tx
      .insert(patrimonies)
      .values({ ...columns(body, ctx.now), clientId })
      .onConflictDoUpdate({ target: patrimonies.clientId, set: columns(body, ctx.now) })
      .returning();
    await auditSection(tx, ctx, clientId, existing ? 'patrimony.replace' : 'patrimony.create', Object.keys(body));
    return { created: !existing, patrimony: toPatrimony(row) };
  });
}

/** Updates the client's stored patrimony (PUT), or undefined when there is none. */
export async function updatePatrimony(
  db: Database,
  clientId: number,
  body: PatrimonyBody,
  ctx: ChangeContext,
): Promise<Patrimony | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(patrimonies).set(columns(body, ctx.now)).where(eq(patrimonies.clientId, clientId)).returning();
    if (!row) return undefined;
    await auditSection(tx, ctx, clientId, 'patrimony.update', Object.keys(body));
    return toPatrimony(row);
  });
}
