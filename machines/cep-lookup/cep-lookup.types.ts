import type { CepAddress } from '../../domain/api/cep.ts';

/** Input of the `lookupCep` call: the 8 digits of a typed CEP. */
export type LookupCepInput = { cep: string };

/**
 * The lookup's memory: the CEP last asked for (null after `cep.clear`), the address it answered, and how many
 * answers have arrived, so a form applies each answer once.
 */
export type CepLookupContext = { cep: string | null; address: CepAddress | null; answers: number };

/** A complete CEP was typed (8 digits), or the CEP field no longer holds one. */
export type CepLookupEvent = { type: 'cep.lookup'; cep: string } | { type: 'cep.clear' };

/** What the address form shows of the lookup. */
export type CepLookupStatus = 'idle' | 'looking' | 'found' | 'notFound' | 'unavailable';

/** The view model of the lookup (`selectCepLookup`). */
export type CepLookupView = {
  status: CepLookupStatus;
  /** The answered address while `found`, else null. */
  address: CepAddress | null;
  /** Counts answers: a new value means a new address to apply. */
  answers: number;
};
