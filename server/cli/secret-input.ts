import type { Readable } from 'node:stream';

/**
 * Reads a secret for the CLI: the named environment variable when set, else the whole of stdin when it is piped
 * (`printf %s "$PW" | npm run admin -- …`), with one trailing newline dropped; undefined on an interactive terminal.
 */
export function secretReader(env: Readonly<Record<string, string | undefined>>, stdin: Readable & { isTTY?: boolean }) {
  return async (envName: string): Promise<string | undefined> => {
    const fromEnv = env[envName];
    if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
    if (stdin.isTTY) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of stdin) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
    return Buffer.concat(chunks)
      .toString('utf8')
      .replace(/\r?\n$/, '');
  };
}
