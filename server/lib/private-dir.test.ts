import { chmodSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tightenDataDir, tightenTree } from './private-dir.ts';

const mode = (path: string) => statSync(path).mode & 0o777;

describe('tightenDataDir', () => {
  it('closes DATA_DIR, the JWT secret and the uploads folder, and leaves what an operator put there alone', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'onboarding-private-'));
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'jwt-secret'), 'x', { mode: 0o644 });
    mkdirSync(join(dataDir, 'storage'), { mode: 0o755 });
    writeFileSync(join(dataDir, 'notas.txt'), 'x', { mode: 0o644 });
    chmodSync(join(dataDir, 'notas.txt'), 0o644);
    expect(tightenDataDir(dataDir)).toBe(true);
    expect([mode(dataDir), mode(join(dataDir, 'jwt-secret')), mode(join(dataDir, 'storage'))]).toEqual([0o700, 0o600, 0o700]);
    expect(mode(join(dataDir, 'notas.txt'))).toBe(0o644);
  });

  it('creates a missing DATA_DIR, parents included, owner-only', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'onboarding-private-')), 'a', 'data');
    expect(tightenDataDir(dataDir)).toBe(true);
    expect(mode(dataDir)).toBe(0o700);
  });
});

describe('tightenTree', () => {
  it('closes every folder and file under the database folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'onboarding-private-'));
    mkdirSync(join(root, 'base', '1'), { recursive: true, mode: 0o755 });
    writeFileSync(join(root, 'base', '1', '1247'), 'x', { mode: 0o644 });
    chmodSync(join(root, 'base', '1', '1247'), 0o644);
    chmodSync(join(root, 'base'), 0o755);
    expect(tightenTree(root)).toBe(true);
    expect([mode(root), mode(join(root, 'base')), mode(join(root, 'base', '1')), mode(join(root, 'base', '1', '1247'))]).toEqual([
      0o700, 0o700, 0o700, 0o600,
    ]);
  });
});
