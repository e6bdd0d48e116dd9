export { saveCustomerMachine } from './save-customer.machine.ts';
export { type SaveCustomerSnapshot, selectSaveCustomer } from './save-customer.selectors.ts';
export * from './save-customer.types.ts';
export * from './section.catalogue.ts';
export { createSectionMachine } from './section.machine.ts';
export { type SectionSnapshot, selectSection } from './section.selectors.ts';
export * from './section.types.ts';
export {
  failureFieldErrors,
  failureMessage,
  hasStatus,
  isUnauthorizedFailure,
  notifySessionExpired,
  notProvided,
  SESSION_EXPIRED,
  sessionFailure,
  withError,
} from './shared.ts';
