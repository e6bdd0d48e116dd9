import { assertEvent } from 'xstate';
import { sessionFailure } from '../shared/index.ts';
import { agreementsSetup, initialAgreementsContext } from './agreements.setup.ts';
import { termsState } from './agreements.signing.ts';

// A reset goes ahead on the account's password (ADR 192); without one the field says so and nothing is sent.
const resetWithPassword = [
  { guard: 'hasResetPassword', target: 'resetting', actions: 'clearError' },
  { actions: 'requireResetPassword' },
] as const;

/**
 * Terms and electronic signature (spec §7): load the signature status, the declaration and what is signed → the
 * password, created only if none exists (the password flow) → the signature, created only if none exists (a
 * locked one must be reset first) → the terms: the investor terms the declaration calls for (42 qualified, 43
 * professional) signed singly and the general contract with its companions (1, 28, 57) in a batch → done.
 */
export const agreementsMachine = agreementsSetup.createMachine({
  id: 'agreements',
  context: initialAgreementsContext,
  initial: 'loading',
  // A 401 inside the password flow reaches the root the same way as one of our own calls.
  on: { 'session.expired': { actions: 'notifySessionExpired' } },
  states: {
    loading: {
      type: 'parallel',
      states: {
        signature: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'verifySignature',
                src: 'verifySignature',
                input: ({ context }) => ({ userId: context.userId }),
                onDone: { target: 'loaded', actions: { type: 'assignSignatureStatus', params: ({ event }) => ({ status: event.output }) } },
                onError: sessionFailure('#agreements.loadError'),
              },
            },
            loaded: { type: 'final' },
          },
        },
        declaration: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadDeclaration',
                src: 'loadDeclaration',
                input: ({ context }) => ({ clientId: context.clientId }),
                onDone: {
                  target: 'loaded',
                  actions: { type: 'assignDeclaration', params: ({ event }) => ({ declaration: event.output }) },
                },
                onError: sessionFailure('#agreements.loadError'),
              },
            },
            loaded: { type: 'final' },
          },
        },
        signed: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadSignedAgreements',
                src: 'loadSignedAgreements',
                input: ({ context }) => ({ clientId: context.clientId }),
                onDone: { target: 'loaded', actions: { type: 'assignSigned', params: ({ event }) => ({ agreements: event.output }) } },
                onError: sessionFailure('#agreements.loadError'),
              },
            },
            loaded: { type: 'final' },
          },
        },
      },
      onDone: 'password',
    },
    loadError: { on: { 'agreements.retry': { target: 'loading', actions: 'clearError' } } },
    password: {
      invoke: {
        id: 'password',
        src: 'password',
        input: ({ context }) => ({ partnerId: context.partnerId }),
        onDone: 'signature',
        onError: { target: 'loadError', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      // The password flow starts with its check (GET /api/password/verify), once it runs.
      initial: 'checking',
      states: { checking: { entry: 'checkPassword' } },
    },
    signature: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'isSignatureLocked', target: 'locked' },
            { guard: 'hasSignature', target: '#agreements.terms' },
            { target: 'creating' },
          ],
        },
        creating: {
          on: {
            'signature.create': [
              { guard: 'isNewSignatureValid', target: 'saving', actions: 'acceptNewSignature' },
              { actions: 'rejectNewSignature' },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'createSignature',
            src: 'createSignature',
            input: ({ context }) => ({ UserId: context.userId, ElectronicCheck: context.signature }),
            onDone: {
              target: '#agreements.terms',
              actions: [{ type: 'assignSignatureStatus', params: ({ event }) => ({ status: event.output }) }, 'forgetSignature'],
            },
            onError: [
              {
                guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                target: '#agreements.terms',
                actions: 'assumeSignature',
              },
              ...sessionFailure('creating'),
            ],
          },
        },
        locked: { entry: 'assignLocked', on: { 'signature.reset': resetWithPassword } },
        // "Esqueci minha assinatura eletrônica": the same reset, without the lock's message.
        forgotten: { on: { 'signature.reset': resetWithPassword, 'agreements.retry': { target: 'deciding', actions: 'clearError' } } },
        resetting: {
          invoke: {
            id: 'resetSignature',
            src: 'resetSignature',
            input: ({ context, event }) => {
              assertEvent(event, 'signature.reset');
              return { UserId: context.userId, Password: event.password };
            },
            onDone: { target: 'creating', actions: { type: 'assignSignatureStatus', params: ({ event }) => ({ status: event.output }) } },
            onError: sessionFailure('resetFailed'),
          },
        },
        resetFailed: {
          on: {
            'signature.reset': resetWithPassword,
            'agreements.retry': { target: 'deciding', actions: 'clearError' },
          },
        },
      },
    },
    terms: termsState,
    done: { type: 'final' },
  },
});
