type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

const READINESS_PATH = /^\/api\/health(\/ready)?\/?$/;

/**
 * Wraps the server's fetch so that, once `isStopping()`, readiness (/api/health/ready and /api/health) answers 503
 * `{ status: 'stopping' }`: load balancers stop sending new work while the server still accepts it (SHUTDOWN_DELAY_MS,
 * ADR 213) and while the requests in flight finish. Liveness stays 200: the process is fine, and an orchestrator must
 * not kill it mid-drain.
 */
export function readinessGate(fetch: Fetch, isStopping: () => boolean): Fetch {
  return (request, env) => {
    if (!isStopping() || !READINESS_PATH.test(new URL(request.url).pathname)) return fetch(request, env);
    return Response.json({ status: 'stopping' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  };
}
