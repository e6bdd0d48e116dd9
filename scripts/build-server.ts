/**
 * `npm run build:server`: compiles what the server runs (server/ and the domain/ it imports) to JavaScript in
 * dist-server/ with source maps, so production runs plain `node` (ADR 176). The SQL migrations are copied beside
 * the module that applies them, which finds them next to itself.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const OUT = 'dist-server';

// A module deleted from the sources must not linger in the output.
rmSync(OUT, { recursive: true, force: true });
execFileSync('npx', ['tsc', '-p', 'tsconfig.server.json'], { stdio: 'inherit' });
cpSync('server/db/migrations', join(OUT, 'server/db/migrations'), { recursive: true });
console.log(`${OUT}/server/index.js: built`);
