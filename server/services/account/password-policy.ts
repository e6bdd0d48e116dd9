import { PasswordMessages, weakPasswordMessage } from '../../../domain/api/password.ts';
import { normalizeDocument } from '../../../domain/document.ts';
import { passwordStrength, personalWords } from '../../../domain/password-strength.ts';

/**
 * The server-side part of the password policy (length is checked by the wire schema): refuses the account's own
 * document, which anyone holding the CPF/CNPJ would try first, and any password zxcvbn scores below 3 against the
 * common and Brazilian dictionaries and the account's own words (`personal`: name, e-mail), saying why in pt-BR.
 */
export function passwordPolicyError(password: string, document?: string, personal: readonly string[] = []): string | undefined {
  const folded = password.normalize('NFKC').toLowerCase();
  if (document && normalizeDocument(folded) === document) return PasswordMessages.tooCommon;
  const strength = passwordStrength(password, personalWords([...personal, document]));
  return strength.strong ? undefined : weakPasswordMessage(strength);
}
