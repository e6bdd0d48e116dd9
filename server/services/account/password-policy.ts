import { PasswordMessages, weakPasswordMessage } from '../../../domain/api/password.ts';
import { normalizeDocument } from '../../../domain/document.ts';
import { personalWords } from '../../../domain/password-strength.ts';
import { passwordStrengthOffThread } from '../../lib/auth/password-strength-thread.ts';

/**
 * The server-side part of the password policy (length is checked by the wire schema): refuses the account's own
 * document, which anyone holding the CPF/CNPJ would try first, and any password zxcvbn scores below 3 against the
 * common and Brazilian dictionaries and the account's own words (`personal`: name, e-mail), saying why in pt-BR.
 * zxcvbn runs on its own thread (password-strength-thread.ts), off the event loop.
 */
export async function passwordPolicyError(
  password: string,
  document?: string,
  personal: readonly string[] = [],
): Promise<string | undefined> {
  const folded = password.normalize('NFKC').toLowerCase();
  if (document && normalizeDocument(folded) === document) return PasswordMessages.tooCommon;
  const strength = await passwordStrengthOffThread(password, personalWords([...personal, document]));
  return strength.strong ? undefined : weakPasswordMessage(strength);
}
