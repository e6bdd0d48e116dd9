import { freePort } from '../../server/test-support/free-port.ts';
import { serverEnv, startProcess, startServer } from '../../server/test-support/server-process.ts';
import { signUpLoad } from './sign-up-load.ts';

/** What SIGTERM under sign-up load did: the exit code, calls answered after it, calls cut, whether anything still serves. */
export type SigtermFigures = {
  to: 'node' | 'npm';
  exitCode: number | null;
  answeredAfter: number;
  cut: number;
  /** Why the cut calls got no answer, and when (ms after the signal). */
  cutBy: string[];
  stillServing: boolean;
};

/**
 * Starts the server as `node --import tsx server/index.ts` or as `npm run serve` (what a process manager signals),
 * puts 8 keep-alive loops of sign-ups on it, sends SIGTERM to that process and waits for it to exit. A call is cut
 * when it got no answer for another reason than a refused connection (the server no longer accepting).
 */
export async function sigtermUnderLoad(to: 'node' | 'npm', loadMs: number): Promise<SigtermFigures> {
  const port = await freePort();
  const env = serverEnv(port);
  const server = to === 'npm' ? startProcess('npm', ['run', 'serve'], env) : startServer(env);
  await server.waitFor('listening on');
  const base = `http://127.0.0.1:${port}`;
  let exited = false;
  const load = signUpLoad(base, 8, () => exited);
  await new Promise((resolve) => setTimeout(resolve, loadMs));
  const signalledAt = Date.now();
  server.child.kill('SIGTERM');
  const exitCode = await server.exited;
  exited = true;
  const calls = await load;
  const stillServing = await fetch(`${base}/api/health`).then(
    () => true,
    () => false,
  );
  const cut = calls.filter((call) => call.status === 'error' && call.error !== 'ECONNREFUSED');
  return {
    to,
    exitCode,
    answeredAfter: calls.filter((call) => call.status !== 'error' && call.startedAt + call.ms >= signalledAt).length,
    cut: cut.length,
    cutBy: cut.map((call) => `${call.error} ${call.startedAt - signalledAt}→${call.startedAt + call.ms - signalledAt}`),
    stillServing,
  };
}
