import { createHash } from 'node:crypto';

/** Most statement shapes named per process; later ones run unnamed, so each server connection holds a bounded set. */
export const MAX_NAMED_STATEMENTS = 500;
const names = new Map<string, string>();

/**
 * A name for Drizzle's public `.prepare(name)`: node-postgres then parses the statement once per connection and
 * PostgreSQL keeps its parse tree instead of both doing the work on every call. `shape` must say everything that
 * decides the statement's text (its table and the columns it writes); undefined past MAX_NAMED_STATEMENTS shapes.
 */
export function statementName(shape: string): string | undefined {
  let name = names.get(shape);
  if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
    name = `s_${createHash('sha256').update(shape).digest('base64url').slice(0, 24)}`;
    names.set(shape, name);
  }
  return name;
}
