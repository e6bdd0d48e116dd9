import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// A version prefix, so a later key or cipher can be told apart from this one.
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

// The key derived from the last JWT secret used: HKDF costs more than the cipher.
let derived: { secret: string; purpose: string; key: Buffer } | undefined;
function keyOf(secret: string, purpose: string): Buffer {
  if (derived?.secret !== secret || derived.purpose !== purpose) {
    const key = Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), `onboarding:${purpose}`, 32));
    derived = { secret, purpose, key };
  }
  return derived.key;
}

/**
 * Encrypts a small secret for storage (AES-256-GCM under a key derived with HKDF-SHA256 from `secret` for `purpose`);
 * `context` (e.g. the owner's id) is authenticated with it, so a sealed value copied to another row does not open.
 */
export function sealSecret(plain: string, secret: string, purpose: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, purpose), iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, body, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The plain text of a value `sealSecret` made with the same secret, purpose and context; undefined otherwise. */
export function openSecret(sealed: string, secret: string, purpose: string, context: string): string | undefined {
  const [version, iv, body, tag, ...rest] = sealed.split('.');
  if (version !== VERSION || rest.length > 0 || !iv || !body || tag === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, purpose), Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
