/**
 * The server of the benchmarks, in its own process so it has its own event loop (the load generator runs in
 * the parent) and its RSS is the app's alone: `startBenchServer(kind)`, its URL sent over IPC; between `start`
 * and `stop` messages it samples its RSS every 10 ms and reports the peak; `cpu` answers the CPU time it and its PostgreSQL backends have used.
 */
import { type DatabaseKind, startBenchServer } from './bench-harness.ts';

const server = await startBenchServer((process.argv[2] ?? 'pglite') as DatabaseKind);
let peak = 0;
let sampler: NodeJS.Timeout | undefined;
process.on('message', async (message: { type: string }) => {
  if (message.type === 'start') {
    globalThis.gc?.();
    peak = process.memoryUsage().rss;
    process.send?.({ type: 'started', rss: peak });
    sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
  } else if (message.type === 'stop') {
    clearInterval(sampler);
    process.send?.({ type: 'stopped', peak: Math.max(peak, process.memoryUsage().rss) });
  } else if (message.type === 'cpu') {
    const used = process.cpuUsage();
    process.send?.({ type: 'cpu', server: used.user + used.system, database: await server.databaseCpu() });
  } else if (message.type === 'exit') {
    await server.close();
    process.exit(0);
  }
});
process.send?.({ type: 'ready', url: server.url });
