import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import { PersonType, WEB_CHANNEL_ID } from '../../../domain/constants.ts';
import { randomCnpj, randomCpf } from './documents.ts';
import { emailedCode, lastMailId } from './mailbox.ts';
import { SIGN_UP_CODE_SUBJECT } from './signup.page.ts';

/** A customer signed up through the API: document, email, client id and the sign-up's access token. */
export type ApiCustomer = { cpf: string; email: string; name: string; clientId: number; partnerId: number; token: string };

/** The headers the web app sends: the platform (spec §7, value 10) and, when given, the bearer token. */
const apiHeaders = (token?: string) => ({ 'X-Platform': '10', ...(token ? { Authorization: `Bearer ${token}` } : {}) });

let calls = 0;
// Each API call comes from an address of its own (the server under test trusts X-Forwarded-For, support/e2e-env.ts),
// so the suite's many sign-ups are not one address's, which the sign-up limit would stop (ADR 192).
const nextAddress = () => `198.51.${Math.floor(++calls / 250) % 250}.${(calls % 250) + 1}`;

/**
 * Sends a request to the API of `origin` as the web app does (platform header, the bearer when given). Node does
 * not resolve `*.localhost` as browsers do, so such a brand host is reached on loopback with its name as the Host.
 * Each call has a connection of its own: a kept-alive one left idle for the server's 5 s keep-alive could be closed by
 * the server just as the next call goes out on it (ECONNRESET, seen under load), which a browser retries but
 * Playwright's request context does not.
 */
export function apiFetch(
  request: APIRequestContext,
  origin: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<APIResponse> {
  const url = new URL(path, origin);
  const host = url.host;
  if (url.hostname.endsWith('.localhost')) url.hostname = 'localhost';
  return request.fetch(url.href, {
    method,
    headers: { ...apiHeaders(options.token), Host: host, 'X-Forwarded-For': nextAddress(), Connection: 'close' },
    data: options.body,
  });
}

/** Like `apiFetch`, and expects a 2xx answer whose JSON it returns. */
export async function callApi<T>(
  request: APIRequestContext,
  origin: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await apiFetch(request, origin, method, path, options);
  expect(response.ok(), `${method} ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The customer's registration status, as their own session reads it (GET /api/client/{id}). */
export async function registrationStatus(request: APIRequestContext, origin: string, customer: ApiCustomer): Promise<number> {
  const path = `/api/client/${customer.clientId}`;
  return (await callApi<{ StatusRegistration: number }>(request, origin, 'GET', path, { token: customer.token })).StatusRegistration;
}

/** The client a session token stands for (its payload, unverified: the server signed it). */
const clientOf = (token: string): number => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).ClientId;

/**
 * Signs a new customer up on the brand served at `origin` through the public calls the sign-up screen makes: the
 * partner of the host, the first knowledge source, POST /api/client/basic-data, then the code emailed to the new
 * address (read from the SMTP peer) exchanged for the session (ADR 196). A PF with a CPF unless `personType` is J.
 */
export async function signUpByApi(
  request: APIRequestContext,
  origin: string,
  name = 'Marina Albuquerque',
  personType: PersonType = PersonType.F,
): Promise<ApiCustomer> {
  const document = personType === PersonType.F ? randomCpf() : randomCnpj();
  const email = `cliente.${document}@example.com`;
  const host = new URL(origin).host;
  const partner = await callApi<{ id: number }>(request, origin, 'POST', '/api/partner/url', { body: { Url: host } });
  const [knowledge] = await callApi<{ Value: number }[]>(request, origin, 'GET', '/api/common/v3/knowledge-sources');
  const before = await lastMailId(request);
  await callApi(request, origin, 'POST', '/api/client/basic-data', {
    body: {
      CpfCnpj: document,
      BirthDate: personType === PersonType.F ? '1988-03-14' : '2012-08-20',
      Email: email,
      MobilePhonePrefix: '11',
      MobilePhoneNumber: '987654321',
      PersonType: personType,
      Name: name,
      PartnerId: partner.id,
      RegisterUrl: host,
      ChannelId: WEB_CHANNEL_ID,
      KnowledgeId: knowledge?.Value,
    },
  });
  const code = await emailedCode(request, origin, email, SIGN_UP_CODE_SUBJECT, before);
  const { AccessToken } = await callApi<{ AccessToken: string }>(request, origin, 'POST', '/api/customer/autenticate-continue-register', {
    body: { Document: document, Token: code, PartnerId: partner.id },
  });
  return { cpf: document, email, name, clientId: clientOf(AccessToken), partnerId: partner.id, token: AccessToken };
}
