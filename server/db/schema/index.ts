export * from './auth.ts';
export * from './clients.ts';
export * from './documents.ts';
export * from './infra.ts';
export * from './lookups.ts';
export * from './partners.ts';
export * from './section-lists.ts';
export * from './sections.ts';
