import { fromPromise } from 'xstate';
import { CepAddress } from '../../domain/api/cep.ts';
import type { Api, SomeCalls } from './call.ts';
import { readJson } from './client.ts';

// The server gives its providers 1.5 s; the rest is the network and the cache.
const LOOKUP_TIMEOUT_MS = 5_000;

/** The address forms' calls beyond the address section itself. */
export const addressCalls = ({ http }: Api) =>
  ({
    /**
     * GET /api/address/cep/{cep}: the street, district, state and city of a CEP (404 unknown, 503 unavailable). Not
     * retried, and given up after a few seconds: the customer can always type the address.
     */
    lookupCep: fromPromise(({ input, signal }) =>
      readJson(http.get(`address/cep/${input.cep}`, { signal, retry: 0, timeout: LOOKUP_TIMEOUT_MS }), CepAddress),
    ),
  }) satisfies SomeCalls;
