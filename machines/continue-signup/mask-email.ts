/**
 * An email as the code screen names it: the first letter of the mailbox and of the domain, and the domain's suffix
 * (`hugo@exemplo.com.br` → `h•••@e•••.com.br`), enough for its owner to recognise it, little for anyone else.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const domain = email.slice(at + 1);
  const dot = domain.indexOf('.');
  const suffix = dot > 0 ? domain.slice(dot) : '';
  return `${email[0]}•••@${domain[0] ?? ''}•••${suffix}`.toLowerCase();
}
