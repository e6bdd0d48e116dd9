import type { BasicDataPatchBody } from '../../../domain/client.ts';
import type { ChangeContext } from '../../lib/audit/change-context.ts';
import { codeSentOrThrow } from '../../lib/auth/codes-http.ts';
import { type ClientScope, withLockedClient } from '../../lib/clients/client-lock.ts';
import { type PatchResult, updateBasicData } from '../sections/basic-data.service.ts';
import type { AuthDeps } from './account.service.ts';
import { requestEmailChange } from './email-change.service.ts';

/** Outcome of PATCH /api/client/basic-data: a change's, with the new address waiting for its code, if any. */
export type BasicDataPatchResult = PatchResult | (Extract<PatchResult, { status: 'updated' }> & { pendingEmail: string });

/**
 * Applies a basic-data patch in the client's locked transaction: the other fields change at once; another `Email`
 * starts an email change (a code to that address, ADR 222) and is answered as pending. A spent code cap is a 429
 * that keeps every field as it was.
 */
export function patchBasicData(
  deps: AuthDeps,
  scope: ClientScope,
  patch: BasicDataPatchBody,
  ctx: ChangeContext,
): Promise<BasicDataPatchResult> {
  const { Email, ...rest } = patch;
  return withLockedClient(deps.db, scope, async (tx, client) => {
    const updated = await updateBasicData(tx, scope, rest, ctx);
    if (updated.status !== 'updated' || Email === undefined) return updated;
    const change = await requestEmailChange({ ...deps, db: tx }, client, Email, ctx);
    if (change.status === 'unchanged') return updated;
    codeSentOrThrow(change);
    return { ...updated, pendingEmail: Email.toLowerCase() };
  });
}
