export * from './clients.ts';
export * from './infra.ts';
export * from './lookups.ts';
export * from './partners.ts';
