import { fromPromise } from 'xstate';
import { Validated } from '../../domain/api/auth.ts';
import { ElectronicCheckStatus } from '../../domain/api/electronic-check.ts';
import type { Api, SomeCalls } from './call.ts';
import { readJson } from './client.ts';

/** The electronic signature's calls (spec §7 "Electronic check"). */
export const electronicCheckCalls = ({ http }: Api) =>
  ({
    /** GET /api/electronic-check/verify/{userId}: whether the user has an electronic signature (and whether it is locked). */
    verifySignature: fromPromise(({ input, signal }) =>
      readJson(http.get(`electronic-check/verify/${input.userId}`, { signal }), ElectronicCheckStatus),
    ),
    /** POST /api/electronic-check/create: creates the signature (409 when one exists). */
    createSignature: fromPromise(({ input, signal }) =>
      readJson(http.post('electronic-check/create', { json: input, signal }), ElectronicCheckStatus),
    ),
    /** POST /api/electronic-check/reset: removes the signature so a new one can be created. */
    resetSignature: fromPromise(({ input, signal }) =>
      readJson(http.post('electronic-check/reset', { json: input, signal }), ElectronicCheckStatus),
    ),
    /** POST /api/electronic-check/authenticate: checks the signature (400 wrong, 423 locked). */
    authenticateSignature: fromPromise(({ input, signal }) =>
      readJson(http.post('electronic-check/authenticate', { json: input, signal }), Validated),
    ),
  }) satisfies SomeCalls;
