import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { PersonType } from '../../domain/index.ts';
import type { OnboardingEvent } from '../../machines/onboarding/index.ts';
import { onboardingMachine, STEPS } from '../../machines/onboarding/index.ts';
import type { OnboardingContext } from '../../machines/onboarding/onboarding.context.ts';
import {
  created,
  FAILURES,
  inputAt,
  invalidForm,
  KNOWLEDGE_SOURCES,
  PARTNER,
  VERIFY,
  validForm,
} from '../../machines/onboarding/onboarding.fixtures.ts';
import { labelled } from './lib/events.ts';
import type { MachineModel } from './lib/model.types.ts';
import { onboardingInvariants } from './onboarding.invariants.ts';

const event = (label: string, e: OnboardingEvent) => labelled(label, e);

// Every kind of path: the fixed routes, each step path, an unknown step, an empty step parameter, an unknown page.
const ROUTE_PATHS = [
  '/',
  '/novo-cadastro',
  '/continuar-cadastro',
  ...new Set(Object.values(STEPS).map((step) => step.path)),
  '/cadastrar/pdf',
  '/cadastrar/',
  '/inexistente',
];

const FIXED_EVENTS: readonly EventObject[] = [
  ...ROUTE_PATHS.map((path) => event(`route ${path}`, { type: 'route.changed', path })),
  event('choose F', { type: 'personType.choose', personType: 'F' }),
  event('choose J', { type: 'personType.choose', personType: 'J' }),

  event('continue', { type: 'continue.start' }),
  event('retry', { type: 'signup.retry' }),
  event('cancel', { type: 'signup.cancel' }),
  event('forward', { type: 'step.forward' }),
  event('back', { type: 'step.back' }),
  event('reset', { type: 'step.reset' }),
  // Each index of the orders plus one below and one past them.
  ...[-1, 0, 1, 2, 3, 4, 5, 6, 7].map((index) => event(`set ${index}`, { type: 'step.set', index })),
  event('session expired', { type: 'session.expired' }),
];

// A valid form, an invalid one (every field), and one valid but for its document's check digits, per person type.
const SUBMITS: Record<PersonType, readonly EventObject[]> = {
  F: [
    event('submit valid', { type: 'signup.submit', form: validForm('F') }),
    event('submit invalid', { type: 'signup.submit', form: invalidForm() }),
    event('submit bad document', { type: 'signup.submit', form: { ...validForm('F'), document: '529.982.247-24' } }),
  ],
  J: [
    event('submit valid', { type: 'signup.submit', form: validForm('J') }),
    event('submit invalid', { type: 'signup.submit', form: invalidForm() }),
    event('submit bad document', { type: 'signup.submit', form: { ...validForm('J'), document: '11.222.333/0001-82' } }),
  ],
};

/** The root onboarding machine as the model-based suite explores it. */
export const onboardingModel: MachineModel = {
  name: 'onboarding',
  machine: onboardingMachine,
  input: inputAt('/'),
  relevant: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as OnboardingContext;
    return {
      personType: context.personType,
      authenticated: context.auth !== null,
      stepIndex: context.stepIndex,
      // Routed once the partner is known: it matters only until then.
      pendingPath: snapshot.matches({ partner: 'resolving' }) ? context.pendingPath : undefined,
    };
  },
  events: (snapshot: AnyMachineSnapshot) => {
    const personType = (snapshot.context as OnboardingContext).personType;
    return personType ? [...FIXED_EVENTS, ...SUBMITS[personType]] : FIXED_EVENTS;
  },
  actors: {
    resolvePartner: { done: [{ label: 'partner', output: PARTNER }], error: [{ label: 'network', error: FAILURES.network }] },
    loadKnowledgeSources: { done: [{ label: 'sources', output: KNOWLEDGE_SOURCES }], error: [{ label: '500', error: FAILURES.server }] },
    verifyDocument: {
      done: Object.entries(VERIFY).map(([outcome, output]) => ({ label: outcome, output })),
      error: [
        { label: '500', error: FAILURES.server },
        { label: 'network', error: FAILURES.network },
      ],
    },
    createClient: {
      done: [
        // The token carries the person type the customer chose (the server signs what it created).
        { label: 'created F', output: created('F'), when: (snapshot) => snapshot.context.personType === 'F' },
        { label: 'created J', output: created('J'), when: (snapshot) => snapshot.context.personType === 'J' },
        { label: 'unreadable token', output: { created: true, AccessToken: 'not-a-token', ClientId: 1 } },
      ],
      error: [
        { label: '400', error: FAILURES.badRequest },
        { label: '409', error: FAILURES.conflict },
        { label: '500', error: FAILURES.server },
        { label: 'network', error: FAILURES.network },
      ],
    },
  },
  invariants: onboardingInvariants,
  actions: { redirectToPartner: () => undefined },
};
