/**
 * The section mix of `npm run bench:api` (ADR 086): five reads and three writes per cycle, each call built for
 * one customer. Shared by the load run (autocannon) and the round-trip count, so both measure the same calls.
 */

/** A signed-up customer of the benchmark: its client id and access token. */
export type MixCustomer = { id: number; token: string };

/** One call of the mix: what autocannon sends (the body already JSON). */
export type MixCall = { method: 'GET' | 'POST' | 'PUT' | 'PATCH'; path: string; body?: string };

const issuer = (c: MixCustomer) => ({ Name: 'Ana Emissora', Cpf: '52998224725', Email: 'ana@example.com', ClientId: c.id });
const account = (c: MixCustomer) => ({
  BankCode: '341',
  Agency: '4321',
  AccountNumber: '98765',
  AccountDigit: '0',
  AccountType: 1,
  IsMain: true,
  ClientId: c.id,
});
const flags = {
  AuthorizesOrdersByProcurator: false,
  AuthorizesOrdersByAdministrator: false,
  QualifiedInvestor: false,
  ProfessionalInvestor: false,
};

/** The calls of one cycle of the mix, in order. */
export const MIX_CALLS: readonly ((c: MixCustomer) => MixCall)[] = [
  (c) => ({ method: 'GET', path: `/api/address/${c.id}` }),
  (c) => ({ method: 'PATCH', path: '/api/bank', body: JSON.stringify({ ClientId: c.id, BankAccounts: [account(c)] }) }),
  (c) => ({ method: 'GET', path: `/api/bank/${c.id}` }),
  (c) => ({ method: 'POST', path: '/api/client/declaration-data', body: JSON.stringify({ ...flags, ClientId: c.id }) }),
  (c) => ({ method: 'GET', path: `/api/client/declaration-data/${c.id}` }),
  (c) => ({ method: 'PATCH', path: '/api/order-issuer', body: JSON.stringify({ ClientId: c.id, Issuers: [issuer(c)] }) }),
  (c) => ({ method: 'GET', path: `/api/order-issuer/${c.id}` }),
  () => ({ method: 'GET', path: '/api/natural-person/personal-data' }),
];

/** The headers of a mix call for `customer`. */
export const mixHeaders = (customer: MixCustomer): Record<string, string> => ({
  'Content-Type': 'application/json',
  Authorization: `Bearer ${customer.token}`,
});
