import { and, not, stateIn } from 'xstate';
import { NO_PARTNER_TITLE } from '../../domain/messages.landing.ts';
import { continueSignupState, missingDocumentsState, offerCoordinationState, passwordResetState } from './onboarding.children.ts';
import type { RouteKind } from './onboarding.routing.ts';
import { initialContext, onboardingSetup } from './onboarding.setup.ts';
import { newSignupState } from './onboarding.signup.ts';
import { activeStepRoutes, customerState, stepRoutes } from './onboarding.wizard.ts';

const isRoute = (kind: RouteKind) => ({ type: 'isRoute', params: { kind } }) as const;

// `route.changed` once the partner is known: the initial path and every later URL go through the same rules (spec §2).
const routes = [
  // A route to the screen already shown keeps its state (typed values, pending calls).
  { guard: and([isRoute('newSignup'), stateIn('#newSignup')]) },
  // Back to the sign-up form once signed up: the customer stays on their step (the URL is corrected), no blank form.
  { guard: and([isRoute('newSignup'), 'isAuthenticated', stateIn('#customer')]) },
  { guard: and([isRoute('continueSignup'), stateIn('#continueSignup')]) },
  { guard: isRoute('landing'), target: '.visitor.landing' },
  { guard: and([isRoute('newSignup'), 'hasPersonType']), target: '.visitor.newSignup' },
  { guard: isRoute('newSignup'), target: '.visitor.landing' },
  { guard: isRoute('continueSignup'), target: '.visitor.continueSignup' },
  // The missing-documents flow's own page echoed back by the bridge; typed without a flow it is unknown.
  { guard: and([isRoute('missingDocumentsSending'), stateIn('#missingDocuments.running')]) },
  // A (new) link restarts the flow with its code.
  { guard: isRoute('missingDocuments'), target: '.missingDocuments', reenter: true, actions: 'rememberLinkCode' },
  { guard: isRoute('missingDocumentsDone'), target: '.missingDocuments.done' },
  // The reset's own page echoed back keeps the flow (and what was typed); otherwise it starts afresh.
  { guard: and([isRoute('passwordReset'), stateIn('#passwordReset.running')]) },
  { guard: isRoute('passwordReset'), target: '.passwordReset' },
  // The area's own page echoed back keeps the manager's flow (signed in, filters, page).
  { guard: and([isRoute('offerCoordination'), stateIn('#offerCoordination')]) },
  { guard: isRoute('offerCoordination'), target: '.offerCoordination' },
  // Spec §2: every /cadastrar/* step is guarded; without a session it ends at the root.
  { guard: and([isRoute('step'), not('isAuthenticated')]), target: '.visitor.landing' },
  ...activeStepRoutes,
  // A step's URL once the sign-up was sent (browser Back from Conclusão): its status, never an editable form.
  { guard: and([isRoute('step'), 'isSubmitted']), target: '.analyzing' },
  ...stepRoutes,
  { guard: isRoute('step'), target: '.stepNotFound' },
  { target: '.pageNotFound' },
] as const;

/**
 * The root statechart of the onboarding journey: partner, visitor, registration outcomes and the customer wizard,
 * with every child flow it invokes. Its calls are placeholders: the web app binds the real ones (`src/flows`), tests
 * fakes, both with `.provide()`.
 */
export const onboardingMachine = onboardingSetup.createMachine({
  id: 'onboarding',
  context: initialContext,
  initial: 'partner',
  states: {
    partner: {
      initial: 'resolving',
      states: {
        resolving: {
          meta: { view: 'loading', title: 'Carregando…' },
          invoke: {
            id: 'resolvePartner',
            src: 'resolvePartner',
            input: ({ context }) => ({ host: context.host }),
            onDone: {
              target: 'ready',
              actions: [{ type: 'assignPartner', params: ({ event }) => ({ partner: event.output }) }, 'routePendingPath'],
            },
            // Spec §8: a partner fetch failure shows the no-partner page, whatever the path.
            onError: 'notFound',
          },
          on: { 'route.changed': { actions: 'rememberPath' } },
        },
        notFound: { meta: { view: 'partnerNotFound', title: NO_PARTNER_TITLE } },
        ready: {
          initial: 'visitor',
          on: {
            'route.changed': routes,
            'session.expired': { target: '.visitor.landing', actions: ['clearSession', 'noteSessionExpired'] },
          },
          states: {
            visitor: {
              initial: 'landing',
              states: {
                landing: {
                  id: 'landing',
                  meta: { view: 'landing', path: '/', title: 'Escolha o tipo de conta' },
                  // The session-expired notice belongs to the landing it opened (ADR 141).
                  exit: 'clearNotice',
                  on: {
                    'personType.choose': { target: '#newSignup', actions: 'choosePersonType' },
                    'continue.start': '#continueSignup',
                  },
                },
                newSignup: newSignupState,
                continueSignup: continueSignupState,
              },
            },
            completed: { id: 'completed', meta: { view: 'completed', title: 'Cadastro concluído' } },
            otherPartner: {
              id: 'otherPartner',
              meta: { view: 'otherPartner', title: 'Redirecionando' },
              entry: { type: 'redirectToPartner', params: ({ context }) => ({ url: context.redirectUrl ?? '' }) },
            },
            waitingDocuments: { id: 'waitingDocuments', meta: { view: 'waitingDocuments', title: 'Aguardando documentos' } },
            analyzing: { id: 'analyzing', meta: { view: 'analyzing', title: 'Cadastro em análise' } },
            customer: customerState,
            missingDocuments: missingDocumentsState,
            passwordReset: passwordResetState,
            offerCoordination: offerCoordinationState,
            pageNotFound: { meta: { view: 'pageNotFound', title: 'Página não encontrada' } },
            stepNotFound: { meta: { view: 'stepNotFound', title: 'Etapa não encontrada' } },
          },
        },
      },
    },
  },
});
