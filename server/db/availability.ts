import type { Logger } from 'pino';
import type { DatabaseHandle } from './database.ts';

/**
 * Whether PostgreSQL answers, as the API sees it (ADR 193). Up until a probe fails; then down, and the API answers
 * 503 at once instead of waiting for timeouts, until a probe answers again.
 */
export type DatabaseAvailability = {
  isUp(): boolean;
  /**
   * Something looked wrong (a request slower than usual, a 503): probe the database now, unless a probe is running
   * or one answered a moment ago. Resolves with the outcome (true: up).
   */
  suspect(): Promise<boolean>;
  /** Like `suspect`, but probes even when a probe answered a moment ago (readiness checks). */
  check(): Promise<boolean>;
  /** Calls `listener` once, at the next outage; the returned function unsubscribes. */
  onOutage(listener: () => void): () => void;
  /** Stops the recovery probes (shutdown). */
  close(): void;
};

export type AvailabilityOptions = {
  /** True when the database answered a trivial query within `withinMs` (on a connection of its own). */
  probe(withinMs: number): Promise<boolean>;
  /** Called when the database is declared down: cut what waits on it (the pool's checked-out connections). */
  onDown?: () => void;
  /** A probe that has not answered after this long has failed (PG_PROBE_TIMEOUT_MS). */
  probeMs?: number;
  logger?: Logger;
};

/** The probe's deadline when the configuration names none: above a new loopback or LAN connection's set-up. */
export const DEFAULT_PROBE_MS = 500;
// After a probe answered, suspicions this soon are answered by it (at most a few probes a second under slow load).
const QUIET_MS = 250;
// While down, the next probe starts this long after the last one failed.
const RETRY_MS = 250;

/** Tracks the database's availability with `probe` (PostgreSQL only: embedded PGlite cannot hang on a network). */
export function createDatabaseAvailability(options: AvailabilityOptions): DatabaseAvailability {
  const probeMs = options.probeMs ?? DEFAULT_PROBE_MS;
  const listeners = new Set<() => void>();
  let up = true;
  let closed = false;
  let running: Promise<boolean> | undefined;
  let answeredAt = 0;
  let retry: NodeJS.Timeout | undefined;

  const goDown = () => {
    up = false;
    options.logger?.warn({ probeMs }, 'database unreachable: answering 503 until it answers again');
    const fired = [...listeners];
    listeners.clear();
    for (const listener of fired) listener();
    options.onDown?.();
  };
  const goUp = () => {
    up = true;
    options.logger?.info('database reachable again');
  };
  const probe = (): Promise<boolean> => {
    running ??= options
      .probe(probeMs)
      .catch(() => false)
      .then((answered) => {
        running = undefined;
        if (answered) answeredAt = Date.now();
        if (answered !== up) (answered ? goUp : goDown)();
        if (!answered && !closed) retry = setTimeout(() => void probe(), RETRY_MS).unref();
        return answered;
      });
    return running;
  };
  return {
    isUp: () => up,
    suspect() {
      return Date.now() - answeredAt < QUIET_MS ? Promise.resolve(up) : this.check();
    },
    check() {
      if (running) return running;
      return up ? probe() : Promise.resolve(false);
    },
    onOutage(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closed = true;
      clearTimeout(retry);
    },
  };
}

/**
 * The availability of an open database: probed on connections of its own, cutting the pool's checked-out
 * connections when it goes down; undefined on PGlite (in-process, so nothing to wait out).
 */
export function availabilityOf(
  database: Pick<DatabaseHandle, 'kind' | 'probe' | 'cutCheckedOut'>,
  options: { probeMs?: number; logger?: Logger } = {},
): DatabaseAvailability | undefined {
  if (database.kind !== 'postgres') return undefined;
  return createDatabaseAvailability({ probe: database.probe, onDown: database.cutCheckedOut, ...options });
}
