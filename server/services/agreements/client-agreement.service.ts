import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ClientAgreement } from '../../../domain/api/agreements.ts';
import { ElectronicCheckMessages } from '../../../domain/api/electronic-check.ts';
import { Agreement, type PersonType } from '../../../domain/constants.ts';
import type { Database } from '../../db/database.ts';
import { clientAgreements, declarations } from '../../db/schema/index.ts';
import { auditCte } from '../../lib/audit/audit.ts';
import type { ChangeContext } from '../../lib/audit/change-context.ts';
import type { Kdf } from '../../lib/auth/kdf.ts';
import { ApiError, fieldErrors } from '../../lib/http/api-error.ts';
import { verifySignature } from '../electronic-check/electronic-check.service.ts';
import { currentAgreementText, renderAgreement } from './agreement-catalog.ts';

/** pt-BR answers of the signing calls (the spec shows none; ours), to an individual and about a company. */
export const AgreementMessages = {
  F: {
    notQualified: 'Declare-se investidor qualificado nos dados de declaração antes de assinar este termo',
    notProfessional: 'Declare-se investidor profissional nos dados de declaração antes de assinar este termo',
  },
  J: {
    notQualified: 'Declare a empresa investidora qualificada nos dados da empresa antes de assinar este termo',
    notProfessional: 'Declare a empresa investidora profissional nos dados da empresa antes de assinar este termo',
  },
} as const satisfies Record<PersonType, Record<'notQualified' | 'notProfessional', string>>;

/** Who signs, for which client (its person type picks the texts), from where. */
export type Signer = { clientId: number; personType: PersonType; userId: number; ip: string; userAgent: string };

type Row = typeof clientAgreements.$inferSelect;
const toWire = (row: Row): ClientAgreement => ({
  AgreementId: row.agreementId,
  AgreementType: row.agreementType,
  ClientId: row.clientId,
  Version: row.version,
  Sha256: row.sha256,
  SignedAt: row.signedAt.toISOString(),
});

/** The client's signatures as stored, with their evidence (IP, user agent), oldest first; only those of `type` when given. */
export function listSignatures(db: Database, clientId: number, type?: number): Promise<Row[]> {
  return db
    .select()
    .from(clientAgreements)
    .where(and(eq(clientAgreements.clientId, clientId), type === undefined ? undefined : eq(clientAgreements.agreementType, type)))
    .orderBy(asc(clientAgreements.signedAt), asc(clientAgreements.id));
}

/** The client's signed agreements, oldest first; only those of `type` when given. */
export async function listClientAgreements(db: Database, clientId: number, type?: number): Promise<ClientAgreement[]> {
  return (await listSignatures(db, clientId, type)).map(toWire);
}

/**
 * 409 unless the declarations allow the investor terms: 42 needs the qualified (or professional, who is also
 * qualified: Res. CVM 30) declaration, 43 the professional one.
 */
export async function assertMayDeclare(
  db: Database,
  client: { id: number; personType: PersonType },
  types: readonly number[],
): Promise<void> {
  if (!types.some((type) => type === Agreement.QUALIFIED_INVESTOR_FILE_TYPE || type === Agreement.PROFESSIONAL_INVESTOR_FILE_TYPE)) return;
  const [declared] = await db.select().from(declarations).where(eq(declarations.clientId, client.id));
  const professional = declared?.professionalInvestor ?? false;
  const messages = AgreementMessages[client.personType];
  if (types.includes(Agreement.PROFESSIONAL_INVESTOR_FILE_TYPE) && !professional) throw new ApiError(409, messages.notProfessional);
  if (types.includes(Agreement.QUALIFIED_INVESTOR_FILE_TYPE) && !(declared?.qualifiedInvestor || professional)) {
    throw new ApiError(409, messages.notQualified);
  }
}

/** Checks the electronic signature (one attempt for the whole call): 400 wrong, 423 locked, 409 none created yet. */
export async function assertSignature(db: Database, kdf: Kdf, userId: number, signature: string, now: Date): Promise<void> {
  const check = await verifySignature(db, userId, signature, { kdf, now });
  if (check.status === 'valid') return;
  if (check.status === 'invalid') throw fieldErrors({ EletronicCheck: [ElectronicCheckMessages.wrong(check.attemptsLeft)] });
  if (check.status === 'locked') throw new ApiError(423, ElectronicCheckMessages.locked);
  throw new ApiError(409, ElectronicCheckMessages.notSet);
}

/**
 * Records the signature of the current version of each agreement type for the signer's person type: the SHA-256 of
 * its exact PDF bytes, version, UTC time, IP and user agent, with an audit event, in one statement. Signing a version
 * already signed keeps (and answers) the original record.
 */
export async function signAgreements(
  db: Database,
  signer: Signer,
  types: readonly number[],
  ctx: ChangeContext,
): Promise<ClientAgreement[]> {
  const rendered = await Promise.all(types.map((type) => renderAgreement(currentAgreementText(type, signer.personType)!)));
  // The audit event names what is signed (type@version), known before the insert: the inserts and the event are
  // one statement (ADR 155), and the records are read after it, so concurrent signers see each other's rows. Its
  // state is the records this call created (none before; after, the inserted ones as a list: ADR 160).
  const fields = rendered.map(({ text }) => `${text.fileType}@${text.version}`);
  const audit = auditCte(
    db,
    {
      actor: `client:${signer.clientId}`,
      action: 'agreement.sign',
      entity: 'client',
      entityId: signer.clientId,
      requestId: ctx.requestId,
      fields,
      at: ctx.now,
    },
    { state: { table: clientAgreements, list: clientAgreements.id }, after: 'inserted' },
  );
  const values = rendered.map(({ text, sha256 }) => ({
    clientId: signer.clientId,
    userId: signer.userId,
    agreementId: text.agreementId,
    agreementType: text.fileType,
    version: text.version,
    sha256,
    signedAt: ctx.now,
    ip: signer.ip,
    userAgent: signer.userAgent,
  }));
  const inserted = db.$with('inserted').as(
    db
      .insert(clientAgreements)
      .values(values)
      .onConflictDoNothing({ target: [clientAgreements.clientId, clientAgreements.agreementType, clientAgreements.version] })
      .returning(),
  );
  await db.with(inserted, audit).select({ id: inserted.id }).from(inserted);
  const rows = await db
    .select()
    .from(clientAgreements)
    .where(and(eq(clientAgreements.clientId, signer.clientId), inArray(clientAgreements.agreementType, [...types])));
  return rendered.map(({ text }) => toWire(rows.find((row) => row.agreementType === text.fileType && row.version === text.version)!));
}
