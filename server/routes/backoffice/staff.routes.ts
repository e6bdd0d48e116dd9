import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';

/** /api/backoffice: staff administration by admins (helper: staff accounts). */
export function backofficeStaffRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
