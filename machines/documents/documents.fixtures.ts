import { type ClientDocument, MAX_UPLOAD_BYTES } from '../../domain/api/documents.ts';
import type { ReceiptType } from '../../domain/api/lookups.ts';
import { RequestFailure } from '../../domain/index.ts';
import { type ActorAnswers, recordingActors } from '../recording-actors.fixtures.ts';
import type { DocumentsActors } from './documents.actors.ts';
import type { DocumentsInput } from './documents.types.ts';

// Test data shared by the documents tests and the model-based suite (not part of the public surface).

/** The client's CPF, and a procurator's. */
export const CPF = '52998224725';
export const PROCURATOR_CPF = '11144477735';

/** A PF customer on 15 June 2025. */
export const INPUT: DocumentsInput = { clientId: 501, personType: 'F', today: '2025-06-15' };

/** The PF document types (spec §9 codes). */
export const RECEIPT_TYPES: ReceiptType[] = [
  { Id: 10, Description: 'Documento de identificação com foto (RG ou CNH)', PersonType: 'F' },
  { Id: 11, Description: 'Comprovante de residência', PersonType: 'F' },
  { Id: 17, Description: 'Procuração', PersonType: 'F' },
  { Id: 20, Description: 'Documento de identidade do procurador ou administrador', PersonType: 'F' },
];

const doc = (ReceiptTypeId: number, RequiredDocument: boolean, ReceiptId: number | null, CpfCnpj = CPF): ClientDocument => ({
  ReceiptTypeId,
  CpfCnpj,
  ReceiptId,
  RequiredDocument,
  DocumentBaseDescription: RECEIPT_TYPES.find((type) => type.Id === ReceiptTypeId)!.Description,
  ValidityDate: ReceiptId === null ? null : '2025-06-10',
  SentAt: ReceiptId === null ? null : '2025-06-10T10:00:00.000Z',
  FileName: ReceiptId === null ? null : 'conta-de-luz.pdf',
  Size: ReceiptId === null ? null : 123_456,
});

/** The client's list: the ID copy to send, the proof of residence already sent, the procuration optional. */
export const CLIENT_DOCUMENTS: ClientDocument[] = [doc(10, true, null), doc(11, true, 900), doc(17, false, null)];

/** The required documents not sent yet: the ID copy. */
export const REQUIRED: ClientDocument[] = [CLIENT_DOCUMENTS[0]];

/** The slot keys of the fixtures. */
export const KEYS = { id: `10:${CPF}`, residence: `11:${CPF}`, procuration: `17:${CPF}`, procuratorId: `20:${PROCURATOR_CPF}` } as const;

/** A required document only the required list names (the procurator's identity). */
export const PROCURATOR_ID = doc(20, true, null, PROCURATOR_CPF);

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

/** Files as the file input gives them. */
export const FILES = {
  pdf: file('rg.pdf', 'application/pdf', 2048),
  png: file('comprovante.PNG', '', 4096),
  big: file('scan.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1),
  exe: file('documento.exe', 'application/x-msdownload', 1024),
  empty: file('vazio.jpg', 'image/jpeg', 0),
} as const;

/** Failures of the documents calls (spec §8). */
export const DOCUMENT_FAILURES = {
  unauthorized: new RequestFailure(401, 'Sessão expirada. Entre novamente.'),
  wrongType: new RequestFailure(415, 'Envie um arquivo PDF, JPG ou PNG cujo conteúdo corresponda ao tipo informado'),
  server: new RequestFailure(500, 'Erro ao processar sua requisição. Tente novamente em alguns minutos'),
  network: new TypeError('Failed to fetch'),
} as const;

/** Fake actors recording their inputs; by default the fixtures' lists, every photo fine, every upload stored and the section completed. */
export function documentsActors(answers: ActorAnswers<DocumentsActors> = {}) {
  return recordingActors<DocumentsActors>(
    {
      loadReceiptTypes: () => RECEIPT_TYPES,
      loadClientDocuments: () => CLIENT_DOCUMENTS,
      loadRequiredDocuments: () => REQUIRED,
      checkPhoto: () => ({ issue: null }),
      uploadDocument: (input) => ({
        ReceiptId: 901,
        ReceiptTypeId: Number(input.fields.receipt_type),
        CpfCnpj: input.fields.receipt_document,
        ContentType: 'application/pdf',
        Size: input.file.size,
        ValidityDate: '2025-06-15',
        SentAt: '2025-06-15T12:00:00.000Z',
      }),
      removeDocument: () => undefined,
      completeSection: (body) => ({ ...body, CompletedAt: '2025-06-15T12:00:00.000Z' }),
    },
    answers,
  );
}
