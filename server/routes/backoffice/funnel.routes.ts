import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';

/** /api/backoffice: the funnel (helper: decisions and funnel). */
export function backofficeFunnelRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
