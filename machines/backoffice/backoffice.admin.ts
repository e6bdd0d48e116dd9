import { assertEvent } from 'xstate';
import { withError } from '../shared/index.ts';
import { BackofficeMessages } from './backoffice.messages.ts';
import { backofficeSetup } from './backoffice.setup.ts';
import { enter, expired, failedTo } from './backoffice.transitions.ts';

// The admins' screens (issue 19): the staff and the partners, each a list that a change reloads with a confirmation.

// A change to a member, then the list again with a confirmation; a refusal keeps the list and what was typed.
const staffCall = (notice: string) => ({
  onDone: { target: 'loading' as const, actions: { type: 'adminSaved' as const, params: { notice } } },
  onError: failedTo('ready'),
});

/** The staff an admin manages: invite, change a role or disable, end sessions. */
export const staff = backofficeSetup.createStateConfig({
  entry: enter('staff'),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStaff',
        src: 'loadStaff',
        input: () => ({}),
        onDone: { target: 'ready', actions: { type: 'assignStaffList', params: ({ event }) => ({ list: event.output }) } },
        onError: failedTo('error'),
      },
    },
    error: { on: { retry: 'loading' } },
    ready: {
      on: {
        'staff.invite': { target: 'inviting', actions: 'clearFailure' },
        'staff.change': { target: 'changing', actions: 'clearFailure' },
        'staff.endSessions': { target: 'endingSessions', actions: 'clearFailure' },
      },
    },
    inviting: {
      invoke: {
        id: 'inviteStaff',
        src: 'inviteStaff',
        input: ({ event }) => {
          assertEvent(event, 'staff.invite');
          return event.body;
        },
        ...staffCall(BackofficeMessages.invited),
      },
    },
    changing: {
      invoke: {
        id: 'changeStaff',
        src: 'changeStaff',
        input: ({ event }) => {
          assertEvent(event, 'staff.change');
          return { id: event.id, body: event.body };
        },
        ...staffCall(BackofficeMessages.changed),
      },
    },
    endingSessions: {
      invoke: {
        id: 'endStaffSessions',
        src: 'endStaffSessions',
        input: ({ event }) => {
          assertEvent(event, 'staff.endSessions');
          return { id: event.id };
        },
        ...staffCall(BackofficeMessages.sessionsEnded),
      },
    },
  },
});

const PARTNER_LIST = '#backoffice.signedIn.partners.loading';

// A saved partner: the list again with a confirmation. A refusal keeps the form, its fields' messages at them.
const partnerCall = (notice: string) => ({
  onDone: { target: PARTNER_LIST, actions: { type: 'adminSaved' as const, params: { notice } } },
  onError: [expired, { target: 'idle' as const, actions: { type: 'assignPartnerFailure' as const, params: withError } }],
});

/**
 * The partners an admin manages: a provider admin every partner and the add form, a partner's admin their own.
 * A form is checked with the wire schema before it is sent; cancelling goes back to the list.
 */
export const partners = backofficeSetup.createStateConfig({
  entry: enter('partners'),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPartners',
        src: 'loadPartners',
        input: () => ({}),
        onDone: { target: 'ready', actions: { type: 'assignPartnerList', params: ({ event }) => ({ list: event.output }) } },
        onError: failedTo('error'),
      },
    },
    error: { on: { retry: 'loading' } },
    ready: {
      on: {
        'partners.add': { guard: 'isProviderAdmin', target: 'adding', actions: 'openPartnerForm' },
        'partners.edit': { target: 'editing', actions: 'openPartnerForm' },
      },
    },
    adding: {
      initial: 'idle',
      on: { 'partners.cancel': { target: 'ready', actions: 'clearFailure' } },
      states: {
        idle: {
          on: {
            'partners.create': [
              { guard: 'isNewPartnerValid', target: 'saving', actions: 'clearFailure' },
              { actions: 'rejectPartnerForm' },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'addPartner',
            src: 'addPartner',
            input: ({ event }) => {
              assertEvent(event, 'partners.create');
              return event.body;
            },
            ...partnerCall(BackofficeMessages.partnerAdded),
          },
        },
      },
    },
    editing: {
      initial: 'idle',
      on: { 'partners.cancel': { target: 'ready', actions: 'clearFailure' } },
      states: {
        idle: {
          on: {
            'partners.save': [
              { guard: 'isPartnerChangeValid', target: 'saving', actions: 'clearFailure' },
              { actions: 'rejectPartnerForm' },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'changePartner',
            src: 'changePartner',
            input: ({ context, event }) => {
              assertEvent(event, 'partners.save');
              return { id: context.partnerId ?? 0, body: event.body, logos: event.logos };
            },
            ...partnerCall(BackofficeMessages.partnerChanged),
          },
        },
      },
    },
  },
});
