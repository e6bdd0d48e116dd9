import type { ClientDocument, RequestedDocuments, UploadedDocument } from '../../domain/api/documents.ts';
import { RequestFailure } from '../../domain/index.ts';
import { type ActorAnswers, recordingActors } from '../recording-actors.fixtures.ts';
import type { MissingDocumentsActors } from './missing-documents.actors.ts';

// Test data shared by the missing-documents tests and the model-based suite (not part of the public surface).

/** A link code as the operator's email carries it (≥ 128 bits, base64url). */
export const AUTH_CODE = 'q3Vd1nWc8Kx0ZrT5yH2mLp';

/** The day the tests run "on", and the validity date the uploads carry. */
export const TODAY = '2025-06-15';
export const VALIDITY_DATE = '15/06/2025';

const doc = (ReceiptTypeId: number, DocumentBaseDescription: string): ClientDocument => ({
  ReceiptTypeId,
  CpfCnpj: '52998224725',
  ReceiptId: null,
  RequiredDocument: true,
  DocumentBaseDescription,
  ValidityDate: null,
  SentAt: null,
  FileName: null,
  Size: null,
});

/** Two documents still to send (spec §9 codes 10 and 11). */
export const REQUIRED_DOCUMENTS: ClientDocument[] = [doc(10, 'Cópia do documento de identidade'), doc(11, 'Comprovante de residência')];

/** One document still to send. */
export const ONE_DOCUMENT: ClientDocument[] = [REQUIRED_DOCUMENTS[0]];

/** The brokerage's message with its request. */
export const STAFF_MESSAGE = 'Precisamos da cópia do documento de identidade e de um comprovante de residência recente.';

/** The answer of the requested-documents call: the message and the documents. */
export const requested = (documents: ClientDocument[], message = STAFF_MESSAGE): RequestedDocuments => ({
  Message: message,
  Documents: documents,
});

/** A PDF as the file input gives it. */
export const PDF = new File(['%PDF-1.7\n'], 'identidade.pdf', { type: 'application/pdf' });

/** The session tokens of the flow. */
export const UPLOAD_TOKEN = 'upload-token-1';
export const DOCUMENTS_TOKEN = 'documents-session-token';

const uploaded = (input: MissingDocumentsActors['uploadRequestedDocument']['input']): UploadedDocument => ({
  ReceiptId: 900 + input.document.ReceiptTypeId,
  ReceiptTypeId: input.document.ReceiptTypeId,
  CpfCnpj: input.document.CpfCnpj,
  ContentType: 'application/pdf',
  Size: input.file.size,
  ValidityDate: '2025-06-15',
  SentAt: '2025-06-15T12:00:00Z',
});

/** Failures of the flow's calls (spec §8). */
export const DOCUMENT_FAILURES = {
  notFound: new RequestFailure(404, 'Link de envio de documentos não encontrado. Confira o endereço recebido por e-mail.'),
  gone: new RequestFailure(410, 'Token Inválido'),
  linkGone: new RequestFailure(410, 'Este link de envio de documentos expirou. Peça um novo link à corretora.'),
  unauthorized: new RequestFailure(401, 'Sessão expirada. Entre novamente.'),
  tooLarge: new RequestFailure(413, 'Arquivo maior que o permitido'),
  server: new RequestFailure(500, 'Erro ao processar sua requisição. Tente novamente em alguns minutos'),
  network: new TypeError('Failed to fetch'),
} as const;

/** Fake actors recording their inputs; by default everything succeeds with two documents to send. */
export function documentActors(answers: ActorAnswers<MissingDocumentsActors> = {}) {
  return recordingActors<MissingDocumentsActors>(
    {
      resolveDocumentCode: () => ({ ClientId: 501 }),
      fetchUploadToken: () => ({ Token: UPLOAD_TOKEN, ExpiresInSeconds: 300 }),
      authenticateUpload: () => ({ AccessToken: DOCUMENTS_TOKEN }),
      listRequestedDocuments: () => requested(REQUIRED_DOCUMENTS),
      uploadRequestedDocument: uploaded,
      setRegisterStatus: (input) => ({ ClientId: input.body.ClientId, StatusId: input.body.StatusId }),
    },
    answers,
  );
}
