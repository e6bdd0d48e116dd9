/**
 * `npm run build:server`: compiles what the server runs (server/ and the domain/ it imports) to JavaScript in
 * dist-server/ with source maps, so production runs plain `node` (ADR 176). The SQL migrations and the Brazilian
 * lists' JSON are copied beside the modules that read them, which find them next to themselves.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const OUT = 'dist-server';

// A module deleted from the sources must not linger in the output.
rmSync(OUT, { recursive: true, force: true });
execFileSync('npx', ['tsc', '-p', 'tsconfig.server.json'], { stdio: 'inherit' });
cpSync('server/db/migrations', join(OUT, 'server/db/migrations'), { recursive: true });
// The Brazilian lists the lookups serve, read beside the module that loads them (scripts/brazil-data.ts).
cpSync('server/services/lookups/data/brazil-data.json', join(OUT, 'server/services/lookups/data/brazil-data.json'));
console.log(`${OUT}/server/index.js: built`);
