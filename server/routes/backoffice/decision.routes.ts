import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';

/** /api/backoffice: decisions on an application (helper: decisions). */
export function backofficeDecisionRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
