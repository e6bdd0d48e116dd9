import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPaths, spawnPaths } from './paths-cli.testing.ts';
import { WalkFileError, walksOf } from './replay-walks.ts';

describe('walks to replay', () => {
  it('reads one walk, a list of walks and a --json document', () => {
    const walk = { machine: 'continue-signup', labels: ['CPF'], expected: { state: 'document', view: null } };
    expect(walksOf(walk)).toEqual([walk]);
    expect(walksOf([walk, { machine: 'finish', labels: [] }])).toHaveLength(2);
    const document = {
      machines: [{ name: 'finish', total: 1, paths: [{ number: 1, labels: ['go'], group: 1, expected: { state: 'done' } }] }],
    };
    expect(walksOf(document)).toEqual([{ machine: 'finish', labels: ['go'], expected: { state: 'done' } }]);
  });

  it('refuses a walk without labels, an unknown field and a control character, saying where', () => {
    expect(() => walksOf({ machine: 'finish' }, 'w.json')).toThrow(
      new WalkFileError('w.json holds no walks to replay: at labels, Invalid key: Expected "labels" but received undefined'),
    );
    expect(() => walksOf([{ machine: 'finish', labels: [], extra: 1 }])).toThrow(/at 0\.extra/);
    expect(() => walksOf({ machine: 'finish', labels: ['go\u0000'] })).toThrow(/at labels\.0, a control character is not allowed/);
    expect(() => walksOf({ machines: [{ name: 'finish', paths: [{ expected: {} }] }] })).toThrow(/at machines\.0\.paths\.0\.labels/);
  });
});

describe('npm run paths -- --replay', () => {
  const dir = mkdtempSync(join(tmpdir(), 'walks-'));
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };

  it('says in one line, exit 2, that a file is missing, not JSON or holds a walk without labels', async () => {
    const cases = [
      [join(dir, 'missing.json'), `Cannot read ${join(dir, 'missing.json')}: no such file`],
      [file('broken.json', ''), `${join(dir, 'broken.json')} is not JSON: Unexpected end of JSON input`],
      [file('unlabelled.json', '{"machine":"finish"}'), `${join(dir, 'unlabelled.json')} holds no walks to replay: at labels,`],
    ] as const;
    // The first as a process (the script's exit code and streams), the others in-process: the same command.
    for (const [i, [path, line]] of cases.entries()) {
      const result = i === 0 ? spawnPaths('--replay', path) : await runPaths('--replay', path);
      expect(result.status, path).toBe(2);
      expect(result.stderr.trimEnd().split('\n'), path).toHaveLength(1);
      expect(result.stderr, path).toContain(line);
      expect(result.stdout).toBe('');
    }
  }, 120_000);
});
