import { and, eq } from 'drizzle-orm';
import type { Address, AddressCreateBody, AddressUpdateBody } from '../../../domain/api/address.ts';
import { FieldMessages } from '../../../domain/api/field-messages.ts';
import { isCepInState } from '../../../domain/cep.ts';
import type { Database } from '../../db/database.ts';
import { addresses } from '../../db/schema/index.ts';
import { auditedChange } from '../../lib/audit/audit.ts';
import type { ChangeContext } from '../../lib/audit/change-context.ts';
import { sectionAuditEntry } from '../../lib/clients/client-scope.ts';
import { referenceErrors } from '../../lib/sections/references.ts';
import { cityInState, isListed, lookups } from '../lookups/lookups.ts';

type Row = typeof addresses.$inferSelect;

/** Outcome of storing an address. */
export type AddressResult =
  | { status: 'saved'; address: Address }
  | { status: 'invalid'; errors: Record<string, string[]> }
  | { status: 'exists' }
  | { status: 'notFound' };

/** The wire address of a stored row. */
export const toAddress = (row: Row): Address => ({
  AddressId: row.id,
  PostalCode: row.postalCode,
  Street: row.street,
  Number: row.number,
  Complement: row.complement,
  Neighborhood: row.neighborhood,
  CityId: row.cityId,
  StateId: row.stateId,
  CountryId: row.countryId,
  ClientId: row.clientId,
});

const columns = (body: AddressCreateBody | AddressUpdateBody, now: Date) => ({
  postalCode: body.PostalCode,
  street: body.Street,
  number: body.Number,
  complement: body.Complement,
  neighborhood: body.Neighborhood,
  cityId: body.CityId,
  stateId: body.StateId,
  countryId: body.CountryId,
  updatedAt: now,
});

function placeErrors(body: AddressCreateBody | AddressUpdateBody) {
  return referenceErrors([
    ['StateId', isListed(lookups().states, body.StateId), FieldMessages.stateInvalid],
    ['CityId', lookups().stateOfCity.has(body.CityId), FieldMessages.cityInvalid],
    ['CityId', cityInState(body.CityId, body.StateId), FieldMessages.cityNotInState],
    // The public CEP ranges of the state (domain/cep.ts), the same check the browser makes.
    ['PostalCode', isCepInState(body.PostalCode, body.StateId), FieldMessages.postalCodeNotInState],
  ]);
}

/** Stores the client's first address (POST): `exists` when it already has one (it must PUT with its AddressId). */
export async function createAddress(db: Database, clientId: number, body: AddressCreateBody, ctx: ChangeContext): Promise<AddressResult> {
  const errors = placeErrors(body);
  if (errors) return { status: 'invalid', errors };
  // The address and its audit event in one statement (ADR 155); one address per client: the unique client_id
  // turns a second first POST into no row (no error, which would abort the caller's transaction).
  const insert = db
    .insert(addresses)
    .values({ ...columns(body, ctx.now), clientId })
    .onConflictDoNothing({ target: addresses.clientId })
    .returning();
  const audit = sectionAuditEntry(ctx, clientId, 'address.create', Object.keys(body));
  const [row] = await auditedChange<typeof addresses.$inferSelect>(db, audit, { table: addresses }, insert);
  return row ? { status: 'saved', address: toAddress(row) } : { status: 'exists' };
}

/** Changes the client's address named by AddressId (PUT): `notFound` unless that address is the client's. */
export async function updateAddress(db: Database, clientId: number, body: AddressUpdateBody, ctx: ChangeContext): Promise<AddressResult> {
  const errors = placeErrors(body);
  if (errors) return { status: 'invalid', errors };
  // The change and, only when the address was the client's, its audit event: one statement (ADR 155).
  const ofClient = and(eq(addresses.id, body.AddressId), eq(addresses.clientId, clientId));
  const update = db.update(addresses).set(columns(body, ctx.now)).where(ofClient).returning();
  const audit = sectionAuditEntry(ctx, clientId, 'address.update', Object.keys(body));
  const [row] = await auditedChange<typeof addresses.$inferSelect>(db, audit, { table: addresses, where: ofClient }, update);
  return row ? { status: 'saved', address: toAddress(row) } : { status: 'notFound' };
}
