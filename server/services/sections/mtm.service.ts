import { eq } from 'drizzle-orm';
import type { MtmSetting } from '../../../domain/api/mtm.ts';
import { MTM_DEFAULT } from '../../../domain/constants.ts';
import type { Database } from '../../db/database.ts';
import { mtmSettings } from '../../db/schema/index.ts';
import type { ChangeContext } from '../../lib/audit/change-context.ts';
import { sectionAuditEntry } from '../../lib/clients/client-scope.ts';
import { lastStatement } from '../../lib/clients/pipelined-transaction.ts';
import { upsertByClient } from '../../lib/sections/references.ts';

/** The client's mark-to-market choice as stored in `row`: true until the client says otherwise (spec §3). */
export function toMtm(row: { mtmActivated: boolean } | undefined, clientId: number): MtmSetting {
  return { MtmActivated: row?.mtmActivated ?? MTM_DEFAULT, CustomerId: clientId };
}

/** The client's mark-to-market choice (toMtm of its row). */
export async function getMtm(db: Database, clientId: number): Promise<MtmSetting> {
  const [row] = await db.select({ mtmActivated: mtmSettings.mtmActivated }).from(mtmSettings).where(eq(mtmSettings.clientId, clientId));
  return toMtm(row, clientId);
}

/** What a confirmed Mtm choice records: the choice, the address the server saw and the one the browser declared. */
export type MtmChange = { mtmActivated: boolean; ip: string; declaredIp: string | null };

/** Stores the client's Mtm choice (already confirmed with the electronic signature) and audits it, in one statement. */
export async function saveMtm(db: Database, clientId: number, change: MtmChange, ctx: ChangeContext): Promise<MtmSetting> {
  const audit = sectionAuditEntry(ctx, clientId, 'mtm.save', ['MtmActivated']);
  const stored = await lastStatement(db, () => upsertByClient(db, mtmSettings, clientId, { ...change, updatedAt: ctx.now }, audit));
  return { MtmActivated: stored.mtmActivated, CustomerId: clientId };
}
