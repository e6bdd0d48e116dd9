// The email change (ADR 227) is imported from its own files: the root never runs it, so it stays out of this index
// (and out of the first bundle, which imports the section machines from here).
export type { SaveCustomerActors } from './save-customer.actors.ts';
export { saveCustomerMachine } from './save-customer.machine.ts';
export { type SaveCustomerSnapshot, selectSaveCustomer } from './save-customer.selectors.ts';
export * from './save-customer.types.ts';
export type { SectionActors } from './section.actors.ts';
export * from './section.catalogue.ts';
export { createSectionMachine } from './section.machine.ts';
export { type SectionSnapshot, selectSection } from './section.selectors.ts';
export * from './section.types.ts';
