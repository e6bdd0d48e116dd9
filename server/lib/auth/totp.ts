// otplib's parts, not its umbrella package: the umbrella adds 0.7 MB of bundles to the production install for the
// three calls below (its HOTP and class APIs go unused); `otplib` stays a devDependency for the tests' codes.
import { generateSecret } from '@otplib/core';
import { base32 } from '@otplib/plugin-base32-scure';
import { crypto } from '@otplib/plugin-crypto-noble';
import { verify } from '@otplib/totp';
import { generateTOTP } from '@otplib/uri';
import type { Clock } from '../http/context.ts';

/** RFC 6238 time step in seconds (what every authenticator app uses). */
export const TOTP_PERIOD_SECONDS = 30;

/** A new TOTP secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32 as authenticator apps take it. */
export const newTotpSecret = (): string => generateSecret({ crypto, base32, length: 20 });

/** The `otpauth://totp/…` URI of a secret, shown as a QR code: `issuer` names the brand, `label` the account. */
export const totpUri = (secret: string, issuer: string, label: string): string => generateTOTP({ issuer, label, secret });

/**
 * The RFC 6238 time step of `code` when it is the secret's code at the clock's time or one step either side (clock
 * drift), and that step is later than `afterStep` (a code is used once, §5.2); undefined otherwise.
 */
export async function totpStep(secret: string, code: string, clock: Clock, afterStep: number | null): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const epoch = Math.floor(clock.now().getTime() / 1000);
  const options = {
    secret,
    crypto,
    base32,
    token: code,
    epoch,
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  };
  // A stored secret that is not base32 is a mismatch, not a crash.
  const result = await verify(options).catch(() => undefined);
  return result?.valid && 'timeStep' in result ? result.timeStep : undefined;
}
