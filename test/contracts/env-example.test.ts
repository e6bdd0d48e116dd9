import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

// .env.example documents the server's configuration for operators: this keeps it naming what server/env.ts reads.
describe('.env.example', () => {
  it('lists every variable server/env.ts reads, and no other', () => {
    const readByServer = new Set([...read('server/env.ts').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]));
    const listed = new Set([...read('.env.example').matchAll(/^#?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect([...listed].sort()).toEqual([...readByServer].sort());
  });
});
