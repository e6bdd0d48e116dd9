import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { OfferCoordinationMessages } from '../../domain/api/offer-coordination.ts';
import {
  type OfferCoordinationContext,
  type OfferCoordinationEvent,
  offerCoordinationMachine,
} from '../../machines/offer-coordination/index.ts';
import { MANAGER_TOKEN, OFFER_FAILURES, PASSWORD_CHANGE, RESULT } from '../../machines/offer-coordination/offer-coordination.fixtures.ts';
import { PARTNER, VALID_CPF } from '../../machines/onboarding/onboarding.fixtures.ts';
import { labelled } from './lib/events.ts';
import type { MachineModel } from './lib/model.types.ts';

const event = (label: string, e: OfferCoordinationEvent) => labelled(label, e);

const EVENTS: readonly EventObject[] = [
  event('sign in', { type: 'signIn.submit', document: VALID_CPF, password: 'senha da gestora' }),
  event('sign in bad CPF', { type: 'signIn.submit', document: '123', password: 'senha da gestora' }),
  event('filter status', { type: 'filter.change', filters: { status: 3 } }),
  event('page 2', { type: 'page.change', page: 2 }),
  event('page 9', { type: 'page.change', page: 9 }),
  event('refresh', { type: 'refresh' }),
  event('sign out', { type: 'signOut' }),
  event('change password', { type: 'password.open' }),
  event('new password', { type: 'password.submit', ...PASSWORD_CHANGE }),
  event('new password mismatch', { type: 'password.submit', ...PASSWORD_CHANGE, confirmation: 'outra' }),
  event('back to list', { type: 'password.close' }),
];

/** The offer-coordination area as the model-based suite explores it. */
export const offerCoordinationModel: MachineModel = {
  name: 'offer-coordination',
  machine: offerCoordinationMachine,
  input: { partnerId: PARTNER.id },
  // The page guard reads how many pages the last result has, and the session matters to which state follows.
  relevant: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as OfferCoordinationContext;
    return { signedIn: context.token !== null, total: context.result?.total ?? null };
  },
  events: () => EVENTS,
  actors: {
    restoreSession: {
      done: [
        { label: 'none kept', output: null },
        { label: 'kept', output: MANAGER_TOKEN },
      ],
      error: [{ label: 'storage blocked', error: new Error('SecurityError') }],
    },
    signIn: {
      done: [{ label: 'signed in', output: { AccessToken: MANAGER_TOKEN } }],
      error: [
        { label: 'wrong', error: OFFER_FAILURES.signIn },
        { label: '429', error: OFFER_FAILURES.tooMany },
      ],
    },
    loadApplications: {
      done: [{ label: 'page', output: RESULT }],
      error: [
        { label: '401', error: OFFER_FAILURES.unauthorized },
        { label: '500', error: OFFER_FAILURES.server },
      ],
    },
    changePassword: {
      done: [{ label: 'changed', output: { Message: OfferCoordinationMessages.passwordChanged } }],
      error: [
        { label: 'wrong current', error: OFFER_FAILURES.wrongPassword },
        { label: '401', error: OFFER_FAILURES.unauthorized },
        { label: '500', error: OFFER_FAILURES.server },
      ],
    },
  },
  actions: { rememberToken: () => undefined, forgetToken: () => undefined },
};
