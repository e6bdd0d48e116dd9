import type { CepAddress } from '../../domain/api/cep.ts';
import { call, placeholders } from '../shared/index.ts';
import type { LookupCepInput } from './cep-lookup.types.ts';

/** The calls the CEP lookup invokes (bound by the web app): GET /api/address/cep/{cep}. */
const calls = {
  lookupCep: call<LookupCepInput, CepAddress>(),
};

/** Each call's input and output, by name: what `src/api` implements and the binding provides. */
export type CepLookupActors = typeof calls;

/** Every actor the machine invokes: its calls, placeholders until the web app (or a test) binds them. */
export const cepLookupActors = placeholders(calls);
