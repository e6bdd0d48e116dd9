export type { DocumentsActors } from './documents.actors.ts';
export { FileMessages, fileError } from './documents.items.ts';
export { documentsMachine } from './documents.machine.ts';
export { type DocumentsSnapshot, selectDocuments } from './documents.selectors.ts';
export * from './documents.types.ts';
