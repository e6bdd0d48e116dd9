import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from 'pino';
import type { Database } from './db/database.ts';
import { type AppConfig, type AppEnv, type Clock, systemClock } from './lib/context.ts';
import { HttpMessages } from './lib/http-messages.ts';
import { createLogger } from './lib/logger.ts';
import { onError, onNotFound } from './middleware/errors.ts';
import { requestContext } from './middleware/request-context.ts';
import { noStore, securityHeaders } from './middleware/security.ts';
import { docsRoutes } from './routes/docs/docs.routes.ts';
import { resources } from './routes/index.ts';

/** Largest JSON body accepted (the biggest spine body is under 1 KB). */
export const MAX_BODY_BYTES = 64 * 1024;

/** What the HTTP app is built from; nothing is read from globals. */
export type AppOptions = { db: Database; config: AppConfig; clock?: Clock; logger?: Logger };

/** Builds the HTTP app: cross-cutting middleware, every resource under /api, OpenAPI and error mapping. */
export function createApp({ db, config, clock = systemClock, logger = createLogger('info') }: AppOptions): Hono<AppEnv> {
  const deps = { db, config, clock, logger };
  // Not strict about trailing slashes: the spec writes several paths with one (ADR 012).
  const api = new Hono<AppEnv>({ strict: false }).basePath('/api');
  for (const resource of resources) api.route(resource.path, resource.routes(deps));
  api.route('/', docsRoutes(api));

  const app = new Hono<AppEnv>({ strict: false });
  app.use(requestContext(logger));
  app.use(securityHeaders());
  app.use('/api/*', noStore);
  app.use('/api/*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ Message: HttpMessages.payloadTooLarge }, 413) }));
  app.route('/', api);
  app.onError(onError);
  app.notFound(onNotFound);
  return app;
}
