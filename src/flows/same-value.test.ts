import { describe, expect, test } from 'vitest';
import { sameValue } from './same-value.ts';

describe('structural equality of view models', () => {
  test('plain objects and arrays compare by content, at any depth', () => {
    expect(sameValue({ a: [1, { b: 'x' }], c: null }, { a: [1, { b: 'x' }], c: null })).toBe(true);
    expect(sameValue({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue([1, 2], [1, 2, 3])).toBe(false);
  });

  test('anything else (a file, an actor) compares by identity', () => {
    const file = new File(['x'], 'a.pdf');
    expect(sameValue({ file }, { file })).toBe(true);
    expect(sameValue({ file }, { file: new File(['x'], 'a.pdf') })).toBe(false);
  });
});
