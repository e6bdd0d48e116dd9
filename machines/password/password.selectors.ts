import type { SnapshotFrom } from 'xstate';
import type { passwordMachine } from './password.machine.ts';
import type { PasswordView } from './password.types.ts';

/** A snapshot of the password machine. */
export type PasswordSnapshot = SnapshotFrom<typeof passwordMachine>;

function stepOf(snapshot: PasswordSnapshot): PasswordView['step'] {
  if (snapshot.matches('done')) return 'done';
  if (snapshot.matches({ reset: 'token' }) || snapshot.matches({ reset: 'validatingToken' })) return 'token';
  if (snapshot.matches({ reset: 'newPassword' }) || snapshot.matches({ reset: 'resetting' })) return 'newPassword';
  if (snapshot.matches({ create: 'form' }) || snapshot.matches({ create: 'creating' })) return 'newPassword';
  if (snapshot.matches({ create: 'checkError' })) return 'checkFailed';
  if (snapshot.matches('create')) return 'checking';
  return 'start';
}

const BUSY = ['requestNewPassword', 'validateResetToken', 'resetPassword', 'verifyPassword', 'createPassword', 'validatePassword'];

/** The password screens' view model: which form, whether a call is in flight, and the messages to show. */
export function selectPassword(snapshot: PasswordSnapshot): PasswordView {
  const { errors, error, notice, outcome } = snapshot.context;
  const busy = Object.keys(snapshot.children).some((id) => BUSY.includes(id));
  return { step: stepOf(snapshot), busy, errors, error, notice, outcome };
}
