import { and, desc, eq, sql } from 'drizzle-orm';
import type { AccessClaims } from '../../../domain/auth.ts';
import type { PersonType } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import type { Database } from '../../db/database.ts';
import { clients, partners, users } from '../../db/schema/index.ts';
import { ApiError, fieldErrors } from '../../lib/http/api-error.ts';
import type { AppDeps } from '../../lib/http/context.ts';
import { documentParamError } from './verify.service.ts';

/** A client's account as the auth calls see it: ids for the token, status, and whom to email. */
export type Account = {
  clientId: number;
  userId: number;
  partnerId: number;
  personType: PersonType;
  status: number;
  name: string;
  email: string;
};

/** What the auth services depend on. */
export type AuthDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'kdf'>;

const accountColumns = {
  clientId: clients.id,
  userId: users.id,
  partnerId: clients.partnerId,
  personType: clients.personType,
  status: clients.statusRegistration,
  name: clients.name,
  email: clients.email,
};

/** The account of a document under a partner, if it signed up there. */
export async function findAccountByDocument(db: Database, partnerId: number, document: string): Promise<Account | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(clients)
    .innerJoin(users, eq(users.clientId, clients.id))
    .where(and(eq(clients.partnerId, partnerId), eq(clients.cpfCnpj, document)));
  return row && { ...row, personType: row.personType as PersonType };
}

/**
 * The account a continue-sign-up code goes to: the document's under the partner asked, else its latest sign-up
 * under another partner (whose answer after the code is to go there). One query either way, found or not.
 */
export async function findContinueAccount(db: Database, partnerId: number, document: string): Promise<Account | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(clients)
    .innerJoin(users, eq(users.clientId, clients.id))
    .where(eq(clients.cpfCnpj, document))
    .orderBy(desc(sql`${clients.partnerId} = ${partnerId}`), desc(clients.createdAt))
    .limit(1);
  return row && { ...row, personType: row.personType as PersonType };
}

/** The account of a client id. */
export async function findAccount(db: Database, clientId: number): Promise<Account | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(clients)
    .innerJoin(users, eq(users.clientId, clients.id))
    .where(eq(clients.id, clientId));
  return row && { ...row, personType: row.personType as PersonType };
}

/** The AccessToken claims (without scope and expiry) of an account. */
export function accountClaims(account: Account): Omit<AccessClaims, 'scope' | 'exp'> {
  return { ClientId: account.clientId, UserId: account.userId, PartnerId: account.partnerId, PersonType: account.personType };
}

/** The document of a body, stripped and uppercased; 400 on `field` with the spec's CPF/CNPJ message when invalid. */
export function requireDocument(field: string, value: string): string {
  const error = documentParamError(value);
  if (error) throw fieldErrors({ [field]: [error] });
  return value.toUpperCase();
}

/** 404 unless the partner exists (a code row must name a real partner). */
export async function requirePartner(db: Database, partnerId: number): Promise<void> {
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
  if (!row) throw new ApiError(404, Messages.partnerNotFound);
}
