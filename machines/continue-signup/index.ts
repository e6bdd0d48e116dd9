export type { ContinueSignupActors } from './continue-signup.actors.ts';
export { continueSignupMachine, RESEND_COOLDOWN_MS } from './continue-signup.machine.ts';
export { type ContinueSignupSnapshot, selectContinueSignupView } from './continue-signup.selectors.ts';
export * from './continue-signup.types.ts';
export { maskEmail } from './mask-email.ts';
