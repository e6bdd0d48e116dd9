import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';

/** /api/backoffice: sign-in with password and TOTP, sign-out, me (helper: staff accounts). */
export function backofficeAuthRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
