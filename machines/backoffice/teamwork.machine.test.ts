import { describe, expect, test } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { NoteMessages } from '../../domain/api/backoffice-claims.ts';
import { FREE, MINE, NOTES, TEAMWORK_FAILURES, teamworkActors } from './teamwork.fixtures.ts';
import { teamworkMachine } from './teamwork.machine.ts';

function start(answers: Parameters<typeof teamworkActors>[0] = {}) {
  const fakes = teamworkActors(answers);
  const actor = createActor(teamworkMachine.provide({ actors: fakes.actors }), { input: { clientId: 42 } }).start();
  const settled = () => waitFor(actor, (s) => s.matches({ claim: 'ready', notes: 'ready' }));
  return { actor, calls: fakes.calls, settled };
}

describe('claims and notes of a file (ADR 234)', () => {
  test('loads who holds the file and its notes; claims and releases it', async () => {
    const { actor, calls, settled } = start();
    await settled();
    expect(actor.getSnapshot().context).toMatchObject({ claim: FREE, notes: NOTES, claimError: null, noteError: null });
    actor.send({ type: 'claim.take', reason: null });
    await settled();
    expect(actor.getSnapshot().context.claim).toEqual(MINE);
    actor.send({ type: 'claim.release' });
    await settled();
    expect(actor.getSnapshot().context.claim).toEqual(FREE);
    expect(calls.claimFile).toEqual([{ clientId: 42, body: { Reason: null } }]);
    expect(calls.releaseFile).toEqual([{ clientId: 42 }]);
  });

  test('a 409 on a claim keeps the holder shown and says who holds it', async () => {
    const { actor, settled } = start({ claimFile: async () => Promise.reject(TEAMWORK_FAILURES.held) });
    await settled();
    actor.send({ type: 'claim.take', reason: null });
    await settled();
    expect(actor.getSnapshot().context).toMatchObject({ claim: FREE, claimError: TEAMWORK_FAILURES.held.message });
  });

  test('a blank note or one with control characters is refused without a call; a good one is trimmed and sent', async () => {
    const { actor, calls, settled } = start();
    await settled();
    actor.send({ type: 'note.add', text: '   ' });
    expect(actor.getSnapshot().context.noteError).toBe(NoteMessages.required);
    actor.send({ type: 'note.add', text: 'sino\u0007' });
    expect(actor.getSnapshot().context.noteError).not.toBeNull();
    expect(calls.addNote).toEqual([]);
    actor.send({ type: 'note.add', text: '  Conferido.  ' });
    await settled();
    expect(calls.addNote).toEqual([{ clientId: 42, body: { Text: 'Conferido.' } }]);
    expect(actor.getSnapshot().context).toMatchObject({ noteError: null, added: 1 });
    expect(actor.getSnapshot().context.notes[0].Text).toBe('Conferido.');
  });
});
