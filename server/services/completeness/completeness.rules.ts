import { CompletenessMessages as M, type SectionCompleteness } from '../../../domain/api/completeness.ts';
import { SectionId } from '../../../domain/api/section-id.ts';
import { Agreement } from '../../../domain/constants.ts';
import { maskDocument } from '../../../domain/document-mask.ts';
import { declarationIssues } from '../../../domain/investor-declarations.ts';
import { JOURNEY_SECTIONS } from '../../../domain/journey.ts';
import type { ClientRef } from '../../lib/clients/client-scope.ts';
import { receiptTypesOf } from '../documents/document.service.ts';
import { documentSlots } from '../documents/required-documents.ts';
import { CURRENT_QUESTIONNAIRE_VERSION } from '../suitability/questionnaire.ts';
import type { FileFacts } from './completeness.facts.ts';

/** A rule of one section: the client and the facts of its file in, what the section lacks out (empty: complete). */
type Rule = (client: ClientRef, facts: FileFacts) => string[];

// Each rule lists the phrases of the checks that fail, in the order the step shows its fields.
const missing = (checks: [failed: boolean, message: string][]) => checks.filter(([failed]) => failed).map(([, message]) => message);

/** Declared and consistent with the stored patrimony (Res. CVM 30); the declarations' own phrase when not declared. */
function declarationsMissing(client: ClientRef, facts: FileFacts): string[] {
  if (!facts.declarations) return [M.declarations];
  return declarationIssues(facts.declarations, facts.financialInvestments, client.personType).map((issue) => issue.message);
}

const address: Rule = (_, facts) => missing([[!facts.hasAddress, M.address]]);

const personalData: Rule = (client, facts) => [
  ...missing([
    [!facts.hasPersonalData, M.personalData],
    [!facts.hasComplementaryData, M.complementaryData],
  ]),
  ...declarationsMissing(client, facts),
];

// The lists the company step asks for: representatives always, procurators and administrators when the
// declarations authorise orders by them (controllers, order issuers and asset managers are optional there).
const companyData: Rule = (client, facts) => [
  ...missing([
    [!facts.hasCompanyData, M.companyData],
    [!facts.hasComplementaryData, M.complementaryData],
  ]),
  ...declarationsMissing(client, facts),
  ...missing([
    [Boolean(facts.declarations?.AuthorizesOrdersByProcurator) && facts.procurators.length === 0, M.procurator],
    [Boolean(facts.declarations?.AuthorizesOrdersByAdministrator) && facts.administrators.length === 0, M.administrator],
    [!facts.hasRepresentative, M.representative],
  ]),
];

/** Every required document slot (the same rule as GET /api/document/client/{id}/required) with an upload. */
const documents: Rule = (client, facts) => {
  const slots = documentSlots({
    personType: client.personType,
    cpfCnpj: client.cpfCnpj,
    receiptTypes: receiptTypesOf(client.personType),
    authorizesOrdersByProcurator: facts.declarations?.AuthorizesOrdersByProcurator ?? false,
    authorizesOrdersByAdministrator: facts.declarations?.AuthorizesOrdersByAdministrator ?? false,
    procurators: facts.procurators,
    administrators: facts.administrators,
    assetManagers: facts.assetManagers,
  });
  const uploaded = new Set(facts.uploads);
  return slots
    .filter((slot) => slot.RequiredDocument && !uploaded.has(`${slot.ReceiptTypeId}:${slot.CpfCnpj}`))
    .map((slot) =>
      M.document(
        slot.CpfCnpj === client.cpfCnpj ? slot.DocumentBaseDescription : `${slot.DocumentBaseDescription} (${maskDocument(slot.CpfCnpj)})`,
      ),
    );
};

const financialData: Rule = (_, facts) =>
  missing([
    [!facts.hasBankAccount, M.bankAccount],
    [facts.financialInvestments === null, M.patrimony],
  ]);

const suitability: Rule = (_, facts) =>
  missing([
    [facts.suitabilityVersion === null, M.suitability],
    [facts.suitabilityVersion !== null && facts.suitabilityVersion !== CURRENT_QUESTIONNAIRE_VERSION, M.suitabilityOutdated],
  ]);

/** Ids of the agreements a file must have signed: the batch always, each investor declaration while it stands. */
function requiredAgreements(facts: FileFacts): number[] {
  return [
    // The batch's file types are their agreement ids (1, 28, 57).
    ...Agreement.BATCH_TYPES,
    ...(facts.declarations?.QualifiedInvestor ? [Agreement.QUALIFIED_INVESTOR_ID] : []),
    ...(facts.declarations?.ProfessionalInvestor ? [Agreement.PROFESSIONAL_INVESTOR_ID] : []),
  ];
}

const terms: Rule = (_, facts) => [
  ...missing([
    [!facts.hasPassword, M.password],
    [!facts.hasSignature, M.signature],
  ]),
  ...requiredAgreements(facts)
    .filter((id) => !facts.agreementIds.includes(id))
    .map((id) => M.agreements[id]),
];

/** The rule of each section; the order of a person type's sections is the journey's (domain/journey.ts). */
const RULES: Record<SectionId, Rule> = {
  [SectionId.ADDRESS]: address,
  [SectionId.DOCUMENTS_PF]: documents,
  [SectionId.PERSONAL_DATA]: personalData,
  [SectionId.COMPANY_DATA]: companyData,
  [SectionId.DOCUMENTS_PJ]: documents,
  [SectionId.FINANCIAL_DATA]: financialData,
  [SectionId.SUITABILITY]: suitability,
  [SectionId.TERMS]: terms,
};

/** Each section of the client's person type, in order, judged on the facts of its file. */
export function judgeSections(client: ClientRef, facts: FileFacts): SectionCompleteness[] {
  return JOURNEY_SECTIONS[client.personType].map((id) => {
    const Missing = RULES[id](client, facts);
    return { SectionId: id, Complete: Missing.length === 0, Missing };
  });
}
