/**
 * The password-strength thread's entry (password-strength-thread.ts): zxcvbn against the dictionaries, loaded once
 * as the thread starts, for each `{ id, password, personal }` it is sent; answers `{ id, strength }`.
 */
import { parentPort } from 'node:worker_threads';
import { passwordStrength, warmPasswordStrength } from '../../../domain/password-strength.ts';

type Ask = { id: number; password: string; personal: string[] };

warmPasswordStrength();
parentPort?.on('message', ({ id, password, personal }: Ask) => {
  parentPort?.postMessage({ id, strength: passwordStrength(password, personal) });
});
