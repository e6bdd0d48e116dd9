import { hasOnlyNameCharacters } from '../../domain/characters.ts';
import type { Database } from '../db/database.ts';
import type { Kdf } from '../lib/auth/kdf.ts';
import type { Clock } from '../lib/http/context.ts';
import type { DrainResult } from '../lib/outbox/outbox-worker.ts';

/** What a CLI command runs with: the database, the time, where to print, and how to send queued emails now. */
export type CliContext = {
  db: Database;
  clock: Clock;
  print: (line: string) => void;
  /** Delivers the queued emails (the CLI does not wait for a server's worker); absent in tests that read the outbox. */
  sendQueuedEmails?: () => Promise<DrainResult>;
  /** Request id written to the audit trail for this run. */
  requestId: string;
  /** Reads a secret (a password) from the named environment variable or stdin, never from argv; absent: none given. */
  readSecret?: (envName: string) => Promise<string | undefined>;
  /** Hashes passwords; argon2id at production cost when absent (tests pass a cheaper one). */
  kdf?: Kdf;
};

/** Bad input: the message is printed and the CLI exits with status 1. */
export class CliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliError';
  }
}

/** The actor the audit trail names for operator commands. */
export const OPERATOR_ACTOR = 'operator:cli';

/** A required text option, trimmed: 1 to `max` characters that `allowed` accepts, or a CliError naming it. */
export function requiredText(name: string, value: string | undefined, max: number, allowed: (value: string) => boolean): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed || trimmed.length > max || !allowed(trimmed)) {
    throw new CliError(`--${name} is required: 1 to ${max} characters of text, without control characters`);
  }
  return trimmed;
}

/** The audit trail's actor of a decision an operator takes by name (`--operator "<name>"`, ADR 200). */
export const namedOperator = (value: string | undefined) => `operator:${requiredText('operator', value, 120, hasOnlyNameCharacters)}`;

/** A positive integer option, or a CliError naming it. */
export function positiveInt(name: string, value: string | undefined): number {
  if (value === undefined) throw new CliError(`--${name} is required`);
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2_147_483_647) {
    throw new CliError(`--${name} must be a positive whole number, got "${value}"`);
  }
  return Number(value);
}
