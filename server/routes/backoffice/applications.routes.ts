import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';

/** /api/backoffice: queue, CSV export, one application and its documents (helper: back-office read side). */
export function backofficeApplicationsRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
