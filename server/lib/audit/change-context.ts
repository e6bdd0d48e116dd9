import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.ts';

/**
 * Who makes a change and when, for the audit trail: the request it belongs to, the clock's time, and `actor` where
 * the one acting is not the client the change is about (staff, an operator), so every service takes the same type.
 */
export type ChangeContext = { requestId: string; now: Date; actor?: string };

/** The change context of a request, read from its request id and the app's clock. */
export function changeOf(c: Context<AppEnv>, deps: Pick<AppDeps, 'clock'>): ChangeContext {
  return { requestId: c.get('requestId'), now: deps.clock.now() };
}
