export type { AgreementsActors } from './agreements.actors.ts';
export { agreementsMachine } from './agreements.machine.ts';
export { PDF_READER } from './agreements.reader.ts';
export { AgreementsMessages, requiredTypes } from './agreements.rules.ts';
export { type AgreementsSnapshot, selectAgreements, selectPasswordActor } from './agreements.selectors.ts';
export * from './agreements.types.ts';
