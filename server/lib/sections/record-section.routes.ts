import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { Context, MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import type { Database } from '../../db/database.ts';
import { assertOwnClient, tokenClient } from '../../middleware/auth.ts';
import { type ChangeContext, changeOf } from '../audit/change-context.ts';
import { type LockedClient, type LockOptions, withLockedClient } from '../clients/client-lock.ts';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { jsonBody } from '../http/validate.ts';
import type { sectionRoute } from './section-docs.ts';

type Schema = v.GenericSchema & StandardSchemaV1;
type BodyContext<S extends Schema> = Context<AppEnv, string, { out: { json: v.InferOutput<S> } }>;

/** One write of a single-record section (spec §7): its docs and body, the client it names, the change, the answer. */
export type RecordSectionWrite<S extends Schema, T> = {
  docs: ReturnType<typeof sectionRoute>;
  body: S;
  /** The client the body names (403 unless it is the token's own). */
  owner: (body: v.InferOutput<S>) => number;
  /** Checks that must come before the client's row is locked (another user's id, a signature that spends an attempt). */
  before?: (c: BodyContext<S>, body: v.InferOutput<S>, ctx: ChangeContext) => Promise<void> | void;
  /** What the lock checks besides an editable file: the person type (403), the statuses allowed (409). */
  lock?: LockOptions;
  /** The change itself, in the transaction that holds the client's row (`c` for what the request carries, its IP). */
  change: (tx: Database, client: LockedClient, body: v.InferOutput<S>, ctx: ChangeContext, c: BodyContext<S>) => Promise<T>;
  /** The response; a refusal the change reported is thrown here, after the transaction has ended. */
  answer?: (c: BodyContext<S>, result: T) => Response;
};

/**
 * The handlers of one write of a single-record section, to spread after its path: docs, `auth`, the validated body,
 * then the token's own client (403), the checks before the lock, and the change under withLockedClient (DESIGN §5).
 * The list sections have theirs in listSectionRoutes.
 */
export function recordSectionWrite<S extends Schema, T>(deps: AppDeps, auth: MiddlewareHandler<AppEnv>, write: RecordSectionWrite<S, T>) {
  const handler = async (c: BodyContext<S>) => {
    const body = c.req.valid('json');
    assertOwnClient(c, write.owner(body));
    const ctx = changeOf(c, deps);
    await write.before?.(c, body, ctx);
    const result = await withLockedClient(deps.db, tokenClient(c), (tx, client) => write.change(tx, client, body, ctx, c), write.lock);
    return write.answer ? write.answer(c, result) : c.json(result as object);
  };
  return [write.docs, auth, jsonBody(write.body), handler] as const;
}
