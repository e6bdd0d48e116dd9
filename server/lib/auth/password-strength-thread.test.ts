import { describe, expect, it } from 'vitest';
import { passwordStrength } from '../../../domain/password-strength.ts';
import { passwordStrengthOffThread } from './password-strength-thread.ts';

describe('zxcvbn on its own thread', () => {
  it('answers each of many concurrent checks with its own estimate, the same as on the caller thread', async () => {
    const asked = ['12345678', 'girassol azul de março', 'Flamengo1', 'x7#Lq9!vPz', 'LuizaGoncalves'];
    const personal = ['luiza', 'goncalves'];
    const answers = await Promise.all(asked.map((password) => passwordStrengthOffThread(password, personal)));
    expect(answers).toEqual(asked.map((password) => passwordStrength(password, personal)));
    expect(answers.map((answer) => answer.strong)).toEqual([false, true, false, true, false]);
  });
});
