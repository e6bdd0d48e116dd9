import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  AGREEMENT_FAILURES,
  DECLARATIONS,
  fileOf,
  INPUT,
  OBVIOUS_SIGNATURE,
  PDF,
  SHORT_SIGNATURE,
  SIGNATURE,
  STATUS,
  signedOf,
} from '../../machines/agreements/agreements.fixtures.ts';
import { pendingTypes } from '../../machines/agreements/agreements.rules.ts';
import { type AgreementsContext, agreementsMachine } from '../../machines/agreements/index.ts';
import { labelled } from './lib/events.ts';
import type { ActorCases, MachineModel } from './lib/model.types.ts';

const TYPES = [42, 43, 1, 28, 57];
const ACCEPT = new Map(
  TYPES.map((agreementType) => [
    agreementType,
    labelled(`accept ${agreementType}`, { type: 'agreement.accept', agreementType, accepted: true }),
  ]),
);
const UNACCEPT = new Map(
  TYPES.map((agreementType) => [
    agreementType,
    labelled(`unaccept ${agreementType}`, { type: 'agreement.accept', agreementType, accepted: false }),
  ]),
);

// Acceptances happen in the list's order (the next pending one is accepted, the last accepted one withdrawn): the
// guards only ask whether a type is pending and whether all pending ones are accepted, so other orders add nothing.
function acceptances(context: AgreementsContext): EventObject[] {
  const next = pendingTypes(context).find((type) => !context.accepted.includes(type));
  const last = context.accepted.at(-1);
  return [...(next === undefined ? [] : [ACCEPT.get(next)!]), ...(last === undefined ? [] : [UNACCEPT.get(last)!])];
}

// A retail or qualified customer (types 42, 1, 28, 57): the professional term follows the same rules as 42.
const EVENTS: readonly EventObject[] = [
  labelled('create signature', { type: 'signature.create', signature: SIGNATURE, confirmation: SIGNATURE }),
  labelled('create obvious', { type: 'signature.create', signature: OBVIOUS_SIGNATURE, confirmation: OBVIOUS_SIGNATURE }),
  labelled('forgot signature', { type: 'signature.forgot' }),
  labelled('reset signature', { type: 'signature.reset', password: 'Senha-da-conta-1' }),
  labelled('reset without password', { type: 'signature.reset', password: '' }),
  labelled('open 1', { type: 'agreement.open', agreementType: 1 }),
  labelled('close reader', { type: 'reader.close' }),
  labelled('preview 1', { type: 'agreement.preview', agreementType: 1 }),
  labelled('close preview', { type: 'preview.close' }),
  labelled('retry reader', { type: 'reader.retry' }),
  labelled('sign', { type: 'agreements.sign', signature: SIGNATURE }),
  labelled('sign short', { type: 'agreements.sign', signature: SHORT_SIGNATURE }),
  labelled('continue', { type: 'agreements.continue' }),
  labelled('retry', { type: 'agreements.retry' }),
  labelled('session expired', { type: 'session.expired' }),
];

// A call answers, or fails with a 401 (the parent is told), a 500, and any status of its own.
const call = (output: unknown, ...errors: [string, unknown][]): ActorCases => ({
  done: [{ label: 'ok', output }],
  error: [
    { label: '401', error: AGREEMENT_FAILURES.unauthorized },
    { label: '500', error: AGREEMENT_FAILURES.server },
    ...errors.map(([label, error]) => ({ label, error })),
  ],
});
const FAILED = call(null).error;

/** The terms and electronic-signature flow as the model-based suite explores it. */
export const agreementsModel: MachineModel = {
  name: 'agreements',
  machine: agreementsMachine,
  input: INPUT,
  // What the guards read: the signature's status, which terms apply, what is signed and accepted.
  relevant: (snapshot: AnyMachineSnapshot) => {
    const { signatureStatus, declaration, signed, accepted } = snapshot.context as AgreementsContext;
    return { signatureStatus, qualified: declaration?.QualifiedInvestor ?? null, signed, accepted };
  },
  events: (snapshot: AnyMachineSnapshot) => [...EVENTS, ...acceptances(snapshot.context as AgreementsContext)],
  actors: {
    verifySignature: {
      done: [
        { label: 'none', output: STATUS.none },
        { label: 'set', output: STATUS.set },
        { label: 'locked', output: STATUS.locked },
      ],
      error: FAILED,
    },
    loadDeclaration: {
      done: [
        { label: 'retail', output: DECLARATIONS.retail },
        { label: 'qualified', output: DECLARATIONS.qualified },
      ],
      error: FAILED,
    },
    loadSignedAgreements: {
      // Nothing signed yet; "all signed" is reached by signing (a failed confirmation returns to the review).
      done: [{ label: 'none', output: [] }],
      error: FAILED,
    },
    password: {
      done: [{ label: 'exists', output: { outcome: 'exists' } }],
      error: [{ label: 'crash', error: new Error('password flow failed') }],
    },
    createSignature: call(STATUS.set, ['409', AGREEMENT_FAILURES.exists], ['400', AGREEMENT_FAILURES.obvious]),
    resetSignature: call(STATUS.none),
    authenticateSignature: call({ Valid: true }, ['400', AGREEMENT_FAILURES.wrong], ['423', AGREEMENT_FAILURES.locked]),
    loadAgreementFiles: call([42, 43, 1, 28, 57].map(fileOf)),
    fetchAgreementPdf: call(PDF),
    signAgreement: call(signedOf(42), ['423', AGREEMENT_FAILURES.locked]),
    signAgreementsBatch: call([1, 28, 57].map(signedOf), ['423', AGREEMENT_FAILURES.locked]),
    loadGeneralContract: {
      done: [
        { label: 'on record', output: [signedOf(1)] },
        { label: 'missing', output: [] },
      ],
      error: FAILED,
    },
    completeSection: call({ ClientId: INPUT.clientId, SectionId: 5, CompletedAt: '' }),
  },
};
