import type { PasswordSnapshot } from './password.selectors.ts';

/**
 * The failure of the last password call for the app's notification (ADR 141): the server's Message (the machine
 * keeps it, else the default one), unless it is a field's own message, which stays at the field.
 */
export function selectPasswordFailure(snapshot: PasswordSnapshot): string | null {
  const { error, errors } = snapshot.context;
  return error !== null && !Object.values(errors).includes(error) ? error : null;
}
