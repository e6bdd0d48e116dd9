import * as v from 'valibot';
import { assertEvent, assign, setup } from 'xstate';
import { type ClaimState, NoteBody, type NoteItem } from '../../domain/api/backoffice-claims.ts';
import { failureMessage, placeholders, withError } from '../shared/index.ts';
import { type TeamworkContext, type TeamworkEvent, teamworkCalls } from './teamwork.types.ts';

const noteIssue = (text: string) => {
  const result = v.safeParse(NoteBody, { Text: text });
  return result.success ? null : (result.issues[0]?.message ?? null);
};
const withClaim = ({ event }: { event: { output: ClaimState } }) => ({ claim: event.output });
const withNotes = ({ event }: { event: { output: NoteItem[] } }) => ({ notes: event.output });

/**
 * Working a file as a team (ADR 234), beside the screening: who holds it ("Assumir", "Liberar", a takeover with a
 * reason; a 409 shows who holds it) and the internal notes (checked as the server checks them). Two regions, each
 * loading, then answering every call with the whole new state.
 */
export const teamworkMachine = setup({
  types: { context: {} as TeamworkContext, events: {} as TeamworkEvent, input: {} as { clientId: number } },
  actors: placeholders(teamworkCalls),
  guards: { isNoteValid: ({ event }) => event.type === 'note.add' && noteIssue(event.text) === null },
  actions: {
    assignClaim: assign((_, params: { claim: ClaimState }) => ({ claim: params.claim, claimError: null })),
    assignClaimFailure: assign((_, params: { error: unknown }) => ({ claimError: failureMessage(params.error) })),
    assignNotes: assign((_, params: { notes: NoteItem[] }) => ({ notes: params.notes, noteError: null })),
    assignNoteAdded: assign(({ context }, params: { notes: NoteItem[] }) => ({
      notes: params.notes,
      noteError: null,
      added: context.added + 1,
    })),
    assignNoteFailure: assign((_, params: { error: unknown }) => ({ noteError: failureMessage(params.error) })),
    rejectNote: assign(({ event }) => {
      assertEvent(event, 'note.add');
      return { noteError: noteIssue(event.text) };
    }),
  },
}).createMachine({
  id: 'teamwork',
  context: ({ input }) => ({ clientId: input.clientId, claim: null, claimError: null, notes: [], noteError: null, added: 0 }),
  type: 'parallel',
  states: {
    claim: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadClaim',
            input: ({ context }) => ({ clientId: context.clientId }),
            onDone: { target: 'ready', actions: { type: 'assignClaim', params: withClaim } },
            onError: { target: 'ready', actions: { type: 'assignClaimFailure', params: withError } },
          },
        },
        ready: { on: { 'claim.take': 'taking', 'claim.release': 'releasing' } },
        taking: {
          invoke: {
            src: 'claimFile',
            input: ({ context, event }) => {
              assertEvent(event, 'claim.take');
              return { clientId: context.clientId, body: { Reason: event.reason } };
            },
            onDone: { target: 'ready', actions: { type: 'assignClaim', params: withClaim } },
            onError: { target: 'ready', actions: { type: 'assignClaimFailure', params: withError } },
          },
        },
        releasing: {
          invoke: {
            src: 'releaseFile',
            input: ({ context }) => ({ clientId: context.clientId }),
            onDone: { target: 'ready', actions: { type: 'assignClaim', params: withClaim } },
            onError: { target: 'ready', actions: { type: 'assignClaimFailure', params: withError } },
          },
        },
      },
    },
    notes: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadNotes',
            input: ({ context }) => ({ clientId: context.clientId }),
            onDone: { target: 'ready', actions: { type: 'assignNotes', params: withNotes } },
            onError: { target: 'ready', actions: { type: 'assignNoteFailure', params: withError } },
          },
        },
        ready: { on: { 'note.add': [{ guard: 'isNoteValid', target: 'adding' }, { actions: 'rejectNote' }] } },
        adding: {
          invoke: {
            src: 'addNote',
            input: ({ context, event }) => {
              assertEvent(event, 'note.add');
              return { clientId: context.clientId, body: { Text: event.text.trim() } };
            },
            onDone: { target: 'ready', actions: { type: 'assignNoteAdded', params: withNotes } },
            onError: { target: 'ready', actions: { type: 'assignNoteFailure', params: withError } },
          },
        },
      },
    },
  },
});
