import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { DecisionMessages } from '../../domain/api/decision.ts';
import { ReasonCodeMessages } from '../../domain/api/reason-codes.ts';
import { ScreeningMessages } from '../../domain/api/screening.ts';
import { settle } from '../recording-actors.fixtures.ts';
import { APPROVER, DECISION_FAILURES, decisionActors, RESULTS, STATES } from './decision.fixtures.ts';
import { decisionMachine } from './decision.machine.ts';
import { selectDecision } from './decision.selectors.ts';
import type { DecisionInput } from './decision.types.ts';

async function start(options: { input?: DecisionInput; answers?: Parameters<typeof decisionActors>[0] } = {}) {
  const fakes = decisionActors(options.answers);
  const actor = createActor(decisionMachine.provide({ actors: fakes.actors }), { input: options.input ?? APPROVER }).start();
  await settle();
  return { actor, calls: fakes.calls, view: () => selectDecision(actor.getSnapshot()) };
}

describe('decisions on an application (issue 19)', () => {
  test('only "em análise" opens the decisions; any other status says why and offers none', async () => {
    const { view, calls } = await start({ answers: { loadDecisionState: async () => STATES.inProgress } });
    expect(calls.loadDecisionState).toEqual([{ clientId: 42 }]);
    expect(view()).toMatchObject({ step: 'closed', canApprove: false, canReject: false, canRequestDocuments: false });
    expect(view().note).toBe(DecisionMessages.notUnderAnalysis);
  });

  test('an approver approves: the decision is sent and the flow ends completed', async () => {
    const { actor, calls, view } = await start();
    expect(view()).toMatchObject({ step: 'open', canApprove: true, canReject: true, canRequestDocuments: true, note: null });
    actor.send({ type: 'approve.start' });
    actor.send({ type: 'decision.confirm' });
    expect(view().busy).toBe(true);
    await settle();
    expect(calls.decide).toEqual([{ clientId: 42, body: { Kind: 'approve' } }]);
    expect(view().step).toBe('decided');
    expect(actor.getSnapshot().output).toEqual(RESULTS.approved);
  });

  test('four eyes: a first approval waits for another approver; its author cannot give the second', async () => {
    const first = await start({ answers: { decide: async () => RESULTS.firstApproval } });
    first.actor.send({ type: 'approve.start' });
    first.actor.send({ type: 'decision.confirm' });
    await settle();
    expect(first.view().step).toBe('awaitingSecond');
    const again = await start({ answers: { loadDecisionState: async () => STATES.ownFirstApproval } });
    expect(again.view()).toMatchObject({ step: 'open', canApprove: false, note: DecisionMessages.ownFirstApproval });
    again.actor.send({ type: 'approve.start' });
    expect(again.view().step).toBe('open');
    const other = await start({
      input: { clientId: 42, staff: { id: 8, role: 'approver' } },
      answers: { loadDecisionState: async () => STATES.ownFirstApproval },
    });
    expect(other.view().canApprove).toBe(true);
  });

  test('the view says what approving does and who approved first (issue 35): single, first, second', async () => {
    expect((await start()).view()).toMatchObject({ approval: 'single', firstApproval: null });
    const fourEyes = await start({ answers: { loadDecisionState: async () => STATES.fourEyes } });
    expect(fourEyes.view()).toMatchObject({ approval: 'first', firstApproval: null });
    const own = await start({ answers: { loadDecisionState: async () => STATES.ownFirstApproval } });
    expect(own.view()).toMatchObject({
      approval: 'second',
      canApprove: false,
      firstApproval: { name: 'Ana Aprovadora', at: STATES.ownFirstApproval.FirstApprovalAt, own: true },
    });
    const other = await start({ answers: { loadDecisionState: async () => STATES.othersFirstApproval } });
    expect(other.view()).toMatchObject({ approval: 'second', canApprove: true, firstApproval: { name: 'Bruno Aprovador', own: false } });
  });

  test('a rejection needs a listed reason code and a reason (bounded, no control characters), sent trimmed', async () => {
    const { actor, calls, view } = await start();
    expect(view().reasonCodes.map((item) => item.Code)).toEqual(['documento-ilegivel', 'renda-incompativel']);
    actor.send({ type: 'reject.start' });
    actor.send({ type: 'decision.confirm' });
    expect(view()).toMatchObject({
      step: 'rejecting',
      errors: { reasonCode: ReasonCodeMessages.required, reason: DecisionMessages.reasonRequired },
    });
    actor.send({ type: 'reasonCode.change', code: 'lista-restritiva' });
    actor.send({ type: 'decision.confirm' });
    expect(view().errors.reasonCode).toBe(ReasonCodeMessages.unknown);
    actor.send({ type: 'reasonCode.change', code: 'renda-incompativel' });
    actor.send({ type: 'reason.change', reason: 'x'.repeat(501) });
    actor.send({ type: 'decision.confirm' });
    expect(view().errors.reason).toMatch(/500/);
    actor.send({ type: 'reason.change', reason: 'Documento\u0000' });
    actor.send({ type: 'decision.confirm' });
    expect(view().errors.reason).toBeDefined();
    actor.send({ type: 'reason.change', reason: '  Renda incompatível com o patrimônio declarado  ' });
    actor.send({ type: 'decision.confirm' });
    await settle();
    expect(calls.decide).toEqual([
      {
        clientId: 42,
        body: { Kind: 'reject', ReasonCode: 'renda-incompativel', Reason: 'Renda incompatível com o patrimônio declarado' },
      },
    ]);
    expect(view().step).toBe('decided');
  });

  test('a request for documents needs at least one type and a message; a type chosen twice is unchosen', async () => {
    const { actor, calls, view } = await start({ input: { clientId: 42, staff: { id: 3, role: 'analyst' } } });
    expect(view()).toMatchObject({
      canApprove: false,
      canReject: false,
      canRequestDocuments: true,
      note: DecisionMessages.decisionRefused,
    });
    actor.send({ type: 'documents.start' });
    actor.send({ type: 'decision.confirm' });
    expect(view().errors).toEqual({
      reasonCode: ReasonCodeMessages.required,
      documents: DecisionMessages.documentsRequired,
      message: DecisionMessages.messageRequired,
    });
    actor.send({ type: 'reasonCode.change', code: 'documento-ilegivel' });
    actor.send({ type: 'document.toggle', documentTypeId: 10 });
    actor.send({ type: 'document.toggle', documentTypeId: 12 });
    actor.send({ type: 'document.toggle', documentTypeId: 10 });
    actor.send({ type: 'message.change', message: 'Envie o comprovante de residência atualizado.' });
    actor.send({ type: 'decision.confirm' });
    await settle();
    expect(calls.decide[0].body).toEqual({
      Kind: 'requestDocuments',
      ReasonCode: 'documento-ilegivel',
      DocumentTypeIds: [12],
      Message: 'Envie o comprovante de residência atualizado.',
    });
  });

  test('a 409 (the application changed meanwhile) ends without a decision; another refusal returns to the form', async () => {
    let attempt = 0;
    const { actor, view } = await start({
      answers: { decide: async () => Promise.reject(++attempt === 1 ? DECISION_FAILURES.server : DECISION_FAILURES.changed) },
    });
    actor.send({ type: 'approve.start' });
    actor.send({ type: 'decision.confirm' });
    await settle();
    expect(view()).toMatchObject({ step: 'approving', busy: false, error: DECISION_FAILURES.server.message });
    actor.send({ type: 'decision.confirm' });
    await settle();
    expect(view()).toMatchObject({ step: 'stale', note: DecisionMessages.stale });
    expect(actor.getSnapshot().output).toBeNull();
  });

  test('an approval the screening refuses (409 with its reason) stays on the form with that reason, not as a stale file', async () => {
    const { actor, view } = await start({ answers: { decide: async () => Promise.reject(DECISION_FAILURES.screeningBlocked) } });
    actor.send({ type: 'approve.start' });
    actor.send({ type: 'decision.confirm' });
    await settle();
    expect(view()).toMatchObject({ step: 'approving', busy: false, error: ScreeningMessages.unreviewedHits, note: null });
    expect(actor.getSnapshot().status).toBe('active');
  });

  test("a file another member holds offers no decision and says to take it over; one's own claim changes nothing", async () => {
    const held = await start({ answers: { loadDecisionState: async () => STATES.heldByOther } });
    expect(held.view()).toMatchObject({
      step: 'open',
      heldBy: 'Carla Analista',
      canApprove: false,
      canReject: false,
      canRequestDocuments: false,
      note: DecisionMessages.heldByOther('Carla Analista'),
    });
    held.actor.send({ type: 'reject.start' });
    held.actor.send({ type: 'documents.start' });
    expect(held.view().step).toBe('open');
    const mine = await start({ answers: { loadDecisionState: async () => STATES.heldByMe } });
    expect(mine.view()).toMatchObject({ heldBy: null, canApprove: true, canReject: true, canRequestDocuments: true, note: null });
  });

  test('an open screening hit stops an approval in the machine (the server says 409 too); rejecting and asking stay', async () => {
    const { actor, view, calls } = await start({ answers: { loadDecisionState: async () => STATES.screeningOpen } });
    expect(view()).toMatchObject({
      canApprove: false,
      canReject: true,
      canRequestDocuments: true,
      note: ScreeningMessages.unreviewedHits,
    });
    actor.send({ type: 'approve.start' });
    expect(view().step).toBe('open');
    expect(calls.decide).toEqual([]);
  });

  test('a refresh (the claim or the screening changed on the page) reads the state again and reopens the choices', async () => {
    const states = [STATES.heldByOther, STATES.heldByMe];
    const { actor, view, calls } = await start({ answers: { loadDecisionState: async () => states.shift() ?? STATES.inProgress } });
    expect(view().canReject).toBe(false);
    actor.send({ type: 'decision.refresh' });
    expect(view()).toMatchObject({ step: 'open', busy: true, canReject: false });
    await settle();
    expect(view()).toMatchObject({ step: 'open', busy: false, canReject: true, heldBy: null });
    actor.send({ type: 'reject.start' });
    actor.send({ type: 'reasonCode.change', code: 'documento-ilegivel' });
    actor.send({ type: 'decision.refresh' });
    await settle();
    expect(view()).toMatchObject({ step: 'closed', note: DecisionMessages.notUnderAnalysis, canReject: false });
    expect(calls.loadDecisionState).toHaveLength(3);
  });

  test("a code deactivated meanwhile (400) returns to the form with the server's message", async () => {
    const { actor, view } = await start({ answers: { decide: async () => Promise.reject(DECISION_FAILURES.unknownCode) } });
    actor.send({ type: 'reject.start' });
    actor.send({ type: 'reasonCode.change', code: 'documento-ilegivel' });
    actor.send({ type: 'reason.change', reason: 'Documento ilegível' });
    actor.send({ type: 'decision.confirm' });
    await settle();
    expect(view()).toMatchObject({ step: 'rejecting', error: DECISION_FAILURES.unknownCode.message, reasonCode: 'documento-ilegivel' });
  });

  test('cancel returns to the choices with an empty form; a failed read can be tried again', async () => {
    let reads = 0;
    const { actor, view } = await start({
      answers: { loadDecisionState: async () => (++reads === 1 ? Promise.reject(DECISION_FAILURES.server) : STATES.underAnalysis) },
    });
    expect(view()).toMatchObject({ step: 'loadError', error: DECISION_FAILURES.server.message });
    actor.send({ type: 'decision.cancel' });
    await settle();
    actor.send({ type: 'reject.start' });
    actor.send({ type: 'reason.change', reason: 'Motivo' });
    actor.send({ type: 'decision.cancel' });
    expect(view()).toMatchObject({ step: 'open', reason: '' });
  });
});
