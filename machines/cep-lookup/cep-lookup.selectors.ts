import type { SnapshotFrom } from 'xstate';
import type { cepLookupMachine } from './cep-lookup.machine.ts';
import type { CepLookupStatus, CepLookupView } from './cep-lookup.types.ts';

/** A snapshot of the CEP lookup. */
export type CepLookupSnapshot = SnapshotFrom<typeof cepLookupMachine>;

/** The view model of the CEP lookup: its status, the address while found, and the count of answers. */
export function selectCepLookup(snapshot: CepLookupSnapshot): CepLookupView {
  const status = snapshot.value as CepLookupStatus;
  return { status, address: status === 'found' ? snapshot.context.address : null, answers: snapshot.context.answers };
}
