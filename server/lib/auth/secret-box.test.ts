import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box.ts';

const SECRET = 'jwt-secret-0123456789-abcdefghijklmnop';

describe('sealSecret / openSecret', () => {
  it('opens what it sealed, with a new IV each time so equal secrets do not look equal', () => {
    const first = sealSecret('JBSWY3DPEHPK3PXP', SECRET, 'staff-totp-secret', 'staff:7');
    const second = sealSecret('JBSWY3DPEHPK3PXP', SECRET, 'staff-totp-secret', 'staff:7');
    expect(first).not.toBe(second);
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(first, SECRET, 'staff-totp-secret', 'staff:7')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('does not open under another owner, purpose or JWT secret, nor once tampered with', () => {
    const sealed = sealSecret('JBSWY3DPEHPK3PXP', SECRET, 'staff-totp-secret', 'staff:7');
    expect(openSecret(sealed, SECRET, 'staff-totp-secret', 'staff:8')).toBeUndefined();
    expect(openSecret(sealed, SECRET, 'another-purpose', 'staff:7')).toBeUndefined();
    expect(openSecret(sealed, `${SECRET}x`, 'staff-totp-secret', 'staff:7')).toBeUndefined();
    const [version, iv, body, tag] = sealed.split('.');
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    expect(openSecret([version, iv, flipped, tag].join('.'), SECRET, 'staff-totp-secret', 'staff:7')).toBeUndefined();
    expect(openSecret('JBSWY3DPEHPK3PXP', SECRET, 'staff-totp-secret', 'staff:7')).toBeUndefined();
  });
});
