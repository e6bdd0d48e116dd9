import * as v from 'valibot';
import { PersonType, RegistrationStatus } from '../constants.ts';
import { DecisionReasonCount } from './reason-codes.ts';
import { SearchTerm } from './search.ts';
import { SectionId } from './section-id.ts';

/**
 * The back office's read side (issue 19): the queue of applications, one application as submitted, and the funnel.
 * Every route is under /api/backoffice and takes a staff token (scope `staff`); partner staff see their partner's
 * applications only (another partner's id answers 404), provider staff every partner's.
 */

/** The page sizes of the queue a caller may ask for; the first is the default. */
export const QUEUE_PAGE_SIZES = ['25', '50', '100'] as const;
/** Rows a queue page holds by default. */
export const QUEUE_PAGE_SIZE = 25;

/** Columns the queue sorts by. */
export const QUEUE_SORTS = ['statusChangedAt', 'createdAt', 'name'] as const;

/** pt-BR names of the sections (the queue's current step), as the wizard names its steps. */
export const SECTION_LABELS: Record<SectionId, string> = {
  [SectionId.ADDRESS]: 'Endereço',
  [SectionId.DOCUMENTS_PF]: 'Identificação',
  [SectionId.PERSONAL_DATA]: 'Dados Pessoais',
  [SectionId.COMPANY_DATA]: 'Dados da Empresa',
  [SectionId.DOCUMENTS_PJ]: 'Envio de Documentos',
  [SectionId.FINANCIAL_DATA]: 'Dados Financeiros',
  [SectionId.SUITABILITY]: 'Perfil de Investidor',
  [SectionId.TERMS]: 'Termos',
};

/** pt-BR messages of the queue's query. */
export const QueueMessages = {
  stepInvalid: 'Etapa inválida',
  pageSizeInvalid: `Itens por página: ${QUEUE_PAGE_SIZES.join(', ').replace(/, (?=[^,]*$)/, ' ou ')}`,
  mineInvalid: 'Filtro "Meus cadastros" inválido',
  datesReversed: 'A data final é anterior à inicial',
} as const;

const statuses = Object.values(RegistrationStatus).map(String) as [string, ...string[]];
// A calendar day that exists, YYYY-MM-DD (isoDate alone lets 2030-02-30 through). Judged from the digits, never by
// formatting a parsed date: '-1' or '1' parse as years and formatting them threw (a 500, issue 33).
const isRealDay = (day: string) => {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!parts) return false;
  const [year, month, date] = parts.slice(1).map(Number);
  const utc = new Date(Date.UTC(year, month - 1, date));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
};
const isoDay = v.pipe(v.string(), v.check(isRealDay, 'Data inválida'));
const positiveIntString = v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'Número inválido'), v.transform(Number));

/**
 * Query of GET /api/backoffice/applications and of its CSV export (the same filters, as the URL of the page carries
 * them): status, person type, partner, current step (section id), created between two days (inclusive, America/
 * Sao_Paulo), a search (name or whole document), PEP, awaiting a second approval, at least N days in the current status,
 * the files the reader holds (`mine`, ADR 234's claims); sort and order; page (1-based) and page size (25, 50 or 100).
 */
export const QueueQuery = v.strictObject({
  status: v.optional(v.picklist(statuses, 'Status inválido')),
  personType: v.optional(v.picklist([PersonType.F, PersonType.J], 'Tipo de pessoa inválido')),
  partner: v.optional(positiveIntString),
  step: v.optional(
    v.pipe(
      positiveIntString,
      v.check((id) => id in SECTION_LABELS, QueueMessages.stepInvalid),
    ),
  ),
  from: v.optional(isoDay),
  to: v.optional(isoDay),
  /** A whole CPF/CNPJ (exact match) or part of a name (domain/api/search.ts). */
  search: v.optional(SearchTerm),
  pep: v.optional(v.picklist(['true', 'false'], 'Filtro PEP inválido')),
  /** Files "em análise" whose first approval waits for a second approver (four eyes), or those without one. */
  awaitingSecondApproval: v.optional(v.picklist(['true', 'false'], 'Filtro de 2ª aprovação inválido')),
  minDaysInStatus: v.optional(positiveIntString),
  /** Only the files the signed-in staff member holds (a live claim). */
  mine: v.optional(v.picklist(['true'], QueueMessages.mineInvalid)),
  sort: v.optional(v.picklist(QUEUE_SORTS, 'Ordenação inválida')),
  order: v.optional(v.picklist(['asc', 'desc'], 'Ordem inválida')),
  page: v.optional(positiveIntString),
  pageSize: v.optional(v.pipe(v.picklist(QUEUE_PAGE_SIZES, QueueMessages.pageSizeInvalid), v.transform(Number))),
});
export type QueueQuery = v.InferOutput<typeof QueueQuery>;

/** One application in the queue. `CurrentStep` is the first incomplete section's id (null when none is). */
export const QueueItem = v.object({
  ClientId: v.number(),
  Name: v.string(),
  Document: v.string(),
  PersonType: v.string(),
  PartnerId: v.number(),
  PartnerName: v.string(),
  StatusRegistration: v.number(),
  CurrentStep: v.nullable(v.number()),
  Pep: v.boolean(),
  /** "Em análise" with a first approval that waits for a second approver (four eyes). */
  AwaitingSecondApproval: v.boolean(),
  /** Sign-ups were refused because this client holds its CPF/CNPJ (ADR 223). */
  DocumentConflict: v.boolean(),
  CreatedAt: v.string(),
  StatusChangedAt: v.string(),
  DaysInStatus: v.number(),
  /** Who holds the file now (a live claim, ADR 234), or null. */
  Holder: v.nullable(v.object({ Id: v.number(), Name: v.string() })),
  /** The partner's SLA in calendar days, and whether this file em análise has been in status that long or longer. */
  SlaDays: v.number(),
  SlaOverdue: v.boolean(),
});
export type QueueItem = v.InferOutput<typeof QueueItem>;

/** A page of the queue, the total under the filters, and the count per status under the other filters. */
export const QueuePage = v.object({
  Items: v.array(QueueItem),
  Total: v.number(),
  Page: v.number(),
  PageSize: v.number(),
  CountsByStatus: v.record(v.string(), v.number()),
});
export type QueuePage = v.InferOutput<typeof QueuePage>;

/** A document of the application: shown in the page from `/api/backoffice/applications/{id}/documents/{DocumentId}`. */
export const ApplicationDocument = v.object({
  DocumentId: v.number(),
  DocumentTypeId: v.number(),
  TypeName: v.string(),
  FileName: v.string(),
  ContentType: v.string(),
  Size: v.number(),
  UploadedAt: v.string(),
});
export type ApplicationDocument = v.InferOutput<typeof ApplicationDocument>;

/** An agreement the customer signed, with its evidence. */
export const ApplicationAgreement = v.object({
  AgreementId: v.number(),
  Name: v.string(),
  Version: v.string(),
  Sha256: v.string(),
  SignedAt: v.string(),
  Ip: v.string(),
  UserAgent: v.string(),
});
export type ApplicationAgreement = v.InferOutput<typeof ApplicationAgreement>;

/** A staff member as the audit trail names them: a display name is not unique, so their email and id go with it. */
export const AuditStaff = v.object({ Id: v.number(), Name: v.string(), Email: v.string() });
export type AuditStaff = v.InferOutput<typeof AuditStaff>;

/**
 * One entry of the client's audit trail: who (the customer, a staff member by name, email and id, an operator), what,
 * when, digests. `Staff` is the staff member who acted (null for anyone else, or a member no longer on file).
 */
export const AuditEntry = v.object({
  At: v.string(),
  Actor: v.string(),
  Staff: v.nullable(AuditStaff),
  Action: v.string(),
  RequestId: v.nullable(v.string()),
  BeforeDigest: v.nullable(v.string()),
  AfterDigest: v.nullable(v.string()),
  Reason: v.nullable(v.string()),
});
export type AuditEntry = v.InferOutput<typeof AuditEntry>;

/**
 * A sign-up refused because this client holds its document (ADR 223): `code-after-holder`, its email proven after
 * this client was created (answered 409); `sign-up-after-holder`, a later sign-up typing another email (sent no code).
 */
export const DocumentConflict = v.object({
  Kind: v.picklist(['code-after-holder', 'sign-up-after-holder']),
  Name: v.string(),
  Email: v.string(),
  Attempts: v.number(),
  FirstAt: v.string(),
  LastAt: v.string(),
});
export type DocumentConflict = v.InferOutput<typeof DocumentConflict>;

/**
 * GET /api/backoffice/applications/{clientId}: the application as submitted. `Sections` holds each section's body as
 * the customer's own GET answers it, so the page shows exactly what was stored: BasicData, Address (null before
 * any), PersonalData (PF) or CompanyData (PJ), ComplementaryData, DeclarationData, Patrimony, Mtm, and the lists
 * BankAccounts, OrderIssuers, Controllers, Representatives, Administrators, Procurators, AssetManagers, each as
 * `{ ClientId, <the list's own key>: [...] }`. `Documents` lists every upload, newest first; `DocumentTypes` every
 * document type staff may request for the person type (spec §9 codes, as the customer's receipt list names them);
 * `Audit` the client's trail, newest first (at most 500 entries); `Conflicts` the sign-ups this client's document refused.
 */
export const ApplicationDetail = v.object({
  Summary: QueueItem,
  Email: v.string(),
  Phone: v.string(),
  Sections: v.record(v.string(), v.unknown()),
  /** Names of the lookup ids in Sections, by field then id ("MaritalStatusId" → "2" → "Casado(a)"). */
  LookupNames: v.record(v.string(), v.record(v.string(), v.string())),
  Documents: v.array(ApplicationDocument),
  DocumentTypes: v.array(v.object({ Id: v.number(), Name: v.string() })),
  Suitability: v.nullable(v.object({ Answers: v.array(v.object({ Question: v.string(), Answer: v.string() })), Profile: v.string() })),
  Agreements: v.array(ApplicationAgreement),
  Declarations: v.record(v.string(), v.boolean()),
  Audit: v.array(AuditEntry),
  /** Sign-ups refused because this client holds the document (ADR 223), latest first. */
  Conflicts: v.optional(v.array(DocumentConflict)),
});
export type ApplicationDetail = v.InferOutput<typeof ApplicationDetail>;

/** Query of GET /api/backoffice/funnel: partner, person type, days (inclusive). */
export const FunnelQuery = v.strictObject({
  partner: v.optional(positiveIntString),
  personType: v.optional(v.picklist([PersonType.F, PersonType.J], 'Tipo de pessoa inválido')),
  from: v.optional(isoDay),
  to: v.optional(isoDay),
});
export type FunnelQuery = v.InferOutput<typeof FunnelQuery>;

/** The funnel, one row per step (section id) in journey order: entered, completed, dropped, median time (seconds). */
export const Funnel = v.object({
  Steps: v.array(
    v.object({
      Step: v.number(),
      Name: v.string(),
      Entered: v.number(),
      Completed: v.number(),
      Dropped: v.number(),
      MedianSeconds: v.nullable(v.number()),
    }),
  ),
  /** Rejections and documents requests decided within the range, counted by reason code (ADR 241), most first. */
  Reasons: v.array(DecisionReasonCount),
});
export type Funnel = v.InferOutput<typeof Funnel>;

/** pt-BR messages of the funnel's query. */
export const FunnelMessages = {
  datesReversed: 'A data final é anterior à inicial',
} as const;
