import { withError } from '../shared/index.ts';
import type { SignedInScreen } from './backoffice.types.ts';

/** The sign-in form's state: where an ended session and a restarted sign-in go. */
export const SIGN_IN = '#backoffice.signedOut.signIn';

/**
 * A 401 on a staff call: the member signs in again and comes back where they were (the API client also reports 401s
 * of the calls the decision panel makes).
 */
export const expired = {
  guard: { type: 'isUnauthorized', params: withError },
  target: SIGN_IN,
  actions: ['expireSession', 'forgetToken'],
} as const;

/** A staff call's failure: a 401 ends the session; any other refusal goes to `target` with its message. */
export const failedTo = <T extends string>(target: T) =>
  [expired, { target, actions: { type: 'assignFailure', params: withError } }] as const;

/** The entry action of a signed-in screen. */
export const enter = (screen: SignedInScreen) => ({ type: 'enterScreen', params: { screen } }) as const;
