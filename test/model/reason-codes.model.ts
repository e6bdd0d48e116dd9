import { CODE_LIST, REASON_CODE_FAILURES } from '../../machines/reason-codes/reason-codes.fixtures.ts';
import { reasonCodesMachine } from '../../machines/reason-codes/reason-codes.machine.ts';
import { labelled } from './lib/events.ts';
import type { MachineModel } from './lib/model.types.ts';

const EVENTS = [
  labelled('add', { type: 'reasonCodes.add', body: { Code: 'procuracao-vencida', Label: 'Procuração vencida' } }),
  labelled('add bad', { type: 'reasonCodes.add', body: { Code: 'Com Espaço', Label: '' } }),
  labelled('deactivate', { type: 'reasonCodes.change', code: 'documento-ilegivel', body: { Active: false } }),
  labelled('retry', { type: 'reasonCodes.retry' }),
];

/** The provider admins' reason codes screen (ADR 241) as the model-based suite explores it. */
export const reasonCodesModel: MachineModel = {
  name: 'reason-codes',
  machine: reasonCodesMachine,
  input: undefined,
  relevant: () => null,
  events: () => EVENTS,
  actors: {
    loadReasonCodes: { done: [{ label: 'list', output: CODE_LIST }], error: [{ label: '500', error: REASON_CODE_FAILURES.server }] },
    addReasonCode: { done: [{ label: 'added', output: {} }], error: [{ label: '409', error: REASON_CODE_FAILURES.taken }] },
    changeReasonCode: { done: [{ label: 'changed', output: {} }], error: [{ label: '500', error: REASON_CODE_FAILURES.server }] },
  },
};
