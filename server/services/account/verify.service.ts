import { and, desc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { PersonType } from '../../../domain/constants.ts';
import { documentError, normalizeDocument } from '../../../domain/document.ts';
import { Messages } from '../../../domain/messages.ts';
import type { VerifyResponse } from '../../../domain/registration.ts';
import type { Database } from '../../db/database.ts';
import { clients, partners } from '../../db/schema/index.ts';
import { IdParam } from '../../lib/http/validate.ts';

/** The spec's message for a document sent in a path (stripped, spec §5): its length says CPF or CNPJ. */
export function documentParamError(document: string): string | undefined {
  const personType = normalizeDocument(document).length <= 11 ? PersonType.F : PersonType.J;
  if (!/^[0-9A-Za-z]+$/.test(document)) return personType === PersonType.F ? Messages.cpfInvalid : Messages.cnpjInvalid;
  return documentError(document, personType);
}

/** Path parameters of the verify call. */
export const VerifyParams = v.object({
  document: v.pipe(
    v.string(),
    v.check(
      (document) => documentParamError(document) === undefined,
      (issue) => documentParamError(String(issue.input)) ?? Messages.invalidField,
    ),
    v.toUpperCase(),
  ),
  partnerId: IdParam,
});

/**
 * Where a document stands (spec §4): whether it signed up under any partner, its status, whether that is the
 * asking partner and, when it is another one, that partner's registration URL. Undefined when the asking
 * partner does not exist.
 */
export async function verifyRegistration(db: Database, document: string, partnerId: number): Promise<VerifyResponse | undefined> {
  const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
  if (!partner) return undefined;
  const [found] = await db
    .select({ partnerId: clients.partnerId, status: clients.statusRegistration, url: partners.registrationUrl })
    .from(clients)
    .innerJoin(partners, eq(partners.id, clients.partnerId))
    .where(eq(clients.cpfCnpj, document))
    // The asking partner's own record wins; among others, the latest sign-up.
    .orderBy(desc(sql`${clients.partnerId} = ${partnerId}`), desc(clients.createdAt))
    .limit(1);
  if (!found) return { Exists: false, StatusRegistration: null, IsCurrentPartner: false, PartnerRegistrationUrl: null };
  const isCurrent = found.partnerId === partnerId;
  return {
    Exists: true,
    StatusRegistration: found.status,
    IsCurrentPartner: isCurrent,
    PartnerRegistrationUrl: isCurrent ? null : found.url,
  };
}

/** The document of the token's client (read with the token's partner too), if it still exists. */
export async function clientDocument(db: Database, scope: { clientId: number; partnerId: number }): Promise<string | undefined> {
  const [row] = await db
    .select({ document: clients.cpfCnpj })
    .from(clients)
    .where(and(eq(clients.id, scope.clientId), eq(clients.partnerId, scope.partnerId)));
  return row?.document;
}
