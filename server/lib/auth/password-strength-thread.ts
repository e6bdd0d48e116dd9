import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PasswordStrength } from '../../../domain/api/password.ts';

/**
 * zxcvbn off the event loop (issue 32): a check takes 5–80 ms of CPU (dictionary matching), which on the request's
 * thread every other customer's call would wait behind. One thread, started on first use (or by warm at the server's
 * start), loads the dictionaries once and checks one password after the other. It keeps the process alive only
 * while a check is pending, and a thread that died is started again by the next check (the pending ones fail).
 */
let thread: Worker | undefined;
const pending = new Map<number, { resolve: (strength: PasswordStrength) => void; reject: (error: Error) => void }>();
let lastId = 0;

function failPending(error: Error) {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

function started(): Worker {
  if (thread) return thread;
  // The entry beside this module: built, plain JavaScript; from the sources (development, tests), TypeScript, which
  // the thread loads through tsx's loader registered first (a thread does not inherit the process's loaders).
  const extension = extname(fileURLToPath(import.meta.url));
  const entry = new URL(`./password-strength.worker${extension}`, import.meta.url);
  const made =
    extension === '.ts'
      ? new Worker(
          `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`,
          { eval: true },
        )
      : new Worker(entry);
  made.unref();
  made.on('message', ({ id, strength }: { id: number; strength: PasswordStrength }) => {
    pending.get(id)?.resolve(strength);
    pending.delete(id);
    if (pending.size === 0) made.unref();
  });
  made.on('error', (error) => failPending(error));
  made.on('exit', (code) => {
    if (thread === made) thread = undefined;
    failPending(new Error(`the password-strength thread exited (${code})`));
  });
  thread = made;
  return made;
}

/** zxcvbn's estimate of `password` against the dictionaries and the account's own words, on its thread. */
export function passwordStrengthOffThread(password: string, personal: readonly string[]): Promise<PasswordStrength> {
  const worker = started();
  const id = ++lastId;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.ref();
    worker.postMessage({ id, password, personal: [...personal] });
  });
}

/** Starts the thread (its dictionaries load there), so the first customer's check does not wait for it. */
export function warmPasswordStrengthThread(): void {
  started();
}
