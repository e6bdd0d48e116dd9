import { rmSync } from 'node:fs';
import { describe, expect, it, onTestFinished } from 'vitest';
import { seededDataDir } from '../../test-support/built-server.ts';
import { freePort } from '../../test-support/free-port.ts';
import { serverEnv, startProcess } from '../../test-support/server-process.ts';

/** Calls `url` over keep-alive connections from `loops` parallel loops until a call fails; answers the statuses seen. */
async function load(url: string, loops: number, stopAt: Promise<unknown>) {
  const statuses: number[] = [];
  const failures: string[] = [];
  let over = false;
  void stopAt.then(() => (over = true));
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (!over) {
        try {
          const response = await fetch(url);
          await response.arrayBuffer();
          statuses.push(response.status);
        } catch (error) {
          failures.push(String((error as { cause?: { code?: string } }).cause?.code ?? error));
          return;
        }
      }
    }),
  );
  return { statuses, failures };
}

describe('SIGTERM to `npm run serve`', () => {
  it('reaches the server, which drains its keep-alive load and exits 0 with npm: nothing is left serving', {
    timeout: 120_000,
  }, async () => {
    const port = await freePort();
    // On a data folder already migrated and seeded: this is about stopping, not a first start.
    const dataDir = await seededDataDir();
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const npm = startProcess('npm', ['run', 'serve'], serverEnv(port, { DATA_DIR: dataDir }));
    await npm.waitFor('listening on');
    const base = `http://127.0.0.1:${port}`;
    const running = load(`${base}/api/health`, 8, npm.exited);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    npm.child.kill('SIGTERM');
    const code = await npm.exited;
    const { statuses, failures } = await running;
    console.info(
      `SIGTERM under load: npm exited ${code}; ${statuses.length} calls answered, ${failures.length} loops ended by ${[...new Set(failures)].join(', ')}`,
    );
    expect(code).toBe(0);
    expect(npm.output()).toContain('"msg":"stopped"');
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});
