export { agreementsMachine } from './agreements.machine.ts';
export { AgreementsMessages, requiredTypes } from './agreements.rules.ts';
export { type AgreementsSnapshot, selectAgreements, selectPasswordActor } from './agreements.selectors.ts';
export { PDF_READER } from './agreements.signing.ts';
export * from './agreements.types.ts';
