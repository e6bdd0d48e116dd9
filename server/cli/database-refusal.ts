import { EmbeddedDatabaseHeld } from '../db/embedded-holder.ts';

/** How the CLI claims the embedded database, so that a server started meanwhile names it. */
export const CLI_HOLDER = { name: 'npm run admin' };

/**
 * The one line the CLI prints when it cannot open the configured database: while the server (or another command)
 * has the embedded database open, who does and the ways out; otherwise the error's first line.
 */
export function cannotOpenLine(error: unknown): string {
  if (error instanceof EmbeddedDatabaseHeld) {
    const backOffice = error.holder.url ? `, use the back office at ${error.holder.url}/backoffice` : '';
    return `Cannot run: ${error.message}. Stop it first${backOffice}, or set DATABASE_URL to a PostgreSQL database both can share.`;
  }
  return error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
}
