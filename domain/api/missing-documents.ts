import * as v from 'valibot';
import { Messages } from '../messages.ts';
import { requiredText, text } from './fields.ts';

/** pt-BR messages of the missing-documents access calls (spec §8 gives 'Token Inválido' for a 410). */
export const MissingDocumentsMessages = {
  linkNotFound: 'Link de envio de documentos não encontrado. Confira o endereço recebido por e-mail.',
  // Spec §8: a used, replaced or expired link is 'Token Inválido', like a spent upload token.
  linkExpired: Messages.uploadTokenGone,
  codeRequired: 'Informe o código do link recebido por e-mail',
  tokenGone: Messages.uploadTokenGone,
  // The back office's documents request asks for it (DecisionMessages takes it from here: the customer's code never
  // imports the back office's).
  requestMessageRequired: 'Escreva a mensagem para o cliente',
} as const;

/**
 * The code of a `/documentos-pendentes/:authCode` link: base64url, at least 128 bits (ADR 045). Malformed
 * codes fail this schema; the server answers them like unknown codes.
 */
export const DocumentAccessCode = v.pipe(
  text(MissingDocumentsMessages.codeRequired),
  v.nonEmpty(MissingDocumentsMessages.codeRequired),
  v.regex(/^[A-Za-z0-9_-]{22,128}$/, MissingDocumentsMessages.linkNotFound),
);

/** Answer of GET /api/client/code/document/{code} (public): the client the link is for. */
export const ClientIdByCode = v.object({ ClientId: v.number() });
export type ClientIdByCode = v.InferOutput<typeof ClientIdByCode>;

/**
 * Query of GET /api/customer/get-token-upload-documents/{clientId} (public): the link's code proves the caller
 * holds the emailed link (ADR 045). 410 'Token Inválido' when the link expired or was used.
 */
export const UploadTokenQuery = v.strictObject({ code: DocumentAccessCode }, Messages.unknownField);
export type UploadTokenQuery = v.InferOutput<typeof UploadTokenQuery>;

/** Answer of GET /api/customer/get-token-upload-documents/{clientId}: a short-lived, single-use upload token. */
export const UploadToken = v.object({ Token: v.string(), ExpiresInSeconds: v.number() });
export type UploadToken = v.InferOutput<typeof UploadToken>;

/** Body of POST /api/customer/auth-upload (public). Answer: `AccessTokenResponse` with scope `documents`; 410 when spent. */
export const AuthUploadBody = v.strictObject(
  {
    Token: v.pipe(
      text(MissingDocumentsMessages.tokenGone),
      v.nonEmpty(MissingDocumentsMessages.tokenGone),
      v.maxLength(128, MissingDocumentsMessages.tokenGone),
    ),
  },
  Messages.unknownField,
);
export type AuthUploadBody = v.InferOutput<typeof AuthUploadBody>;

/** Longest message the brokerage may send with a documents request (it shows on the customer's page). */
export const DOCUMENT_REQUEST_MESSAGE_MAX = 500;

/** The brokerage's message with a documents request: trimmed, 1–500 characters, no control characters. */
export const DocumentRequestMessage = requiredText(DOCUMENT_REQUEST_MESSAGE_MAX, MissingDocumentsMessages.requestMessageRequired);
