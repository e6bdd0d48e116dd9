import type { ApplicationDetail, ApplicationDocument } from '../../domain/api/backoffice.ts';
import type { AuditAction } from '../../domain/audit-actions.ts';
import { PersonType } from '../../domain/constants.ts';

/** The staff decision a resubmission is read against: a document request, or another decision (a rejection, an approval). */
export type ChangeBaseline = { kind: 'request' | 'decision'; at: string; reason: string | null };

/** A dossier section the customer saved after the baseline, with its latest save. */
export type ChangedSection = { title: string; at: string };

/** What changed in a file since the staff's last decision or document request. */
export type Resubmission = {
  since: ChangeBaseline;
  /** When the customer sent the requested documents (the file back in analysis), if they did after the baseline. */
  returnedAt: string | null;
  /** Uploads newer than the baseline, newest first (the "Novo" documents). */
  documents: ApplicationDocument[];
  /** Sections with audit entries newer than the baseline, in the dossier's order. */
  sections: ChangedSection[];
};

// The staff's (or operator's) decisions on a file; a refused second approval decided nothing.
const DECISIONS: ReadonlySet<string> = new Set<AuditAction>([
  'decision.approve',
  'decision.approve.first',
  'decision.reject',
  'client.status.set',
]);

// The dossier's section titles, in its order; the customer's saves map to the section that shows them.
const SECTION_ORDER = [
  'Cadastro inicial',
  'Endereço',
  'Documentos',
  'Dados pessoais',
  'Dados da empresa',
  'Declarações',
  'Dados financeiros',
  'Perfil de investidor',
  'Termos assinados',
] as const;
type SectionTitle = (typeof SECTION_ORDER)[number];

const COMPANY_ACTIONS = [
  'company-data.save',
  ...['controllers', 'representative', 'administrator', 'procurator', 'asset-manager', 'order-issuer'].map((e) => `${e}.replace`),
];

const SECTION_OF: Partial<Record<string, SectionTitle>> = {
  'client.basic-data.update': 'Cadastro inicial',
  'client.email.change': 'Cadastro inicial',
  'address.create': 'Endereço',
  'address.update': 'Endereço',
  'document.upload': 'Documentos',
  'document.remove': 'Documentos',
  'personal-data.save': 'Dados pessoais',
  ...Object.fromEntries(COMPANY_ACTIONS.map((action) => [action, 'Dados da empresa'])),
  'complementary-data.save': 'Declarações',
  'declaration-data.save': 'Declarações',
  'patrimony.create': 'Dados financeiros',
  'patrimony.replace': 'Dados financeiros',
  'patrimony.update': 'Dados financeiros',
  'bank.replace': 'Dados financeiros',
  'profile.answer': 'Perfil de investidor',
  'agreement.sign': 'Termos assinados',
};

// Marking to market is asked on the identification step: personal data for a person, company data for a company.
function sectionOf(action: string, personType: string): SectionTitle | undefined {
  if (action === 'mtm.save') return personType === PersonType.J ? 'Dados da empresa' : 'Dados pessoais';
  return SECTION_OF[action];
}

const after = (at: string, since: string) => Date.parse(at) > Date.parse(since);

/**
 * What changed since the latest staff decision or document request in the file's audit trail (newest first, as the
 * detail answers it): the documents uploaded and the sections saved after it; null when staff never decided or asked.
 */
export function resubmissionOf(detail: ApplicationDetail): Resubmission | null {
  const baseline = detail.Audit.find((entry) => entry.Action === 'documents.request' || DECISIONS.has(entry.Action));
  if (!baseline) return null;
  const newer = detail.Audit.filter((entry) => after(entry.At, baseline.At));
  const latest = new Map<SectionTitle, string>();
  for (const entry of newer) {
    const title = sectionOf(entry.Action, detail.Summary.PersonType);
    if (!title) continue;
    const seen = latest.get(title);
    if (!seen || after(entry.At, seen)) latest.set(title, entry.At);
  }
  const returned = newer.find((entry) => entry.Action === 'client.status.documents-sent');
  return {
    since: { kind: baseline.Action === 'documents.request' ? 'request' : 'decision', at: baseline.At, reason: baseline.Reason },
    returnedAt: returned?.At ?? null,
    documents: detail.Documents.filter((document) => after(document.UploadedAt, baseline.At)),
    sections: SECTION_ORDER.filter((title) => latest.has(title)).map((title) => ({ title, at: latest.get(title) ?? '' })),
  };
}

/** The ids of the documents sent after the last staff decision or request (none when there was none). */
export const freshDocuments = (detail: ApplicationDetail): ReadonlySet<number> =>
  new Set(resubmissionOf(detail)?.documents.map((document) => document.DocumentId));
