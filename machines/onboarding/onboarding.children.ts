import type { ContinueOutcome } from '../../domain/registration.ts';
import type { ContinueSignupEvent, ContinueSignupOutput, ContinueSignupResult } from '../continue-signup/index.ts';
import type { MissingDocumentsEvent } from '../missing-documents/index.ts';
import { onboardingSetup } from './onboarding.setup.ts';
import { STEP_KEYS } from './onboarding.steps.ts';

/** The page of the continue sign-up flow (spec §2), linked from the landing. */
export const CONTINUE_SIGNUP_PATH = '/continuar-cadastro';

// The events each child's view sends through the root, by type (typed against the child's own event union).
const CONTINUE_EVENTS = {
  'document.submit': true,
  'document.edit': true,
  'code.submit': true,
  'code.resend': true,
  'progress.retry': true,
} satisfies Record<ContinueSignupEvent['type'], true>;
const MISSING_DOCUMENTS_EVENTS = {
  'document.upload': true,
  'upload.retry': true,
  'document.next': true,
  'documents.finish': true,
  'documents.retry': true,
  'link.retry': true,
} satisfies Record<MissingDocumentsEvent['type'], true>;

const forwarding = <T extends string>(events: Record<T, true>, action: 'forwardToContinueSignup' | 'forwardToMissingDocuments') =>
  Object.fromEntries(Object.keys(events).map((type) => [type, { actions: action }])) as Record<T, { actions: typeof action }>;

type Done = { event: { output: ContinueSignupResult } };

// How the continued sign-up ended, as a guard of its end.
const endedWith = (outcome: ContinueOutcome) =>
  ({ type: 'hasContinueOutcome', params: ({ event }: Done) => ({ result: event.output, outcome }) }) as const;

// The session a 'continue' ending resumes: the steps are looked at only once the other endings were routed.
function resumed(result: ContinueSignupResult): ContinueSignupOutput {
  if (result.outcome !== 'continue') throw new Error(`a continued sign-up that ended '${result.outcome}' resumes no session`);
  return result;
}

const redirectUrl = (result: ContinueSignupResult) => (result.outcome === 'otherPartner' ? result.url : null);

/**
 * `visitor.continueSignup`: runs the continue-sign-up child (prefilled with the sign-up's document) and routes its
 * end (spec §4): in progress, the customer is signed in and the wizard opens at the first incomplete step; under
 * analysis (or rejected), completed or waiting for documents, that status's page; another partner's client is sent
 * to that partner's site.
 */
export const continueSignupState = onboardingSetup.createStateConfig({
  id: 'continueSignup',
  meta: { view: 'continueSignup', path: CONTINUE_SIGNUP_PATH, title: 'Continuar cadastro' },
  invoke: {
    id: 'continueSignup',
    src: 'continueSignup',
    input: ({ context }) => ({ partnerId: context.partner!.id, personType: context.personType, document: context.continueDocument }),
    onDone: [
      { guard: endedWith('analyzing'), target: '#analyzing' },
      { guard: endedWith('completed'), target: '#completed' },
      { guard: endedWith('waitingDocuments'), target: '#waitingDocuments' },
      {
        guard: endedWith('otherPartner'),
        target: '#otherPartner',
        actions: { type: 'assignRedirectUrl', params: ({ event }: Done) => ({ url: redirectUrl(event.output) }) },
      },
      ...STEP_KEYS.map((step) => ({
        guard: { type: 'resumesAt' as const, params: ({ event }: Done) => ({ output: resumed(event.output), step }) },
        target: `#customer.${step}`,
        actions: { type: 'resumeSession' as const, params: ({ event }: Done) => ({ output: resumed(event.output) }) },
      })),
    ],
  },
  on: { ...forwarding(CONTINUE_EVENTS, 'forwardToContinueSignup'), 'continue.cancel': '#landing' },
});

/**
 * `missingDocuments` (spec §2 `/documentos-pendentes/:authCode`): runs the missing-documents child, whose states
 * carry the `/documentos-pendentes-envio` path, then shows the concluded page (`/documentos-pendentes-concluido`,
 * also reachable by its URL: it is a plain confirmation).
 */
export const missingDocumentsState = onboardingSetup.createStateConfig({
  id: 'missingDocuments',
  initial: 'running',
  states: {
    running: {
      meta: { view: 'missingDocuments', title: 'Envio de documentos pendentes' },
      invoke: {
        id: 'missingDocuments',
        src: 'missingDocuments',
        input: ({ context }) => ({ authCode: context.linkCode, today: context.today }),
        onDone: 'done',
      },
      on: forwarding(MISSING_DOCUMENTS_EVENTS, 'forwardToMissingDocuments'),
    },
    done: { meta: { view: 'missingDocumentsDone', path: '/documentos-pendentes-concluido', title: 'Documentos enviados' } },
  },
});

/** The path of the password reset (ours: the spec has no route for it). */
export const PASSWORD_RESET_PATH = '/recuperar-senha';

/**
 * `passwordReset` (`/recuperar-senha`): runs the password flow (the view sends its reset events to it directly:
 * the username asks for an emailed code → the code → the new password), then confirms the new password is set.
 * A session in progress is kept: the customer may go back to the wizard.
 */
export const passwordResetState = onboardingSetup.createStateConfig({
  id: 'passwordReset',
  initial: 'running',
  states: {
    running: {
      meta: { view: 'passwordReset', path: PASSWORD_RESET_PATH, title: 'Recuperar senha' },
      invoke: {
        id: 'passwordReset',
        src: 'passwordReset',
        input: ({ context }) => ({ partnerId: context.partner!.id }),
        onDone: 'done',
      },
    },
    done: { meta: { view: 'passwordReset', path: PASSWORD_RESET_PATH, title: 'Senha alterada' } },
  },
});

/** The path of the offer-coordination area (spec §2 "Offer management"). */
export const OFFER_COORDINATION_PATH = '/coordenacao-oferta';

/**
 * `offerCoordination` (`/coordenacao-oferta`): runs the offer managers' area (sign-in, then the partner's
 * applications; the view sends its events to it directly). Its session is the manager's own, never the customer's:
 * the customer's session in this tab is kept and the child never reports `session.expired` (ADR 138).
 */
export const offerCoordinationState = onboardingSetup.createStateConfig({
  id: 'offerCoordination',
  meta: { view: 'offerCoordination', path: OFFER_COORDINATION_PATH, title: 'Coordenação de ofertas' },
  invoke: { id: 'offerCoordination', src: 'offerCoordination', input: ({ context }) => ({ partnerId: context.partner!.id }) },
});
