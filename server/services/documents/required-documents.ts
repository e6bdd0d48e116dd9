import type { ReceiptType } from '../../../domain/api/lookups.ts';
import { DocumentType, PersonType } from '../../../domain/constants.ts';

/** One document a client may or must send: its type, whose document it is, whether it is required. */
export type DocumentSlot = { ReceiptTypeId: number; CpfCnpj: string; RequiredDocument: boolean; DocumentBaseDescription: string };

/** What decides a client's documents: person type, declarations and the people listed in its sections. */
export type DocumentFacts = {
  personType: PersonType;
  /** The client's own CPF/CNPJ. */
  cpfCnpj: string;
  /** Receipt types of the person type (GET /api/common/receipt/{personType}). */
  receiptTypes: readonly ReceiptType[];
  authorizesOrdersByProcurator: boolean;
  authorizesOrdersByAdministrator: boolean;
  procurators: readonly string[];
  administrators: readonly string[];
  assetManagers: readonly string[];
  /** Types the brokerage asked for (a documents request): offered even where they would not apply. */
  requested?: readonly number[];
};

/** Types an individual sends only when a declaration or a section calls for them (then required): not offered otherwise. */
const PF_ONLY_WHEN_REQUIRED: readonly number[] = [
  DocumentType.PROCURATION,
  DocumentType.IDENTITY,
  ...DocumentType.PORTFOLIO_MANAGER_CONTRACT,
];

/** Company documents required of a PJ besides the spec's codes: the consolidated articles (ADR 081). */
const PJ_ARTICLES = 30;

/** The per-person identity documents: one per listed person, or one on the client's own document while none is listed. */
const perPerson = (people: readonly string[], own: string) => (people.length > 0 ? people : [own]);

/**
 * The documents a client must send (spec §9, ADR 081): ID copy (10) and proof of residence (11) always; for a
 * PJ also 28, 29 and its articles (30) — 28/29 are never required of a PF; when orders are authorised by
 * procurator or administrator, the procuration (17) and an identity document (20) of each of them; with asset
 * managers, the management contract (21) and each manager's identity and CVM act (26, 27) where the person
 * type has those types. Every other receipt type of the person type is offered as optional, except, to an individual,
 * the procurator's and asset manager's ones that nothing calls for (issue 34, ADR 230). Required first.
 */
export function documentSlots(facts: DocumentFacts): DocumentSlot[] {
  const required = new Map<number, string[]>();
  const add = (type: number, owners: readonly string[]) => required.set(type, [...new Set([...(required.get(type) ?? []), ...owners])]);
  add(DocumentType.ID_COPY, [facts.cpfCnpj]);
  add(DocumentType.PROOF_OF_RESIDENCE, [facts.cpfCnpj]);
  if (facts.personType === PersonType.J) for (const type of [...DocumentType.NOT_REQUIRED_FOR_PF, PJ_ARTICLES]) add(type, [facts.cpfCnpj]);
  if (facts.authorizesOrdersByProcurator || facts.authorizesOrdersByAdministrator) {
    add(DocumentType.PROCURATION, [facts.cpfCnpj]);
    const people = [
      ...(facts.authorizesOrdersByProcurator ? perPerson(facts.procurators, facts.cpfCnpj) : []),
      ...(facts.authorizesOrdersByAdministrator ? perPerson(facts.administrators, facts.cpfCnpj) : []),
    ];
    add(DocumentType.IDENTITY, people);
  }
  if (facts.assetManagers.length > 0) {
    const [contract, ...perManager] = DocumentType.PORTFOLIO_MANAGER_CONTRACT;
    add(contract, [facts.cpfCnpj]);
    for (const type of perManager) add(type, facts.assetManagers);
  }

  const slots: DocumentSlot[] = [];
  for (const type of facts.receiptTypes) {
    const owners = required.get(type.Id);
    const base = { ReceiptTypeId: type.Id, DocumentBaseDescription: type.Description };
    if (owners) for (const CpfCnpj of owners) slots.push({ ...base, CpfCnpj, RequiredDocument: true });
    else if (facts.personType === PersonType.J || !PF_ONLY_WHEN_REQUIRED.includes(type.Id) || facts.requested?.includes(type.Id))
      slots.push({ ...base, CpfCnpj: facts.cpfCnpj, RequiredDocument: false });
  }
  return sortSlots(slots);
}

/** Required first (spec §9), then by type and document. */
export function sortSlots<T extends Pick<DocumentSlot, 'ReceiptTypeId' | 'CpfCnpj' | 'RequiredDocument'>>(slots: T[]): T[] {
  return slots.sort(
    (a, b) =>
      Number(b.RequiredDocument) - Number(a.RequiredDocument) || a.ReceiptTypeId - b.ReceiptTypeId || a.CpfCnpj.localeCompare(b.CpfCnpj),
  );
}
