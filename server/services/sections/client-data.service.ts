import type { SaveClientBody } from '../../../domain/api/client.ts';
import type { ComplementaryData, ComplementaryDataBody } from '../../../domain/api/complementary-data.ts';
import type { DeclarationData, DeclarationDataBody } from '../../../domain/api/declaration-data.ts';
import type { ClientSummary } from '../../../domain/client.ts';
import type { PersonType } from '../../../domain/constants.ts';
import { declarationIssues } from '../../../domain/investor-declarations.ts';
import { trimDocumentFields } from '../../../domain/read-side.ts';
import type { Database } from '../../db/database.ts';
import { complementaryData, declarations, patrimonies } from '../../db/schema/index.ts';
import type { ChangeContext } from '../../lib/audit/change-context.ts';
import { codeSentOrThrow } from '../../lib/auth/codes-http.ts';
import type { LockedClient } from '../../lib/clients/client-lock.ts';
import { type ClientRef, sectionAuditEntry } from '../../lib/clients/client-scope.ts';
import { lastStatement } from '../../lib/clients/pipelined-transaction.ts';
import { fieldErrors } from '../../lib/http/api-error.ts';
import { upsertByClient, upsertByClientBeside } from '../../lib/sections/references.ts';
import type { AuthDeps } from '../account/account.service.ts';
import { requestEmailChange } from '../account/email-change.service.ts';
import { getClientSummary, type PatchResult, updateBasicData } from './basic-data.service.ts';

/** Outcome of PUT /api/client: the client, and the new address waiting for its code when another Email came. */
export type SaveClientResult =
  | { status: 'saved'; client: ClientSummary; pendingEmail?: string }
  | Exclude<PatchResult, { status: 'updated' }>;

/**
 * Saves the editable basic data of the locked client (save customer, step 1) with the sign-up rules, and answers the
 * client. Another Email is not written: it starts an email change, a code to that address (ADR 222), as PATCH
 * /api/client/basic-data does.
 */
export async function saveClient(
  deps: AuthDeps,
  db: Database,
  client: LockedClient,
  body: SaveClientBody,
  ctx: ChangeContext,
): Promise<SaveClientResult> {
  const { Id: _id, Email, ...patch } = body;
  const scope = { clientId: client.id, partnerId: client.partnerId };
  const result = await updateBasicData(db, scope, patch, ctx);
  if (result.status !== 'updated') return result;
  const change = await requestEmailChange({ ...deps, db }, client, Email, ctx);
  if (change.status !== 'unchanged') codeSentOrThrow(change);
  const summary = await getClientSummary(db, scope);
  if (!summary) return { status: 'notFound' };
  return change.status === 'unchanged'
    ? { status: 'saved', client: summary }
    : { status: 'saved', client: summary, pendingEmail: Email.toLowerCase() };
}

/** The client's declarations as stored in `row`; every flag false before the first POST (no row). */
export function toDeclaration(row: typeof declarations.$inferSelect | undefined, clientId: number): DeclarationData {
  return {
    AuthorizesOrdersByProcurator: row?.authorizesOrdersByProcurator ?? false,
    AuthorizesOrdersByAdministrator: row?.authorizesOrdersByAdministrator ?? false,
    QualifiedInvestor: row?.qualifiedInvestor ?? false,
    ProfessionalInvestor: row?.professionalInvestor ?? false,
    ClientId: clientId,
  };
}

/**
 * Field errors of investor declarations the stored patrimony does not support (Res. CVM 30), in the voice of
 * `personType`, or undefined. None before any patrimony: an individual declares on the step before its financial
 * data, whose save checks the pair.
 */
export function declarationErrors(
  body: DeclarationDataBody,
  patrimony: typeof patrimonies.$inferSelect | null,
  personType: PersonType,
): Record<string, string[]> | undefined {
  const issues = declarationIssues(body, patrimony?.financialInvestments, personType);
  return issues.length > 0 ? Object.fromEntries(issues.map((issue) => [issue.declaration, [issue.message]])) : undefined;
}

/**
 * Stores the client's declarations (replacing any) and audits it, in one statement (ADR 155) that also reads the
 * patrimony they must agree with: 400 with the field errors of declarationErrors when it does not support them, which
 * rolls back the change's transaction (withLockedClient: the lock came first, so a patrimony saved meanwhile is seen).
 */
export async function saveDeclaration(
  db: Database,
  client: ClientRef,
  body: DeclarationDataBody,
  ctx: ChangeContext,
): Promise<DeclarationData> {
  const values = {
    authorizesOrdersByProcurator: body.AuthorizesOrdersByProcurator,
    authorizesOrdersByAdministrator: body.AuthorizesOrdersByAdministrator,
    qualifiedInvestor: body.QualifiedInvestor,
    professionalInvestor: body.ProfessionalInvestor,
    updatedAt: ctx.now,
  };
  const audit = sectionAuditEntry(ctx, client.id, 'declaration-data.save', Object.keys(body));
  const { stored, beside: patrimony } = await upsertByClientBeside(db, declarations, client.id, values, audit, patrimonies);
  const errors = declarationErrors(body, patrimony, client.personType);
  if (errors) throw fieldErrors(errors);
  return toDeclaration(stored, client.id);
}

/** The client's complementary data as stored in `row`, documents trimmed (spec §3); nulls and false flags before the first POST. */
export function toComplementary(row: typeof complementaryData.$inferSelect | undefined, clientId: number): ComplementaryData {
  return trimDocumentFields({
    DocumentIssuerName: row?.documentIssuerName ?? null,
    DocumentNumber: row?.documentNumber ?? null,
    PoliticallyExposedPerson: row?.politicallyExposedPerson ?? false,
    UsPerson: row?.usPerson ?? false,
    ForeignTaxResidence: row?.foreignTaxResidence ?? false,
    ClientId: clientId,
  });
}

/** Stores the client's complementary data (replacing any) and audits it, in one statement; answers it as stored. */
export async function saveComplementary(
  db: Database,
  clientId: number,
  body: ComplementaryDataBody,
  ctx: ChangeContext,
): Promise<ComplementaryData> {
  const values = {
    documentIssuerName: body.DocumentIssuerName,
    documentNumber: body.DocumentNumber,
    politicallyExposedPerson: body.PoliticallyExposedPerson,
    usPerson: body.UsPerson,
    foreignTaxResidence: body.ForeignTaxResidence,
    updatedAt: ctx.now,
  };
  const audit = sectionAuditEntry(ctx, clientId, 'complementary-data.save', Object.keys(body));
  return toComplementary(await lastStatement(db, () => upsertByClient(db, complementaryData, clientId, values, audit)), clientId);
}
