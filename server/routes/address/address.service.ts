import { and, eq } from 'drizzle-orm';
import type { Address, AddressCreateBody, AddressUpdateBody } from '../../../domain/api/address.ts';
import { FieldMessages } from '../../../domain/api/field-messages.ts';
import type { Database } from '../../db/database.ts';
import { addresses } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { cityInState, isListed, lookups } from '../common/lookups.ts';
import { auditSection, type ChangeContext } from '../sections/client-scope.ts';
import { referenceErrors } from '../sections/references.ts';

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
  ]);
}

/** Stores the client's first address (POST): `exists` when it already has one (it must PUT with its AddressId). */
export async function createAddress(db: Database, clientId: number, body: AddressCreateBody, ctx: ChangeContext): Promise<AddressResult> {
  const errors = placeErrors(body);
  if (errors) return { status: 'invalid', errors };
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(addresses)
        .values({ ...columns(body, ctx.now), clientId })
        .returning();
      await auditSection(tx, ctx, clientId, 'address.create', Object.keys(body));
      return created;
    });
    return { status: 'saved', address: toAddress(row) };
  } catch (error) {
    // One address per client: the unique client_id decides concurrent first POSTs.
    if (isUniqueViolation(error)) return { status: 'exists' };
    throw error;
  }
}

/** Changes the client's address named by AddressId (PUT): `notFound` unless that address is the client's. */
export async function updateAddress(db: Database, clientId: number, body: AddressUpdateBody, ctx: ChangeContext): Promise<AddressResult> {
  const errors = placeErrors(body);
  if (errors) return { status: 'invalid', errors };
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(addresses)
      .set(columns(body, ctx.now))
      .where(and(eq(addresses.id, body.AddressId), eq(addresses.clientId, clientId)))
      .returning();
    if (updated) await auditSection(tx, ctx, clientId, 'address.update', Object.keys(body));
    return updated;
  });
  return row ? { status: 'saved', address: toAddress(row) } : { status: 'notFound' };
}
