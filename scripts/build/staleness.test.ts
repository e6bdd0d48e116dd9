import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, staleBuild, staleServerBuild } from './staleness.ts';

let root: string;
const write = (path: string, at: number) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), '');
  // The file and its folders, whose dates creating it moved to now.
  for (let p = path; p !== '.'; p = dirname(p)) utimesSync(join(root, p), at, at);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'staleness-'));
  write('server/index.ts', 1_000);
  write('src/main.tsx', 1_000);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('staleBuild (npm start builds only when this names a reason)', () => {
  it('names the first missing output', () => {
    expect(staleBuild(root)).toBe('dist/index.html is missing');
    for (const output of BUILD_OUTPUTS.slice(0, 2)) write(output, 2_000);
    expect(staleBuild(root)).toBe('dist-server/server/index.js is missing');
  });

  it('is current when every output is newer than every source, and not after a test file changed', () => {
    for (const output of BUILD_OUTPUTS) write(output, 2_000);
    expect(staleBuild(root)).toBeUndefined();
    const test = join(root, 'server/index.test.ts');
    writeFileSync(test, '');
    utimesSync(test, 3_000, 3_000);
    utimesSync(join(root, 'server'), 1_000, 1_000);
    expect(staleBuild(root)).toBeUndefined();
  });

  it('names the input changed after the oldest output', () => {
    for (const output of BUILD_OUTPUTS) write(output, 2_000);
    write('server/db/seed.ts', 3_000);
    expect(staleBuild(root)).toBe('server changed since the last build');
    write('server/db/seed.ts', 1_000);
    write('dist/index.html', 500);
    expect(staleBuild(root)).toBe('src changed since the last build');
  });
});

describe('staleServerBuild (vitest rebuilds dist-server/ only when this names a reason)', () => {
  it('looks at dist-server/ alone, and not at the test helpers under server/', () => {
    expect(staleServerBuild(root)).toBe('dist-server/server/index.js is missing');
    write('dist-server/server/index.js', 2_000);
    expect(staleServerBuild(root)).toBeUndefined();
    write('server/test-support/test-db.ts', 3_000);
    utimesSync(join(root, 'server'), 1_000, 1_000);
    expect(staleServerBuild(root)).toBeUndefined();
    write('domain/auth.ts', 3_000);
    expect(staleServerBuild(root)).toBe('domain changed since the last build');
  });
});
