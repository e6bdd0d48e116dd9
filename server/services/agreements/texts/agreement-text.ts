import type { PersonType } from '../../../../domain/constants.ts';
import type { PdfSection } from '../../../lib/documents/pdf.ts';

/**
 * One version of an agreement's text, as we write it in pt-BR. Changing a published text means adding a new
 * version (signatures keep pointing at the version and SHA-256 they signed).
 */
export type AgreementText = {
  /** Agreement id (spec §9: 1, 28, 57, 33, 34). */
  agreementId: number;
  /** File type that serves it (42 and 43 for the investor declarations; the batch types are their own). */
  fileType: number;
  title: string;
  subtitle?: string;
  version: string;
  /** YYYY-MM-DD. */
  publishedAt: string;
  /** The only person type this version is offered to (a company declares in its own voice); absent: both. */
  personType?: PersonType;
  sections: PdfSection[];
};
