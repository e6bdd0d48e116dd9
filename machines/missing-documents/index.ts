export { MISSING_DOCUMENTS_PATHS, missingDocumentsMachine, validityDateOf } from './missing-documents.machine.ts';
export { type MissingDocumentsSnapshot, selectMissingDocumentsView } from './missing-documents.selectors.ts';
export * from './missing-documents.types.ts';
