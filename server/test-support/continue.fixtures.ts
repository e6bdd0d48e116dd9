import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { clients } from '../db/schema/index.ts';
import { type Customer, signUpCustomer } from './auth.ts';
import { randomCnpj } from './documents.ts';
import type { TestApp } from './test-app.ts';

// Test support of the continue sign-up's API tests (not part of any public surface).

/** Signs up a PJ (CNPJ) client, of the own partner unless `overrides` say otherwise. */
export function signUpCompany(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Customer> {
  const company = { CpfCnpj: randomCnpj(), PersonType: 'J', Name: 'Padaria Central Ltda', BirthDate: '2015-03-02' };
  return signUpCustomer(t, { ...company, ...overrides });
}

/** The sign-up fields that put a client under the second brand (Bravo Capital) with its own lists. */
export const underBravo = (t: TestApp) => ({
  PartnerId: t.partners.bravo,
  RegisterUrl: 'parceiro.localhost:3000',
  KnowledgeId: 501,
  AdvisorId: undefined,
  OfficeId: undefined,
});

/** Signs up a PF client of the second brand only. */
export function signUpElsewhere(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Customer> {
  return signUpCustomer(t, { ...underBravo(t), ...overrides });
}

/** Sets a client's registration status as the brokerage does (the operator CLI's `status:set`). */
export async function setStatus(t: TestApp, clientId: number, status: number): Promise<void> {
  await t.database.db.update(clients).set({ statusRegistration: status }).where(eq(clients.id, clientId));
}

const STATEMENTS = new Set<PropertyKey>(['select', 'insert', 'update', 'delete', 'execute']);

/** The database, noting in `seen` the kind of every statement built on it, inside transactions too. */
export function countingDb(db: Database, seen: string[]): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property === 'transaction')
        return (run: (tx: Database) => Promise<unknown>, ...rest: unknown[]) =>
          value.call(target, (tx: Database) => run(countingDb(tx, seen)), ...rest);
      if (STATEMENTS.has(property))
        return (...args: unknown[]) => {
          seen.push(String(property));
          return value.apply(target, args);
        };
      return value;
    },
  });
}
