import type { VerifyResponse } from '../../domain/registration.ts';
import type { RegistrationOutcome } from '../../domain/registration-outcome.ts';
import { advisorLookupRegion } from './onboarding.advisor.ts';
import { submittedDocument } from './onboarding.form.ts';
import { onboardingSetup } from './onboarding.setup.ts';

// A submit from the form or after an error: a valid form is sent, an invalid one shows its field errors.
const submit = [
  { guard: 'isSignupFormValid', target: 'loading', actions: 'acceptSignupForm' },
  { target: 'idle', actions: 'rejectSignupForm' },
] as const;

const withError = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const failure = {
  target: '#newSignup.error',
  actions: [
    { type: 'assignSubmitFailure', params: withError },
    { type: 'forgetRefusedAdvisor', params: withError },
  ],
} as const;

// Where each registration outcome of spec §4 leads (new customers go on to the create call).
const outcome = (kind: RegistrationOutcome, target: string) =>
  ({
    guard: { type: 'hasOutcome', params: ({ event }: { event: { output: VerifyResponse } }) => ({ verify: event.output, outcome: kind }) },
    target,
  }) as const;

/** `visitor.newSignup`: knowledge sources (and the link's advisor), then the submit sub-flow idle → loading (verify, create) → success | error. */
export const newSignupState = onboardingSetup.createStateConfig({
  id: 'newSignup',
  meta: { view: 'newSignup', path: '/novo-cadastro' },
  entry: 'resetSignup',
  initial: 'loadingSources',
  on: { 'signup.cancel': '#landing' },
  states: {
    // The knowledge sources and, alongside, the sign-up link's advisor: the form accepts a submit once both settled.
    loadingSources: {
      type: 'parallel',
      onDone: 'idle',
      states: {
        sources: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadKnowledgeSources',
                src: 'loadKnowledgeSources',
                input: ({ context }) => ({ partnerId: context.partner!.id }),
                onDone: {
                  target: 'loaded',
                  actions: { type: 'assignKnowledgeSources', params: ({ event }) => ({ sources: event.output }) },
                },
                onError: '#newSignup.sourcesError',
              },
            },
            loaded: { type: 'final' },
          },
        },
        advisor: advisorLookupRegion,
      },
    },
    sourcesError: { on: { 'signup.retry': 'loadingSources' } },
    idle: { on: { 'signup.submit': submit } },
    loading: {
      initial: 'verifying',
      states: {
        verifying: {
          invoke: {
            id: 'verifyDocument',
            src: 'verifyDocument',
            input: ({ context }) => ({ document: submittedDocument(context), partnerId: context.partner!.id }),
            onDone: [
              outcome('new', 'creating'),
              { ...outcome('continue', '#continueSignup'), actions: 'rememberDocument' },
              outcome('completed', '#completed'),
              {
                ...outcome('otherPartner', '#otherPartner'),
                actions: { type: 'assignRedirectUrl', params: ({ event }) => ({ url: event.output.PartnerRegistrationUrl }) },
              },
              outcome('waitingDocuments', '#waitingDocuments'),
              outcome('analyzing', '#analyzing'),
            ],
            onError: failure,
          },
        },
        creating: {
          invoke: {
            id: 'createClient',
            src: 'createClient',
            // The body the accepted form was sent with (`acceptSignupForm`).
            input: ({ context }) => context.signup.body!,
            onDone: [
              {
                guard: { type: 'hasReadableToken', params: ({ event }) => ({ accessToken: event.output.AccessToken }) },
                target: '#newSignup.success',
                actions: { type: 'signIn', params: ({ event }) => ({ accessToken: event.output.AccessToken }) },
              },
              // A created answer without a usable token cannot open the wizard: shown like any failed call.
              { target: '#newSignup.error', actions: { type: 'assignSubmitFailure', params: { error: null } } },
            ],
            onError: failure,
          },
        },
      },
    },
    error: { on: { 'signup.submit': submit } },
    success: { type: 'final' },
  },
  onDone: '#customer.address',
});
