/**
 * CPU time of the PostgreSQL backends serving one database, read from /proc: what the database side of a benchmark
 * costs, beside the API process's own CPU time (ADR 155). Works when PostgreSQL runs on this machine.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/database.ts';

// Linux reports utime and stime in clock ticks; 100 per second on every mainstream kernel (getconf CLK_TCK).
const MICROS_PER_TICK = 10_000;

function ticksOf(pid: number): number | undefined {
  try {
    // Fields after the command name (which may hold spaces) start at ") "; utime and stime are fields 14 and 15.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/**
 * A meter of the CPU time (µs) the backends of `db`'s database have used so far; a backend that has exited keeps
 * its last reading. Undefined when no backend can be read (PostgreSQL on another machine).
 */
export function backendCpuMeter(db: Database): () => Promise<number | undefined> {
  const seen = new Map<number, number>();
  return async () => {
    const result = await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`);
    for (const { pid } of (result as unknown as { rows: { pid: number }[] }).rows) {
      const ticks = ticksOf(pid);
      if (ticks !== undefined) seen.set(pid, ticks);
    }
    if (seen.size === 0) return undefined;
    return [...seen.values()].reduce((sum, ticks) => sum + ticks, 0) * MICROS_PER_TICK;
  };
}
