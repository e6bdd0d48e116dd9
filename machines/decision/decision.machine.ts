import { assertEvent, assign, setup } from 'xstate';
import type { DecisionBody, DecisionResult, DecisionState } from '../../domain/api/decision.ts';
import { ScreeningMessages } from '../../domain/api/screening.ts';
import { RegistrationStatus } from '../../domain/constants.ts';
import { RequestFailure } from '../../domain/request-failure.ts';
import { failureMessage, withError } from '../shared/index.ts';
import { decisionActors } from './decision.actors.ts';
import { type DecisionForm, formErrors } from './decision.rules.ts';
import type { DecisionContext, DecisionEvent, DecisionInput } from './decision.types.ts';

const SCREENING_REFUSALS: ReadonlySet<string> = new Set([ScreeningMessages.unreviewedHits, ScreeningMessages.confirmedSanction]);

type Done = { event: { output: DecisionResult } };

// Nobody else holds the file: it is free, or this member's (ADR 234).
const isFree = ({ state, staff }: DecisionContext) => state?.Holder === null || state?.Holder?.Id === staff.id;
const withResult = ({ event }: Done) => ({ result: event.output });

// A decision call: its answer ends the flow (four eyes may leave an approval waiting); a 409 means the application
// changed meanwhile; any other refusal (the screening's 409 included) goes back to the form with the server's message.
const sending = (body: (context: DecisionContext) => DecisionBody) => ({
  invoke: {
    id: 'decide',
    src: 'decide' as const,
    input: ({ context }: { context: DecisionContext }) => ({ clientId: context.clientId, body: body(context) }),
    onDone: [
      {
        guard: { type: 'awaitsSecondApproval' as const, params: withResult },
        target: '#decision.awaitingSecond',
        actions: { type: 'assignResult' as const, params: withResult },
      },
      { target: '#decision.decided', actions: { type: 'assignResult' as const, params: withResult } },
    ],
    onError: [
      { guard: { type: 'isConflict' as const, params: withError }, target: '#decision.stale' },
      { target: 'editing', actions: { type: 'assignFailure' as const, params: withError } },
    ],
  },
});

type Read = { event: { output: DecisionState } };
const withState = ({ event }: Read) => ({ state: event.output });

// Where the application stands, read (again): "em análise" opens the choices, anything else closes them; a failed
// read offers to try again.
const reading = (id: string) => ({
  invoke: {
    id,
    src: 'loadDecisionState' as const,
    input: ({ context }: { context: DecisionContext }) => ({ clientId: context.clientId }),
    onDone: [
      {
        guard: { type: 'isUnderAnalysis' as const, params: withState },
        target: '#decision.open',
        actions: { type: 'assignState' as const, params: withState },
      },
      { target: '#decision.closed', actions: { type: 'assignState' as const, params: withState } },
    ],
    onError: { target: '#decision.loadError', actions: { type: 'assignLoadFailure' as const, params: withError } },
  },
});

/**
 * The back office's decision on one application (issue 19): it reads where the application stands, then — only "em
 * análise" (2) — an approver approves (4), rejects (5), or anyone asks for documents (3), choosing the types and
 * writing a message; a rejection and a request also take a reason code from the admins' list (ADR 241). A PEP or
 * professional investor needs a second approver: the first approval waits (`awaitingSecond`) and its author cannot
 * give the second. A file another member holds is decided only once taken over (the claim, ADR 234), and an approval
 * waits until the screening has no open hit (ADR 233): the page tells the panel when either changes
 * (`decision.refresh`). The server decides again and refuses with 409 what changed meanwhile (`stale`).
 */
export const decisionMachine = setup({
  types: {
    context: {} as DecisionContext,
    events: {} as DecisionEvent,
    input: {} as DecisionInput,
    output: {} as DecisionResult | null,
  },
  actors: decisionActors,
  guards: {
    isUnderAnalysis: (_, params: { state: DecisionState }) => params.state.StatusRegistration === RegistrationStatus.UNDER_ANALYSIS,
    // Approvers and admins decide, on a file nobody else holds; whoever gave a first approval cannot give the second;
    // an open screening hit stops an approval.
    mayApprove: ({ context }) =>
      isFree(context) &&
      context.staff.role !== 'analyst' &&
      context.state?.FirstApprovalBy !== context.staff.id &&
      context.state?.ScreeningBlock === null,
    mayReject: ({ context }) => isFree(context) && context.staff.role !== 'analyst',
    mayRequestDocuments: ({ context }) => isFree(context),
    isReasonValid: ({ context }) => Object.keys(formErrors('reject', context)).length === 0,
    isRequestValid: ({ context }) => Object.keys(formErrors('requestDocuments', context)).length === 0,
    awaitsSecondApproval: (_, params: { result: DecisionResult }) => params.result.AwaitingSecondApproval,
    // A 409 is a stale file, except the screening's refusal (ADR 233): its pt-BR reason goes back to the form.
    isConflict: (_, params: { error: unknown }) =>
      params.error instanceof RequestFailure && params.error.status === 409 && !SCREENING_REFUSALS.has(params.error.message),
  },
  actions: {
    assignState: assign((_, params: { state: DecisionState }) => ({ state: params.state, error: null })),
    assignLoadFailure: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error) })),
    startForm: assign({ reasonCode: '', reason: '', documentTypeIds: [], message: '', errors: {}, error: null }),
    changeReasonCode: assign(({ event }) => {
      assertEvent(event, 'reasonCode.change');
      return { reasonCode: event.code };
    }),
    changeReason: assign(({ event }) => {
      assertEvent(event, 'reason.change');
      return { reason: event.reason };
    }),
    changeMessage: assign(({ event }) => {
      assertEvent(event, 'message.change');
      return { message: event.message };
    }),
    toggleDocument: assign(({ context, event }) => {
      assertEvent(event, 'document.toggle');
      const chosen = context.documentTypeIds.includes(event.documentTypeId);
      return {
        documentTypeIds: chosen
          ? context.documentTypeIds.filter((id) => id !== event.documentTypeId)
          : [...context.documentTypeIds, event.documentTypeId],
      };
    }),
    showErrors: assign(({ context }, params: { form: DecisionForm }) => ({ errors: formErrors(params.form, context) })),
    clearErrors: assign({ errors: {}, error: null }),
    assignResult: assign((_, params: { result: DecisionResult }) => ({ result: params.result, error: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error) })),
  },
}).createMachine({
  id: 'decision',
  context: ({ input }) => ({
    ...input,
    state: null,
    reasonCode: '',
    reason: '',
    documentTypeIds: [],
    message: '',
    errors: {},
    error: null,
    result: null,
  }),
  initial: 'loading',
  states: {
    loading: reading('loadDecisionState'),
    loadError: { on: { 'decision.cancel': 'loading' } },
    // The claim or the screening changed on the page: the choices wait for the state read again.
    refreshing: reading('refreshDecisionState'),
    // Not "em análise": nothing to decide (the panel says why).
    closed: { on: { 'decision.refresh': 'refreshing' } },
    open: {
      entry: 'startForm',
      on: {
        'approve.start': { guard: 'mayApprove', target: 'approving' },
        'reject.start': { guard: 'mayReject', target: 'rejecting' },
        'documents.start': { guard: 'mayRequestDocuments', target: 'requestingDocuments' },
        'decision.refresh': 'refreshing',
      },
    },
    approving: {
      initial: 'editing',
      on: { 'decision.cancel': 'open' },
      states: {
        // Approving has nothing to fill in: a confirmation.
        editing: {
          on: { 'decision.confirm': { target: 'sending', actions: 'clearErrors' }, 'decision.refresh': '#decision.refreshing' },
        },
        sending: sending(() => ({ Kind: 'approve' })),
      },
    },
    rejecting: {
      initial: 'editing',
      on: { 'decision.cancel': 'open' },
      states: {
        editing: {
          on: {
            'reasonCode.change': { actions: 'changeReasonCode' },
            'reason.change': { actions: 'changeReason' },
            'decision.refresh': '#decision.refreshing',
            'decision.confirm': [
              { guard: 'isReasonValid', target: 'sending', actions: 'clearErrors' },
              { actions: { type: 'showErrors', params: { form: 'reject' } } },
            ],
          },
        },
        sending: sending((context) => ({ Kind: 'reject', ReasonCode: context.reasonCode, Reason: context.reason.trim() })),
      },
    },
    requestingDocuments: {
      initial: 'editing',
      on: { 'decision.cancel': 'open' },
      states: {
        editing: {
          on: {
            'reasonCode.change': { actions: 'changeReasonCode' },
            'decision.refresh': '#decision.refreshing',
            'document.toggle': { actions: 'toggleDocument' },
            'message.change': { actions: 'changeMessage' },
            'decision.confirm': [
              { guard: 'isRequestValid', target: 'sending', actions: 'clearErrors' },
              { actions: { type: 'showErrors', params: { form: 'requestDocuments' } } },
            ],
          },
        },
        sending: sending((context) => ({
          Kind: 'requestDocuments',
          ReasonCode: context.reasonCode,
          DocumentTypeIds: context.documentTypeIds,
          Message: context.message.trim(),
        })),
      },
    },
    awaitingSecond: { type: 'final' },
    decided: { type: 'final' },
    // The application changed meanwhile (another decision, the customer): nothing was decided here.
    stale: { type: 'final' },
  },
  output: ({ context }) => context.result,
});
