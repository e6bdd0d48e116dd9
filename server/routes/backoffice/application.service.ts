import { desc, eq } from 'drizzle-orm';
import type { ApplicationAgreement, ApplicationDetail, ApplicationDocument } from '../../../domain/api/backoffice.ts';
import type { Question } from '../../../domain/api/profile.ts';
import { combinePhone } from '../../../domain/phone.ts';
import type { Database } from '../../db/database.ts';
import { clientDocuments, clients, users } from '../../db/schema/index.ts';
import { type StaffPrincipal, seesPartner } from '../../lib/auth/staff-token.ts';
import { type ClientRef, clientColumns, clientOf } from '../../lib/clients/client-scope.ts';
import { notFound } from '../../lib/http/api-error.ts';
import { agreementTextVersion } from '../../services/agreements/agreement-catalog.ts';
import { listSignatures } from '../../services/agreements/client-agreement.service.ts';
import { receiptTypesOf } from '../../services/documents/document.service.ts';
import { getSuitabilityForm } from '../../services/sections/profile.service.ts';
import { listDocumentConflicts } from '../../services/sign-up/document-conflict.service.ts';
import { clientTimeline } from './application-audit.ts';
import { declarationsOf, readSections } from './application-sections.ts';
import { lookupNamesOf, storedNamesOf } from './lookup-names.ts';
import { queueItemOf } from './queue.service.ts';

/** The client `clientId` when the staff member sees its partner; 404 otherwise, the same as for an unknown id. */
export async function visibleClient(db: Database, staff: StaffPrincipal, clientId: number): Promise<ClientRef> {
  const [row] = await db.select(clientColumns).from(clients).where(eq(clients.id, clientId));
  if (!row || !seesPartner(staff, row.partnerId)) throw notFound();
  return clientOf(row);
}

/** Every upload of the client, newest first (a newer upload of a slot supersedes an older one; both stay listed). */
async function listUploads(db: Database, client: ClientRef): Promise<ApplicationDocument[]> {
  const rows = await db
    .select()
    .from(clientDocuments)
    .where(eq(clientDocuments.clientId, client.id))
    .orderBy(desc(clientDocuments.sentAt), desc(clientDocuments.id));
  const typeName = new Map(receiptTypesOf(client.personType).map((type) => [type.Id, type.Description]));
  return rows.map((row) => ({
    DocumentId: row.id,
    DocumentTypeId: row.receiptTypeId,
    TypeName: typeName.get(row.receiptTypeId) ?? '',
    FileName: row.fileName,
    ContentType: row.contentType,
    Size: row.size,
    UploadedAt: row.sentAt.toISOString(),
  }));
}

/** The client's signatures with their evidence: the agreement's name, version, SHA-256, time, IP and user agent. */
async function listAgreements(db: Database, clientId: number): Promise<ApplicationAgreement[]> {
  return (await listSignatures(db, clientId)).map((row) => ({
    AgreementId: row.agreementId,
    Name: agreementTextVersion(row.agreementType, row.version)?.title ?? `Termo ${row.agreementId}`,
    Version: row.version,
    Sha256: row.sha256,
    SignedAt: row.signedAt.toISOString(),
    Ip: row.ip,
    UserAgent: row.userAgent,
  }));
}

/** Each answered question (nested ones too) with the text of the alternatives chosen. */
function answered(questions: readonly Question[]): { Question: string; Answer: string }[] {
  return questions.flatMap((question) => {
    const chosen = question.Alternatives.filter((alternative) => question.Answers.includes(alternative.Id));
    const own = chosen.length > 0 ? [{ Question: question.Description, Answer: chosen.map((a) => a.Description).join('; ') }] : [];
    return [...own, ...answered(question.Questions)];
  });
}

/** The suitability answers of the current questionnaire and the profile they scored, or null before any answer. */
async function readSuitability(db: Database, clientId: number): Promise<ApplicationDetail['Suitability']> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.clientId, clientId));
  const form = await getSuitabilityForm(db, clientId, user?.id ?? 0);
  return form.Profile ? { Answers: answered(form.Questions), Profile: form.Profile.Profile } : null;
}

/** The application as submitted: summary, contact, sections, documents, requestable types, suitability, agreements, declarations, audit. */
export async function applicationDetail(db: Database, client: ClientRef, now: Date): Promise<ApplicationDetail> {
  const [summary, sections, documents, suitability, agreements, audit, conflicts] = await Promise.all([
    queueItemOf(db, client.id, now),
    readSections(db, client),
    listUploads(db, client),
    readSuitability(db, client.id),
    listAgreements(db, client.id),
    clientTimeline(db, client.id),
    listDocumentConflicts(db, client.id),
  ]);
  if (!summary) throw notFound();
  const basic = sections.BasicData as {
    Email: string;
    MobilePhonePrefix: string;
    MobilePhoneNumber: string;
    KnowledgeId?: number;
    AdvisorId?: number | null;
  } | null;
  const stored = await storedNamesOf(db, basic);
  return {
    Summary: summary,
    Email: basic?.Email ?? '',
    Phone: basic ? combinePhone(basic.MobilePhonePrefix, basic.MobilePhoneNumber) : '',
    Sections: sections,
    LookupNames: { ...lookupNamesOf(sections), ...stored },
    Documents: documents,
    DocumentTypes: receiptTypesOf(client.personType).map((type) => ({ Id: type.Id, Name: type.Description })),
    Suitability: suitability,
    Agreements: agreements,
    Declarations: declarationsOf(sections),
    Audit: audit,
    Conflicts: conflicts,
  };
}
