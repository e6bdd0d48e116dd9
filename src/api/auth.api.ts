import { fromPromise } from 'xstate';
import { ContinueResult, ContinueTokenSent } from '../../domain/api/auth.ts';
import { SectionCompletions } from '../../domain/api/section.ts';
import { firstIncompleteStep } from '../../machines/onboarding/index.ts';
import type { Api, SomeCalls } from './call.ts';
import { readJson, withBearer } from './client.ts';

/** Continuing a sign-up (spec §3): the emailed code, its check, and where the resumed sign-up stands. */
export const continueSignupCalls = ({ http }: Api) =>
  ({
    /** POST /api/customer/token-continue-register (public): emails a 6-digit code to the document's owner. */
    requestContinueCode: fromPromise(({ input, signal }) =>
      readJson(http.post('customer/token-continue-register', { json: input, signal }), ContinueTokenSent),
    ),
    /**
     * POST /api/customer/autenticate-continue-register (public; the spec's spelling): the emailed code for where the
     * sign-up stands (spec §3 continue flags) and, to continue or send documents, a session.
     */
    authenticateContinue: fromPromise(({ input, signal }) =>
      readJson(http.post('customer/autenticate-continue-register', { json: input, signal }), ContinueResult),
    ),
    /** GET /api/section/{clientId} with the new session (not the app's yet): the first step still incomplete. */
    loadProgress: fromPromise(async ({ input, signal }) => {
      const request = http.get(`section/${input.clientId}`, { ...withBearer(input.accessToken), signal });
      return firstIncompleteStep(input.personType, await readJson(request, SectionCompletions));
    }),
  }) satisfies SomeCalls;
