import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/database.ts';
import type { AppEnv } from './context.ts';
import { isLocalRequest, namesOnlyLoopback } from './loopback.ts';

/** What /metrics reads besides the requests it counts itself. */
export type MetricsSources = {
  db: Database;
  /** The PostgreSQL pool's connections (server/db/database.ts). */
  poolUsage(): { total: number; idle: number; waiting: number };
  /** Bearer token that opens /metrics to other hosts (METRICS_TOKEN); without it, loopback only. */
  token?: string;
  /** Whether a proxy in front is trusted (TRUST_PROXY): then the address it forwarded decides who is local. */
  trustProxy?: boolean;
};

/** The server's Prometheus registry, the request middleware that feeds it and the GET /metrics handler. */
export type Metrics = {
  registry: Registry;
  recordRequests: MiddlewareHandler<AppEnv>;
  handler(c: Context<AppEnv>): Promise<Response>;
};

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const OUTBOX_STATES = sql`
  select kind, count(*) filter (where delivered_at is null and failed_at is null)::int as pending,
         count(*) filter (where failed_at is not null)::int as failed
  from outbox where delivered_at is null group by kind`;

/** Creates the registry: process defaults, HTTP requests by route pattern, the pool and the outbox (read per scrape). */
export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames, registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request (to its headers)',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool: open connections (total), idle ones, and callers waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      for (const [state, value] of Object.entries(sources.poolUsage())) this.set({ state }, value);
    },
  });
  const outbox = (name: string, help: string, field: 'pending' | 'failed') =>
    new Gauge({
      name,
      help,
      labelNames: ['kind'],
      registers: [registry],
      async collect() {
        this.reset();
        const rows = (await sources.db.execute(OUTBOX_STATES).catch(() => ({ rows: [] }))) as unknown as {
          rows: Record<string, unknown>[];
        };
        for (const row of rows.rows) this.set({ kind: String(row.kind) }, Number(row[field]));
      },
    });
  outbox('outbox_pending', 'Outbox messages waiting for delivery, by kind (email, lead)', 'pending');
  outbox('outbox_failed', 'Outbox messages whose delivery gave up, by kind', 'failed');
  const recordRequests: MiddlewareHandler<AppEnv> = async (c, next) => {
    const stop = latency.startTimer();
    await next();
    // The matched pattern (/api/client/:id), never the raw path: bounded label values.
    const labels = { method: c.req.method, route: c.req.routePath, status: String(c.res.status) };
    requests.inc(labels);
    stop(labels);
  };
  return { registry, recordRequests, handler: scrapeHandler(registry, sources.token, sources.trustProxy ?? false) };
}

/**
 * One with the bearer token, or a caller on this machine (`isLocalRequest`: the socket's peer, or a trusted proxy's)
 * asking a loopback host (a DNS-rebinding page connects from loopback too, but names its own host).
 */
function mayScrape(c: Context, token: string | undefined, trustProxy: boolean): boolean {
  const bearer = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
  if (token && bearer) {
    const [given, wanted] = [Buffer.from(bearer), Buffer.from(token)];
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
  return namesOnlyLoopback(c) && isLocalRequest(c, trustProxy);
}

/** GET /metrics: Prometheus text; 404 to anyone but loopback or the METRICS_TOKEN bearer (nothing to see there). */
function scrapeHandler(registry: Registry, token: string | undefined, trustProxy: boolean) {
  return async (c: Context<AppEnv>) => {
    if (!mayScrape(c, token, trustProxy)) return c.text('Not Found', 404);
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  };
}
