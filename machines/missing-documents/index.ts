export type { MissingDocumentsActors } from './missing-documents.actors.ts';
export { validityDateOf } from './missing-documents.dates.ts';
export { MISSING_DOCUMENTS_PATHS, missingDocumentsMachine } from './missing-documents.machine.ts';
export { type MissingDocumentsSnapshot, selectMissingDocumentsView } from './missing-documents.selectors.ts';
export * from './missing-documents.types.ts';
