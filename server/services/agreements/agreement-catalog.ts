import { createHash } from 'node:crypto';
import { type PersonType, PROVIDER } from '../../../domain/constants.ts';
import { renderTextPdf } from '../../lib/documents/pdf.ts';
import type { AgreementText } from './texts/agreement-text.ts';
import { PROFESSIONAL_INVESTOR_PJ_2026_1, QUALIFIED_INVESTOR_PJ_2026_1 } from './texts/company-investor.text.ts';
import { GENERAL_CONTRACT_2025_1 } from './texts/general-contract.text.ts';
import { OPERATING_RULES_2025_1 } from './texts/operating-rules.text.ts';
import { PROFESSIONAL_INVESTOR_2025_1 } from './texts/professional-investor.text.ts';
import { QUALIFIED_INVESTOR_2025_1 } from './texts/qualified-investor.text.ts';
import { RISK_DISCLOSURE_2025_1 } from './texts/risk-disclosure.text.ts';

/** An agreement version rendered to PDF: its text, exact bytes and their SHA-256 (hex). */
export type RenderedAgreement = { text: AgreementText; bytes: Uint8Array; sha256: string };

/**
 * Every published version, oldest first per type; the last of a type offered to a person type is the one its
 * customers sign. A version for both published after a person type's own replaces that one too.
 */
const TEXTS: AgreementText[] = [
  GENERAL_CONTRACT_2025_1,
  OPERATING_RULES_2025_1,
  RISK_DISCLOSURE_2025_1,
  QUALIFIED_INVESTOR_2025_1,
  PROFESSIONAL_INVESTOR_2025_1,
  QUALIFIED_INVESTOR_PJ_2026_1,
  PROFESSIONAL_INVESTOR_PJ_2026_1,
];

/** The file types with an agreement: 42 and 43 (investor declarations) and the batch types 1, 28, 57. */
export const AGREEMENT_FILE_TYPES = [...new Set(TEXTS.map((text) => text.fileType))];

/** The version a customer of `personType` signs now of a file type, or undefined for a type we do not have. */
export function currentAgreementText(fileType: number, personType: PersonType): AgreementText | undefined {
  return TEXTS.filter((text) => text.fileType === fileType && (text.personType ?? personType) === personType).at(-1);
}

/** A published version of a file type, whoever it is offered to (a signature's record names it), or undefined. */
export function agreementTextVersion(fileType: number, version: string): AgreementText | undefined {
  return TEXTS.find((text) => text.fileType === fileType && text.version === version);
}

/** API path the PDF of a version is served from (spec §7: "an agreement PDF is fetched from a supplied path"). */
export function agreementPath(text: AgreementText): string {
  return `/api/file/type/${text.fileType}/version/${encodeURIComponent(text.version)}`;
}

// Texts are constants and rendering is deterministic, so every process caches the same bytes.
const rendered = new Map<AgreementText, Promise<RenderedAgreement>>();

/** The PDF of an agreement version (rendered once per process). */
export function renderAgreement(text: AgreementText): Promise<RenderedAgreement> {
  let pending = rendered.get(text);
  if (!pending) {
    pending = renderTextPdf({ ...text, issuer: PROVIDER.name }).then((bytes) => ({
      text,
      bytes,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    }));
    rendered.set(text, pending);
  }
  return pending;
}
