import { execFileSync } from 'node:child_process';
import { chmodSync, createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFileStorage, type DiskFileStorage } from '../lib/documents/storage.ts';

/** Linux's always-full device: every write to it fails with ENOSPC, as on a full disk. */
export const FULL_DEVICE = '/dev/full';

/** A disk storage on `dir` whose writes all land on FULL_DEVICE: a real ENOSPC through its own save. */
export function fullDiskStorage(dir: string): DiskFileStorage {
  return createFileStorage(dir, { sink: () => createWriteStream(FULL_DEVICE) });
}

function writable(dir: string): boolean {
  const probe = join(dir, 'probe');
  try {
    writeFileSync(probe, '');
    rmSync(probe);
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes the folder `dir` refuse new files: mode 0500 (EACCES) for a normal user; root passes permissions, so for root
 * the folder is made immutable (`chattr +i`: EPERM). Answers how to undo it, or undefined when neither works here
 * (a file system without the immutable attribute): the caller skips what needs it.
 */
export function makeUnwritable(dir: string): (() => void) | undefined {
  chmodSync(dir, 0o500);
  if (!writable(dir)) return () => chmodSync(dir, 0o700);
  chmodSync(dir, 0o700);
  try {
    execFileSync('chattr', ['+i', dir], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
  if (!writable(dir)) return () => execFileSync('chattr', ['-i', dir], { stdio: 'ignore' });
  execFileSync('chattr', ['-i', dir], { stdio: 'ignore' });
  return undefined;
}

/** True when this machine lets this user make a folder unwritable (makeUnwritable): for `it.skipIf`. */
export function canMakeUnwritable(): boolean {
  const probe = mkdtempSync(join(tmpdir(), 'unwritable-probe-'));
  const restore = makeUnwritable(probe);
  restore?.();
  rmSync(probe, { recursive: true, force: true });
  return restore !== undefined;
}
