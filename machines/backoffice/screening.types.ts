import type { ScreeningReviewBody, ScreeningState } from '../../domain/api/screening.ts';
import { call } from '../shared/index.ts';

/** The screening's calls (ADR 233), each answering the application's screening state. */
export const screeningCalls = {
  /** GET /api/backoffice/applications/{clientId}/screening. */
  loadScreening: call<{ clientId: number }, ScreeningState>(),
  /** POST /api/backoffice/applications/{clientId}/screening: a new run now. */
  rescreen: call<{ clientId: number }, ScreeningState>(),
  /** POST /api/backoffice/applications/{clientId}/screening/hits/{hitId}/review. */
  reviewScreeningHit: call<{ clientId: number; hitId: number; body: ScreeningReviewBody }, ScreeningState>(),
};

/** Each call's input and output, by name: what `src/api/screening.api.ts` implements and the binding provides. */
export type ScreeningActors = typeof screeningCalls;

/** The open application the screening belongs to. */
export type ScreeningInput = { clientId: number };

/** Events of the screening block: a retry after a failed load, a rescreen, a hit's review. */
export type ScreeningEvent =
  | { type: 'screening.retry' }
  | { type: 'screening.rescreen' }
  | { type: 'screening.review'; hitId: number; review: ScreeningReviewBody };

/** Context of the screening block. */
export type ScreeningContext = {
  clientId: number;
  /** The server's last answer; null until the first load. */
  screening: ScreeningState | null;
  /** Why the last call (or a review as typed) failed, in pt-BR. */
  error: string | null;
};

/** What the screening block renders. */
export type ScreeningView = {
  /** `failed`: the first load failed (retry offered); `ready`: the state is shown, a call may be on its way. */
  step: 'loading' | 'failed' | 'ready';
  screening: ScreeningState | null;
  busy: boolean;
  error: string | null;
};
