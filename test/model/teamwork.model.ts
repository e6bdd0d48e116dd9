import { FREE, MINE, NOTES, TEAMWORK_FAILURES, THEIRS } from '../../machines/backoffice/teamwork.fixtures.ts';
import { teamworkMachine } from '../../machines/backoffice/teamwork.machine.ts';
import type { TeamworkEvent } from '../../machines/backoffice/teamwork.types.ts';
import { labelled } from './lib/events.ts';
import type { MachineModel } from './lib/model.types.ts';

const event = (label: string, e: TeamworkEvent) => labelled(label, e);

const EVENTS = [
  event('claim', { type: 'claim.take', reason: null }),
  event('take over', { type: 'claim.take', reason: 'Férias' }),
  event('release', { type: 'claim.release' }),
  event('note', { type: 'note.add', text: 'Conferido.' }),
  event('blank note', { type: 'note.add', text: '  ' }),
];

/** Claims and notes on a file (ADR 234) as the model-based suite explores them. */
export const teamworkModel: MachineModel = {
  name: 'teamwork',
  machine: teamworkMachine,
  input: { clientId: 42 },
  relevant: () => null,
  events: () => EVENTS,
  actors: {
    loadClaim: {
      done: [
        { label: 'free', output: FREE },
        { label: 'theirs', output: THEIRS },
      ],
      error: [{ label: '500', error: TEAMWORK_FAILURES.server }],
    },
    claimFile: { done: [{ label: 'mine', output: MINE }], error: [{ label: '409', error: TEAMWORK_FAILURES.held }] },
    releaseFile: { done: [{ label: 'free', output: FREE }], error: [{ label: '500', error: TEAMWORK_FAILURES.server }] },
    loadNotes: { done: [{ label: 'notes', output: NOTES }], error: [{ label: '500', error: TEAMWORK_FAILURES.server }] },
    addNote: { done: [{ label: 'added', output: NOTES }], error: [{ label: '500', error: TEAMWORK_FAILURES.server }] },
  },
};
