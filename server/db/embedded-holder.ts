import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * Who has the embedded database open. PGlite has no lock of its own: a second process on the same folder runs on its
 * own copy of the pages, and whatever it writes is lost (or corrupts the folder) when the first one writes back. So
 * every process that opens the folder claims it first in a file beside it (`<dataDir>.holder`), and a second one is
 * refused with the first one's name and address.
 */
export type EmbeddedHolder = {
  /** What holds it, as the refusal names it: 'the server', 'npm run admin'. */
  name: string;
  /** Where that process answers, when it does (the server's origin). */
  url?: string;
};

type Claim = EmbeddedHolder & { pid: number; since: string };

/** The embedded database is open in another live process: the message says who, and what to do. */
export class EmbeddedDatabaseHeld extends Error {
  constructor(
    readonly holder: Claim,
    dataDir: string,
  ) {
    const near = relative(process.cwd(), dataDir);
    const folder = near && !near.startsWith('..') ? near : dataDir;
    super(`${holder.name} (pid ${holder.pid}) has the embedded database in ${folder} open`);
    this.name = 'EmbeddedDatabaseHeld';
  }
}

const holderFile = (dataDir: string) => `${dataDir}.holder`;

// A process that no longer runs left the file behind (a crash or a kill): its claim is void.
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readClaim(file: string): Claim | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Claim;
  } catch {
    return undefined;
  }
}

/**
 * Claims the embedded database in `dataDir` for this process (created exclusively, owner-only), taking over a claim
 * whose process is gone; throws EmbeddedDatabaseHeld while another live process holds it. Answers the release.
 */
export function claimEmbeddedDatabase(dataDir: string, holder: EmbeddedHolder): () => void {
  const file = holderFile(dataDir);
  const claim: Claim = { ...holder, pid: process.pid, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(claim), { flag: 'wx', mode: 0o600 });
      return () => releaseEmbeddedDatabase(dataDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = readClaim(file);
    if (current && isRunning(current.pid)) throw new EmbeddedDatabaseHeld(current, dataDir);
    removeIfThere(file);
  }
  throw new Error(`could not claim the embedded database in ${dataDir}: ${file} keeps coming back`);
}

/** Gives up this process's claim on the embedded database in `dataDir` (another process's claim is left alone). */
export function releaseEmbeddedDatabase(dataDir: string): void {
  const file = holderFile(dataDir);
  if (readClaim(file)?.pid === process.pid) removeIfThere(file);
}

function removeIfThere(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
