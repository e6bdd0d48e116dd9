export type { PasswordActors } from './password.actors.ts';
export { passwordMachine } from './password.machine.ts';
export { type PasswordSnapshot, selectPassword } from './password.selectors.ts';
export { newPasswordErrors, usernameErrors } from './password.setup.ts';
export * from './password.types.ts';
