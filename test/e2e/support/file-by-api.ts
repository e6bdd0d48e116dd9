import { decodeAccessToken } from '../../../domain/auth.ts';
import { completeFile, fileBodies } from '../../../server/test-support/complete-file.ts';
import type { TestApp } from '../../../server/test-support/test-app.ts';
import type { ApiCustomer } from './customer-api.ts';

let calls = 0;
// Each call from an address of its own, as customer-api.ts does (the server under test trusts X-Forwarded-For).
const nextAddress = () => `203.0.${Math.floor(++calls / 250) % 250}.${(calls % 250) + 1}`;

/**
 * The server under test at `origin` in the shape the server's file helpers call (`call`, `app.request`), through
 * real HTTP: the same bodies the server's own suites send, so the e2e drives a file as the wizard would.
 */
export function remoteApp(origin: string): TestApp {
  const send = (path: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    headers.set('X-Platform', '10');
    headers.set('X-Forwarded-For', nextAddress());
    return fetch(new URL(path, origin), { ...init, headers });
  };
  const call = (method: string, path: string, options: { json?: unknown; token?: string } = {}) => {
    const headers: Record<string, string> = {};
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.json !== undefined) headers['Content-Type'] = 'application/json';
    const body = options.json === undefined ? undefined : JSON.stringify(options.json);
    return send(path, { method, headers, body });
  };
  return { call, app: { request: send } } as unknown as TestApp;
}

/** A customer signed up by the API as the server's file helpers name them. */
export function ownerOf(customer: ApiCustomer) {
  const claims = decodeAccessToken(customer.token);
  if (!claims) throw new Error('the sign-up answered an unreadable token');
  return {
    id: customer.clientId,
    userId: claims.UserId,
    partnerId: claims.PartnerId,
    personType: claims.PersonType,
    cpfCnpj: customer.cpf,
    token: customer.token,
  };
}

/**
 * Fills every section of the customer's file through the server's API and finalizes it: the file is then "em
 * análise" (2). `pep` declares the customer a politically exposed person (four eyes on approval).
 */
export async function driveToAnalysis(origin: string, customer: ApiCustomer, { pep = false } = {}): Promise<void> {
  const t = remoteApp(origin);
  const who = ownerOf(customer);
  await completeFile(t, who);
  const ok = async (method: string, path: string, json: unknown) => {
    const response = await t.call(method, path, { token: who.token, json });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  };
  if (pep) await ok('POST', '/api/client/complementary-data', { ...fileBodies.complementaryData(who), PoliticallyExposedPerson: true });
  await ok('PATCH', '/api/client/finalize', { Id: who.id });
}
