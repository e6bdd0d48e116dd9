import { assertEvent } from 'xstate';
import { withError } from '../shared/index.ts';
import { backofficeSetup } from './backoffice.setup.ts';
import { SIGN_IN } from './backoffice.transitions.ts';

// Signing in (issue 19): password, then the authenticator's code (enrolled by QR code the first time), or an emailed
// invitation's new password first.

/** Keeps the session a sign-in or a restore answered. */
export const session = {
  type: 'assignSession',
  params: ({ event }: { event: { output: unknown } }) => ({ session: event.output as never }),
} as const;

// The second factor: the authenticator's code, after enrolling it (QR code and secret) or not.
const secondFactor = backofficeSetup.createStateConfig({
  initial: 'idle',
  on: { 'signIn.restart': { target: SIGN_IN, actions: 'restartSignIn' } },
  states: {
    idle: {
      on: {
        'code.submit': [{ guard: 'isCodeValid', target: 'verifying', actions: 'clearFailure' }, { actions: 'rejectCode' }],
      },
    },
    verifying: {
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context, event }) => {
          assertEvent(event, 'code.submit');
          return { ChallengeToken: context.challenge?.ChallengeToken ?? '', Code: event.code.trim() };
        },
        onDone: {
          target: '#backoffice.signedIn',
          actions: [session, { type: 'rememberToken', params: ({ event }) => ({ token: event.output.AccessToken }) }],
        },
        onError: [
          { guard: { type: 'isChallengeGone', params: withError }, target: SIGN_IN, actions: 'challengeGone' },
          { target: 'idle', actions: { type: 'assignCodeFailure', params: withError } },
        ],
      },
    },
  },
});

/** The signed-out screens: sign-in, enrolment or code, invitation. */
export const signedOut = backofficeSetup.createStateConfig({
  initial: 'routing',
  on: { 'route.changed': { target: '.routing', actions: 'assignRoute' } },
  states: {
    routing: {
      always: [{ guard: 'routeIsInvitation', target: 'invitation', actions: 'assignInvitation' }, { target: 'signIn' }],
    },
    signIn: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'signIn.submit': [{ guard: 'isSignInValid', target: 'submitting', actions: 'acceptSignIn' }, { actions: 'rejectSignIn' }],
          },
        },
        submitting: {
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ event }) => {
              assertEvent(event, 'signIn.submit');
              return { Email: event.email.trim(), Password: event.password };
            },
            onDone: [
              {
                guard: { type: 'isEnrolment', params: ({ event }) => ({ challenge: event.output }) },
                target: '#backoffice.signedOut.enrol',
                actions: { type: 'assignChallenge', params: ({ event }) => ({ challenge: event.output }) },
              },
              {
                target: '#backoffice.signedOut.code',
                actions: { type: 'assignChallenge', params: ({ event }) => ({ challenge: event.output }) },
              },
            ],
            onError: { target: 'idle', actions: { type: 'assignFailure', params: withError } },
          },
        },
      },
    },
    enrol: secondFactor,
    code: secondFactor,
    // The emailed invitation: the new member sets a password, then signs in (and enrols the authenticator).
    invitation: {
      initial: 'idle',
      on: { 'signIn.restart': { target: 'signIn', actions: 'restartSignIn' } },
      states: {
        idle: {
          on: {
            'invitation.submit': [
              { guard: 'isInvitationValid', target: 'submitting', actions: 'clearFailure' },
              { actions: 'rejectInvitation' },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'acceptInvitation',
            src: 'acceptInvitation',
            input: ({ context, event }) => {
              assertEvent(event, 'invitation.submit');
              return { Token: context.invitationToken, NewPassword: event.password };
            },
            onDone: { target: SIGN_IN, actions: 'invitationAccepted' },
            onError: { target: 'idle', actions: { type: 'assignFailure', params: withError } },
          },
        },
      },
    },
  },
});
