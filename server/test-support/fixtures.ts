import type { BasicDataBody } from '../../domain/basic-data.ts';
import { randomCnpj, randomCpf } from './documents.ts';
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

/** Signs up a client and returns the 201 body (fails the test otherwise). */
export async function signUp(t: TestApp, body: Record<string, unknown>): Promise<{ AccessToken: string; ClientId: number }> {
  const response = await t.call('POST', '/api/client/basic-data', { json: body, ip: nextAddress() });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  return response.json();
}
