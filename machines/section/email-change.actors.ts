import { placeholders } from '../shared/index.ts';
import type { EmailChangeCalls } from './email-change.types.ts';

const calls: { [K in keyof EmailChangeCalls]: EmailChangeCalls[K] } = {
  loadBasicData: {} as EmailChangeCalls['loadBasicData'],
  requestEmailChange: {} as EmailChangeCalls['requestEmailChange'],
  confirmEmailChange: {} as EmailChangeCalls['confirmEmailChange'],
};

/** Each call's input and output, by name: what `src/api` implements and the binding provides. */
export type EmailChangeActors = typeof calls;

/** Every actor the machine invokes: placeholders until the web app (or a test) binds them. */
export const emailChangeActors = placeholders(calls);
