import { PasswordMessages } from '../../../domain/api/password.ts';
import { normalizeDocument } from '../../../domain/document.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

/**
 * The server-side part of the password policy (length is checked by the wire schema): refuses the common
 * passwords and the account's own document, which anyone holding the CPF/CNPJ would try first.
 */
export function passwordPolicyError(password: string, document?: string): string | undefined {
  const folded = password.normalize('NFKC').toLowerCase();
  if (COMMON_PASSWORDS.has(folded)) return PasswordMessages.tooCommon;
  if (document && normalizeDocument(folded) === document) return PasswordMessages.tooCommon;
  return undefined;
}
