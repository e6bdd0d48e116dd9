import { generate } from 'otplib';
import type { StaffSession, StaffSignInChallenge } from '../../domain/api/staff-auth.ts';
import { queuedEmails } from './emails.ts';
import type { TestApp, TestClock } from './test-app.ts';

let ip = 0;
/** A fresh address per call, so the per-address limit of the public sign-in calls never answers first. */
export const staffIp = () => `10.19.${(++ip >> 8) & 255}.${ip & 255}`;

/** The authenticator app's code for `secret` at `at` (RFC 6238, 30-second steps). */
export const totpCode = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

/** POST /api/backoffice/auth/sign-in from `ip` (a fresh address when left out). */
export const postSignIn = (t: TestApp, Email: string, Password: string, ip = staffIp()) =>
  t.call('POST', '/api/backoffice/auth/sign-in', { json: { Email, Password }, ip });

/** POST /api/backoffice/auth/totp from `ip` (a fresh address when left out). */
export const postCode = (t: TestApp, ChallengeToken: string, Code: string, ip = staffIp()) =>
  t.call('POST', '/api/backoffice/auth/totp', { json: { ChallengeToken, Code }, ip });

/** The challenge of a right email and password (fails the test otherwise). */
export async function challengeOf(t: TestApp, email: string, password: string, ip = staffIp()): Promise<StaffSignInChallenge> {
  const response = await postSignIn(t, email, password, ip);
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * Signs a member in as a person would: password, then the code of `secret` (or of the enrolment secret the server
 * answers) at the clock's time; the clock then moves to the next time step, so a later sign-in has a fresh code.
 * Answers the session and the secret. Both calls come from `ip` (a fresh address when left out).
 */
export async function signInWithTotp(
  t: TestApp,
  clock: TestClock,
  member: { email: string; password: string },
  secret?: string,
  ip = staffIp(),
): Promise<{ session: StaffSession; secret: string }> {
  const challenge = await challengeOf(t, member.email, member.password, ip);
  const key = challenge.Step === 'enrol' ? challenge.Secret : secret;
  if (!key) throw new Error('the member is enrolled: pass their secret');
  const response = await postCode(t, challenge.ChallengeToken, await totpCode(key, clock.now()), ip);
  if (response.status !== 200) throw new Error(`code answered ${response.status}: ${await response.text()}`);
  clock.advance(30_000);
  return { session: await response.json(), secret: key };
}

/** The invitation link last emailed to `email` (a member added in the back office) and its token. */
export async function invitationOf(t: TestApp, email: string): Promise<{ link: URL; token: string }> {
  const [mail] = await queuedEmails(t.database.db, email);
  const found = /https?:\/\/\S+\/backoffice\/convite\?token=\S+/.exec(mail?.text ?? '');
  if (!found) throw new Error(`no invitation link emailed to ${email}`);
  const link = new URL(found[0]);
  return { link, token: link.searchParams.get('token') ?? '' };
}
