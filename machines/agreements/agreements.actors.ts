import type { AgreementFile, ClientAgreement, SignAgreementBody, SignAgreementsBatchBody } from '../../domain/api/agreements.ts';
import type { Validated } from '../../domain/api/auth.ts';
import type { DeclarationData } from '../../domain/api/declaration-data.ts';
import type {
  ElectronicCheckAuthBody,
  ElectronicCheckCreateBody,
  ElectronicCheckResetBody,
  ElectronicCheckStatus,
} from '../../domain/api/electronic-check.ts';
import type { SectionBody, SectionCompletion } from '../../domain/api/section.ts';
import { passwordMachine } from '../password/index.ts';
import { call, placeholders } from '../shared/index.ts';

/** Inputs and outputs of the actors the web app provides (spec §7 "Electronic signature", "Agreements"). */
const calls = {
  /** GET /api/electronic-check/verify/{userId}. */
  verifySignature: call<{ userId: number }, ElectronicCheckStatus>(),
  /** GET /api/client/declaration-data/{clientId}: which investor terms apply. */
  loadDeclaration: call<{ clientId: number }, DeclarationData>(),
  /** GET /api/client-agreement/client/{clientId}: what the client signed already. */
  loadSignedAgreements: call<{ clientId: number }, ClientAgreement[]>(),
  /** POST /api/electronic-check/create (only if none exists). */
  createSignature: call<ElectronicCheckCreateBody, ElectronicCheckStatus>(),
  /** POST /api/electronic-check/reset. */
  resetSignature: call<ElectronicCheckResetBody, ElectronicCheckStatus>(),
  /** POST /api/electronic-check/authenticate: 400 wrong (attempts left), 423 locked. */
  authenticateSignature: call<ElectronicCheckAuthBody, Validated>(),
  /** GET /api/file/type/{type} for each type: name, version and the path of its PDF. */
  loadAgreementFiles: call<{ types: number[] }, AgreementFile[]>(),
  /** GET of an agreement file's `Path`: the PDF the reader shows. */
  fetchAgreementPdf: call<{ path: string }, Blob>(),
  /** POST /api/client-agreement/type: one investor term (42 or 43), signed singly. */
  signAgreement: call<SignAgreementBody, ClientAgreement>(),
  /** POST /api/client-agreement/type/batch: the general contract and its companions (1, 28, 57). */
  signAgreementsBatch: call<SignAgreementsBatchBody, ClientAgreement[]>(),
  /** GET /api/client-agreement/client/{clientId}/type/1: the general contract on record. */
  loadGeneralContract: call<{ clientId: number }, ClientAgreement[]>(),
  /** POST /api/section {ClientId, SectionId 5}. */
  completeSection: call<SectionBody, SectionCompletion>(),
};

/** Each call's input and output, by name: what `src/api` implements and the binding provides. */
export type AgreementsActors = typeof calls;

/** Every actor the machine invokes: its calls (placeholders until the web app or a test binds them) and the password flow. */
export const agreementsActors = {
  ...placeholders(calls),
  // Password creation "only if none exists" (spec §7) is the password flow's own: the web app provides it bound.
  password: passwordMachine,
};
