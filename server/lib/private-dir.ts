import { chmodSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
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

function tightenFile(path: string): boolean {
  try {
    chmodSync(path, PRIVATE_FILE_MODE);
    return true;
  } catch {
    return false;
  }
}

/**
 * Creates `path` if needed and tightens every folder (0700) and file (0600) under it: what an older version, or a
 * wider umask, left readable by others. Only for a folder wholly the server's (the database's). Answers false when
 * something could not be tightened.
 */
export function tightenTree(path: string): boolean {
  let tightened = ensurePrivateDir(path);
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) tightened = tightenTree(child) && tightened;
    else if (entry.isFile()) tightened = tightenFile(child) && tightened;
  }
  return tightened;
}

/**
 * Creates DATA_DIR if needed and tightens it (0700) and what the server keeps directly in it: the development JWT
 * secret (0600) and the uploads folder (0700). Anything else an operator put there is left alone; the database
 * folder is tightened when it opens.
 */
export function tightenDataDir(dataDir: string): boolean {
  let tightened = ensurePrivateDir(dataDir);
  const secret = join(dataDir, 'jwt-secret');
  if (existsSync(secret)) tightened = tightenFile(secret) && tightened;
  const storage = join(dataDir, 'storage');
  if (existsSync(storage)) tightened = ensurePrivateDir(storage) && tightened;
  return tightened;
}
