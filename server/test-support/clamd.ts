import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scanWithClamd } from '../lib/documents/clamav.ts';
import { freePort } from './free-port.ts';

// The EICAR antivirus test string, kept as hex so that no scanner flags this source file itself.
const EICAR_HEX =
  '58354f2150254041505b345c505a58353428505e2937434329377d2445494341522d5354414e444152442d414e544956495255532d544553542d46494c452124482b482a';

/** The EICAR test string's bytes: harmless, and found by every antivirus (here by the project's own signature). */
export const EICAR = Buffer.from(EICAR_HEX, 'hex');

/** The name of the project's EICAR signature (clamd reports it with `.UNOFFICIAL` appended). */
export const EICAR_SIGNATURE = 'Onboarding.Test.EICAR';

/** A clamd of the tests' own, on a temporary unix socket and a loopback TCP port. */
export type TestClamd = { socketUrl: string; tcpUrl: string; stop(): Promise<void> };

/** Path of Debian's clamd (package clamav-daemon), CLAMD_PATH, or undefined when it is not installed. */
export function clamdPath(): string | undefined {
  return [process.env.CLAMD_PATH, '/usr/sbin/clamd', '/usr/bin/clamd'].find((path) => path && existsSync(path));
}

/**
 * Starts clamd with a config of its own in a temporary folder and a database holding one signature: the EICAR string
 * anywhere in any file (an .ndb body signature, target type 0, offset `*`), so no download (freshclam) is needed.
 * Resolves once clamd answers a scan on both its unix socket and its TCP port.
 */
export async function startClamd(binary: string): Promise<TestClamd> {
  const dir = mkdtempSync(join(tmpdir(), 'clamd-test-'));
  mkdirSync(join(dir, 'db'));
  mkdirSync(join(dir, 'tmp'));
  writeFileSync(join(dir, 'db', 'onboarding-test.ndb'), `${EICAR_SIGNATURE}:0:*:${EICAR_HEX}\n`);
  const port = await freePort();
  const config = [
    'Foreground yes',
    `LocalSocket ${join(dir, 'clamd.sock')}`,
    `TCPSocket ${port}`,
    'TCPAddr 127.0.0.1',
    `DatabaseDirectory ${join(dir, 'db')}`,
    `TemporaryDirectory ${join(dir, 'tmp')}`,
    `LogFile ${join(dir, 'clamd.log')}`,
    `PidFile ${join(dir, 'clamd.pid')}`,
    'StreamMaxLength 16M',
    'MaxThreads 4',
    'Bytecode no',
  ];
  writeFileSync(join(dir, 'clamd.conf'), `${config.join('\n')}\n`);
  const child: ChildProcess = spawn(binary, ['--config-file', join(dir, 'clamd.conf')], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const socketUrl = `unix://${join(dir, 'clamd.sock')}`;
  const tcpUrl = `tcp://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt++) {
    const answers = await Promise.all([scanWithClamd(socketUrl, EICAR, 5000), scanWithClamd(tcpUrl, EICAR, 5000)]).catch(() => undefined);
    if (answers?.every((answer) => answer.infected)) return { socketUrl, tcpUrl, stop };
    if (child.exitCode !== null || attempt >= 150) {
      const log = existsSync(join(dir, 'clamd.log')) ? readFileSync(join(dir, 'clamd.log'), 'utf8') : '(no log)';
      await stop();
      throw new Error(`clamd did not start (${binary}); its log:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The tests' clamd, or undefined when Debian's clamav-daemon is not installed — said loudly on stderr; under CI
 * (CI=true) its absence is an error, so no antivirus test is ever skipped there.
 */
export async function startClamdForTests(): Promise<TestClamd | undefined> {
  const binary = clamdPath();
  if (binary) return startClamd(binary);
  const message = 'clamd is not installed (apt-get install -y clamav-daemon): the antivirus tests cannot run';
  if (process.env.CI === 'true') throw new Error(`${message}; CI requires them`);
  console.error(`\n!!! ${message} and are SKIPPED on this machine !!!\n`);
  return undefined;
}
