import type { DecisionResult, DecisionState } from '../../domain/api/decision.ts';
import { ScreeningMessages } from '../../domain/api/screening.ts';
import { RegistrationStatus } from '../../domain/constants.ts';
import { RequestFailure } from '../../domain/request-failure.ts';
import { type ActorAnswers, recordingActors } from '../recording-actors.fixtures.ts';
import type { DecisionActors } from './decision.actors.ts';
import type { DecisionInput } from './decision.types.ts';

// Test data shared by the decision tests and the model-based suite (not part of the public surface).

/** An approver deciding on client 42. */
export const APPROVER: DecisionInput = { clientId: 42, staff: { id: 7, role: 'approver' } };

/** The active reason codes a decision state lists (ADR 241). */
export const REASON_CODES = [
  { Code: 'documento-ilegivel', Label: 'Documento ilegível' },
  { Code: 'renda-incompativel', Label: 'Renda ou patrimônio incompatível' },
];

// Nobody holds the file, the screening stops nothing, the codes above.
const free = { Holder: null, ScreeningBlock: null, ReasonCodes: REASON_CODES };
const noFirstApproval = { FirstApprovalBy: null, FirstApprovalName: null, FirstApprovalAt: null, ...free } as const;
// A first approval given by staff member `by` (7 is APPROVER).
const firstApproval = (by: number, name: string) => ({
  FirstApprovalBy: by,
  FirstApprovalName: name,
  FirstApprovalAt: '2030-06-05T18:20:00.000Z',
  ...free,
});

/**
 * Where an application stands: under analysis (one approver suffices), needing four eyes, approved once by this (7)
 * approver or by another (99), held by this approver or another member (ADR 234), with an open screening hit
 * (ADR 233), already decided.
 */
export const STATES = {
  underAnalysis: { StatusRegistration: RegistrationStatus.UNDER_ANALYSIS, NeedsSecondApproval: false, ...noFirstApproval },
  fourEyes: { StatusRegistration: RegistrationStatus.UNDER_ANALYSIS, NeedsSecondApproval: true, ...noFirstApproval },
  ownFirstApproval: {
    StatusRegistration: RegistrationStatus.UNDER_ANALYSIS,
    NeedsSecondApproval: true,
    ...firstApproval(7, 'Ana Aprovadora'),
  },
  othersFirstApproval: {
    StatusRegistration: RegistrationStatus.UNDER_ANALYSIS,
    NeedsSecondApproval: true,
    ...firstApproval(99, 'Bruno Aprovador'),
  },
  heldByMe: {
    StatusRegistration: RegistrationStatus.UNDER_ANALYSIS,
    NeedsSecondApproval: false,
    ...noFirstApproval,
    Holder: { Id: 7, Name: 'Ana Aprovadora' },
  },
  heldByOther: {
    StatusRegistration: RegistrationStatus.UNDER_ANALYSIS,
    NeedsSecondApproval: false,
    ...noFirstApproval,
    Holder: { Id: 3, Name: 'Carla Analista' },
  },
  screeningOpen: {
    StatusRegistration: RegistrationStatus.UNDER_ANALYSIS,
    NeedsSecondApproval: false,
    ...noFirstApproval,
    ScreeningBlock: ScreeningMessages.unreviewedHits,
  },
  inProgress: { StatusRegistration: RegistrationStatus.IN_PROGRESS, NeedsSecondApproval: false, ...noFirstApproval },
} satisfies Record<string, DecisionState>;

/** Answers of the decision call. */
export const RESULTS = {
  approved: { StatusRegistration: RegistrationStatus.COMPLETED, AwaitingSecondApproval: false },
  firstApproval: { StatusRegistration: RegistrationStatus.UNDER_ANALYSIS, AwaitingSecondApproval: true },
  rejected: { StatusRegistration: RegistrationStatus.REJECTED, AwaitingSecondApproval: false },
  documentsRequested: { StatusRegistration: RegistrationStatus.WAITING_DOCUMENTS, AwaitingSecondApproval: false },
} satisfies Record<string, DecisionResult>;

/** Refusals of the decision calls. */
export const DECISION_FAILURES = {
  changed: new RequestFailure(409, 'O status do cadastro mudou'),
  /** The screening refuses an approval while a hit is unreviewed (ADR 233). */
  screeningBlocked: new RequestFailure(409, ScreeningMessages.unreviewedHits),
  /** A code deactivated after the panel read the list (ADR 241). */
  unknownCode: new RequestFailure(400, 'Motivo desconhecido ou desativado: escolha outro da lista'),
  server: new RequestFailure(500, 'Erro ao processar sua requisição. Tente novamente em alguns minutos'),
} as const;

/** Fake calls recording their inputs: the application is under analysis, a decision is taken as asked. */
export function decisionActors(answers: ActorAnswers<DecisionActors> = {}) {
  return recordingActors<DecisionActors>(
    {
      loadDecisionState: () => STATES.underAnalysis,
      decide: ({ body }) =>
        body.Kind === 'approve' ? RESULTS.approved : body.Kind === 'reject' ? RESULTS.rejected : RESULTS.documentsRequested,
    },
    answers,
  );
}
