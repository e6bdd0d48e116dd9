import { describe, expect, test } from 'vitest';
import { maskEmail } from './mask-email.ts';

describe('maskEmail', () => {
  test.each([
    ['hugo@exemplo.com', 'h•••@e•••.com'],
    ['Maria.Silva@Empresa.com.br', 'm•••@e•••.com.br'],
    ['a@b.io', 'a•••@b•••.io'],
    ['x@localhost', 'x•••@l•••'],
    ['no-at-sign', '•••'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  test('neither the mailbox nor the domain name is shown past its first letter', () => {
    const masked = maskEmail('henrique.andrade@exemplodominio.com');
    expect(masked).not.toContain('enrique');
    expect(masked).not.toContain('xemplo');
  });
});
