export type { CepLookupActors } from './cep-lookup.actors.ts';
export { cepLookupMachine } from './cep-lookup.machine.ts';
export { type CepLookupSnapshot, selectCepLookup } from './cep-lookup.selectors.ts';
export * from './cep-lookup.types.ts';
