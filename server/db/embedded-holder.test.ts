import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimEmbeddedDatabase, EmbeddedDatabaseHeld } from './embedded-holder.ts';

const freshDataDir = () => join(mkdtempSync(join(tmpdir(), 'onboarding-holder-')), 'pg');

// The pid of a process that has ended (a claim it left behind is void).
const endedPid = () => spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid as number;

describe('claimEmbeddedDatabase', () => {
  it('refuses a second claim while the first holder runs, naming it; a release frees the folder', () => {
    const dataDir = freshDataDir();
    const release = claimEmbeddedDatabase(dataDir, { name: 'The server', url: 'http://localhost:3917' });
    expect(statSync(`${dataDir}.holder`).mode & 0o777).toBe(0o600);
    let refusal: unknown;
    try {
      claimEmbeddedDatabase(dataDir, { name: 'npm run admin' });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(EmbeddedDatabaseHeld);
    expect((refusal as EmbeddedDatabaseHeld).message).toBe(`The server (pid ${process.pid}) has the embedded database in ${dataDir} open`);
    expect((refusal as EmbeddedDatabaseHeld).holder).toMatchObject({ name: 'The server', url: 'http://localhost:3917' });
    release();
    expect(existsSync(`${dataDir}.holder`)).toBe(false);
    claimEmbeddedDatabase(dataDir, { name: 'npm run admin' })();
  });

  it('takes over the claim of a process that has ended (a crash or a kill)', () => {
    const dataDir = freshDataDir();
    writeFileSync(`${dataDir}.holder`, JSON.stringify({ name: 'The server', pid: endedPid(), since: '2030-01-01T00:00:00Z' }));
    const release = claimEmbeddedDatabase(dataDir, { name: 'npm run admin' });
    expect(JSON.parse(readFileSync(`${dataDir}.holder`, 'utf8'))).toMatchObject({ name: 'npm run admin', pid: process.pid });
    release();
  });

  it('leaves another live process’s claim alone when releasing', () => {
    const dataDir = freshDataDir();
    const release = claimEmbeddedDatabase(dataDir, { name: 'npm run admin' });
    const theirs = JSON.stringify({ name: 'The server', pid: process.ppid, since: '2030-01-01T00:00:00Z' });
    writeFileSync(`${dataDir}.holder`, theirs);
    release();
    expect(readFileSync(`${dataDir}.holder`, 'utf8')).toBe(theirs);
  });
});
