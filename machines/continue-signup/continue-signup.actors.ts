import type { ContinueAuthBody, ContinueResult, ContinueTokenBody, ContinueTokenSent } from '../../domain/api/auth.ts';
import { call, placeholders } from '../shared/index.ts';
import type { LoadProgressInput } from './continue-signup.types.ts';

/** Inputs and outputs of the actors the web app provides. */
const calls = {
  /** POST /api/customer/token-continue-register (public): emails a 6-digit code. */
  requestContinueCode: call<ContinueTokenBody, ContinueTokenSent>(),
  /** POST /api/customer/autenticate-continue-register (public): the code for the continue flags (and a session). */
  authenticateContinue: call<ContinueAuthBody, ContinueResult>(),
  /** The first incomplete step of the customer's order (e.g. from GET /api/section/{clientId}). */
  loadProgress: call<LoadProgressInput, number>(),
};

/** Each call's input and output, by name: what `src/api` implements and the binding provides. */
export type ContinueSignupActors = typeof calls;

/** Every actor the machine invokes: its calls, placeholders until the web app (or a test) binds them. */
export const continueSignupActors = placeholders(calls);
