import * as v from 'valibot';
import { decodeAccessToken } from '../../domain/auth.ts';
import { BasicDataBody } from '../../domain/basic-data.ts';
import { PRIVACY_NOTICE_VERSION } from '../../domain/privacy.ts';
import { insertClient } from '../services/sign-up/sign-up.service.ts';
import { randomCnpj, randomCpf } from './documents.ts';
import { sentContinueCode } from './emails.ts';
import type { TestApp } from './test-app.ts';

/** A valid PF sign-up body for the own partner (localhost); override any field. */
export function pfBody(t: TestApp, overrides: Partial<Record<keyof BasicDataBody, unknown>> = {}): Record<string, unknown> {
  return {
    CpfCnpj: randomCpf(),
    BirthDate: '1990-05-17',
    Email: 'maria.silva@example.com',
    MobilePhonePrefix: '11',
    MobilePhoneNumber: '987654321',
    PersonType: 'F',
    Name: 'Maria da Silva',
    AdvisorId: 100,
    OfficeId: 10,
    PartnerId: t.partners.aurora,
    RegisterUrl: 'localhost:3000',
    ChannelId: 1,
    KnowledgeId: 1,
    // The web app sends the notice it showed (ADR 204).
    PrivacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    ...overrides,
  };
}

/** A valid PJ sign-up body for the second brand (parceiro.localhost). */
export function pjBody(t: TestApp, overrides: Partial<Record<keyof BasicDataBody, unknown>> = {}): Record<string, unknown> {
  const {
    AdvisorId: _advisor,
    OfficeId: _office,
    ...rest
  } = pfBody(t, {
    CpfCnpj: randomCnpj(),
    PersonType: 'J',
    Name: 'Padaria Central Ltda',
    BirthDate: '2015-03-02',
    PartnerId: t.partners.bravo,
    RegisterUrl: 'parceiro.localhost:3000',
    KnowledgeId: 501,
  });
  return { ...rest, ...overrides };
}

let addresses = 0;
/** A new client address per call, as distinct people have (sign-up is rate-limited per address, ADR 192). */
export const nextAddress = (): string => `10.250.${Math.floor(++addresses / 250) % 250}.${(addresses % 250) + 1}`;

/**
 * Signs up a client as the web app does (ADR 196): POST basic-data (202), then the code emailed for the document
 * to autenticate-continue-register; answers the session and its client (fails the test otherwise).
 */
export async function signUp(t: TestApp, body: Record<string, unknown>): Promise<{ AccessToken: string; ClientId: number }> {
  const ip = nextAddress();
  const response = await t.call('POST', '/api/client/basic-data', { json: body, ip });
  if (response.status !== 202) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  return confirmSignUp(t, body, ip);
}

/** Types the code emailed for a sign-up already sent (202) from `ip`; answers the session and its client. */
export async function confirmSignUp(
  t: TestApp,
  body: Record<string, unknown>,
  ip: string,
): Promise<{ AccessToken: string; ClientId: number }> {
  const Token = await sentContinueCode(t.database.db, Number(body.PartnerId), String(body.CpfCnpj));
  const json = { Document: body.CpfCnpj, Token, PartnerId: body.PartnerId };
  const confirmed = await t.call('POST', '/api/customer/autenticate-continue-register', { json, ip });
  if (confirmed.status !== 200) throw new Error(`sign-up code answered ${confirmed.status}: ${await confirmed.text()}`);
  const { AccessToken } = (await confirmed.json()) as { AccessToken?: string };
  const claims = AccessToken ? decodeAccessToken(AccessToken) : undefined;
  if (!AccessToken || !claims) throw new Error('the sign-up code answered no session');
  return { AccessToken, ClientId: claims.ClientId };
}

/**
 * A client written straight to the database, for a document that already has one under another partner: since
 * ADR 196 the sign-up sends such a document the continue code instead, but clients from before exist.
 */
export async function seedClient(t: TestApp, body: Record<string, unknown>): Promise<number> {
  const created = await insertClient(t.database.db, v.parse(BasicDataBody, body), { requestId: 'seed', now: new Date() });
  if (!created) throw new Error('the document already has a client under this partner');
  return created.clientId;
}
