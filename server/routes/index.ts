import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../lib/context.ts';
import { advisorRoutes } from './advisor/advisor.routes.ts';
import { clientRoutes } from './client/client.routes.ts';
import { commonRoutes } from './common/common.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { partnerRoutes } from './partner/partner.routes.ts';

/** A resource mounted under /api: its path prefix and the factory of its routes. */
export type Resource = { path: string; routes: (deps: AppDeps) => Hono<AppEnv> };

/** Every API resource; adding one is a folder under routes/ plus a line here. */
export const resources: Resource[] = [
  { path: '/partner', routes: partnerRoutes },
  { path: '/client', routes: clientRoutes },
  { path: '/common', routes: commonRoutes },
  { path: '/advisor', routes: advisorRoutes },
  { path: '/health', routes: healthRoutes },
];
