import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Permissions of the server's own folders and files: the owner only (the database's WAL holds emails). */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `path` (and missing parents) readable by the owner only, and tightens it when it already exists with wider
 * permissions. Answers false when it could not be tightened (a folder of another user, e.g. a mounted volume).
 */
export function ensurePrivateDir(path: string): boolean {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    chmodSync(path, PRIVATE_DIR_MODE);
    return true;
  } catch {
    return false;
  }
}

/**
 * Creates `path` if needed and tightens every folder (0700) and file (0600) under it, `depth` levels down: what an
 * older version, or a wider umask, left readable by others. Answers false when something could not be tightened.
 */
export function tightenTree(path: string, depth = Number.POSITIVE_INFINITY): boolean {
  let tightened = ensurePrivateDir(path);
  if (depth <= 0) return tightened;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) tightened = tightenTree(child, depth - 1) && tightened;
    else if (entry.isFile()) {
      try {
        chmodSync(child, PRIVATE_FILE_MODE);
      } catch {
        tightened = false;
      }
    }
  }
  return tightened;
}
