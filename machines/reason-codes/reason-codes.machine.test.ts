import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { ReasonCodeMessages } from '../../domain/api/reason-codes.ts';
import { settle } from '../recording-actors.fixtures.ts';
import { CODE_LIST, REASON_CODE_FAILURES, reasonCodesActors } from './reason-codes.fixtures.ts';
import { reasonCodesMachine } from './reason-codes.machine.ts';

async function start(answers: Parameters<typeof reasonCodesActors>[0] = {}) {
  const fakes = reasonCodesActors(answers);
  const actor = createActor(reasonCodesMachine.provide({ actors: fakes.actors })).start();
  await settle();
  return { actor, calls: fakes.calls, context: () => actor.getSnapshot().context };
}

describe('reason codes, the admin screen (ADR 241)', () => {
  test('a new code is checked before it is sent, then the list is read again with a confirmation', async () => {
    const { actor, calls, context } = await start();
    expect(context().list).toEqual(CODE_LIST);
    actor.send({ type: 'reasonCodes.add', body: { Code: 'Com Espaço', Label: ' ' } });
    expect(context().errors).toEqual({ Code: ReasonCodeMessages.format, Label: ReasonCodeMessages.labelRequired });
    expect(calls.addReasonCode).toEqual([]);
    actor.send({ type: 'reasonCodes.add', body: { Code: 'procuracao-vencida', Label: 'Procuração vencida' } });
    await settle();
    expect(calls.addReasonCode).toEqual([{ Code: 'procuracao-vencida', Label: 'Procuração vencida' }]);
    expect(calls.loadReasonCodes).toHaveLength(2);
    expect(context()).toMatchObject({ notice: 'Motivo adicionado.', added: 1, errors: {} });
  });

  test("a taken code keeps the form with the server's message at Code; a change is sent as asked", async () => {
    const { actor, calls, context } = await start({ addReasonCode: async () => Promise.reject(REASON_CODE_FAILURES.taken) });
    actor.send({ type: 'reasonCodes.add', body: { Code: 'documento-ilegivel', Label: 'Outro nome' } });
    await settle();
    expect(context()).toMatchObject({ errors: { Code: ReasonCodeMessages.taken }, added: 0 });
    actor.send({ type: 'reasonCodes.change', code: 'codigo-antigo', body: { Active: true } });
    await settle();
    expect(calls.changeReasonCode).toEqual([{ code: 'codigo-antigo', body: { Active: true } }]);
    expect(context().notice).toBe('Motivo alterado.');
  });

  test('a failed load offers a retry', async () => {
    let reads = 0;
    const { actor, context } = await start({
      loadReasonCodes: async () => (++reads === 1 ? Promise.reject(REASON_CODE_FAILURES.server) : CODE_LIST),
    });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(context().error).toBe(REASON_CODE_FAILURES.server.message);
    actor.send({ type: 'reasonCodes.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
