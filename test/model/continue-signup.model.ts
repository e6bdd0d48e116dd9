import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { PersonType } from '../../domain/index.ts';
import { CODE_SENT, CONTINUE_FAILURES, continueResult } from '../../machines/continue-signup/continue-signup.fixtures.ts';
import { type ContinueSignupContext, type ContinueSignupEvent, continueSignupMachine } from '../../machines/continue-signup/index.ts';
import { PARTNER, tokenFor, VALID_CNPJ, VALID_CPF } from '../../machines/onboarding/onboarding.fixtures.ts';
import { ALPHANUMERIC_CNPJ, documentKind } from './lib/documents.ts';
import { labelled } from './lib/events.ts';
import type { MachineModel } from './lib/model.types.ts';

const event = (label: string, e: ContinueSignupEvent) => labelled(label, e);

// A valid document of each person type, an empty one, one of the wrong length and one with wrong check digits;
// a well-formed code and a malformed one. The cool-down's delay is offered by the suite itself.
const EVENTS: readonly EventObject[] = [
  event('CPF', { type: 'document.submit', personType: 'F', document: VALID_CPF }),
  event('CNPJ', { type: 'document.submit', personType: 'J', document: VALID_CNPJ }),
  event('alphanumeric CNPJ', { type: 'document.submit', personType: 'J', document: ALPHANUMERIC_CNPJ }),
  event('empty CPF', { type: 'document.submit', personType: 'F', document: '' }),
  event('short CNPJ', { type: 'document.submit', personType: 'J', document: '11222333' }),
  event('bad CPF digits', { type: 'document.submit', personType: 'F', document: '529.982.247-24' }),
  event('code', { type: 'code.submit', code: '123456' }),
  event('malformed code', { type: 'code.submit', code: '12a' }),
  event('resend', { type: 'code.resend' }),
  event('edit document', { type: 'document.edit' }),
  event('retry progress', { type: 'progress.retry' }),
];

// The kind of a typed document (never the document itself): each kind's paths are listed on their own (issue 20).
const documentKindOf = (snapshot: AnyMachineSnapshot) => {
  const { document, documentError } = snapshot.context as ContinueSignupContext;
  return documentError !== null || document === '' ? 'none' : documentKind(document);
};

const personTypeOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as ContinueSignupContext).personType;

// Where the code says the sign-up stands (spec §4), for a CPF and a CNPJ alike: a session of the document's person
// type to continue or send documents, none for the other outcomes; and a session the flow must refuse.
const ofPersonType = (personType: PersonType) => (snapshot: AnyMachineSnapshot) => personTypeOf(snapshot) === personType;
const ANSWERS = [
  ...(['F', 'J'] as const).flatMap((personType) => [
    { label: `continue ${personType}`, output: continueResult('continue', tokenFor(personType)), when: ofPersonType(personType) },
    {
      label: `waiting documents ${personType}`,
      output: continueResult('waitingDocuments', tokenFor(personType)),
      when: ofPersonType(personType),
    },
  ]),
  { label: 'analyzing', output: continueResult('analyzing') },
  { label: 'rejected', output: continueResult('rejected') },
  { label: 'completed', output: continueResult('completed') },
  { label: 'other partner', output: continueResult('otherPartner') },
  { label: 'unreadable token', output: continueResult('continue', 'not-a-token') },
];

/** The continue-sign-up flow as the model-based suite explores it. */
export const continueSignupModel: MachineModel = {
  name: 'continue-signup',
  machine: continueSignupMachine,
  input: { partnerId: PARTNER.id, personType: null, document: null },
  // No guard reads the context: the vertex is the state, whether a session was opened, the document's person type
  // and its kind (so every outcome is reached with a CPF, a CNPJ and an alphanumeric CNPJ).
  relevant: (snapshot: AnyMachineSnapshot) => ({
    session: (snapshot.context as ContinueSignupContext).accessToken !== null,
    personType: personTypeOf(snapshot),
    document: documentKindOf(snapshot),
  }),
  events: () => EVENTS,
  actors: {
    requestContinueCode: {
      done: [{ label: 'sent', output: CODE_SENT }],
      error: [{ label: '429', error: CONTINUE_FAILURES.tooMany }],
    },
    authenticateContinue: {
      done: ANSWERS,
      error: [
        { label: 'wrong code', error: CONTINUE_FAILURES.wrongCode },
        { label: 'document taken', error: CONTINUE_FAILURES.documentTaken },
      ],
    },
    loadProgress: {
      done: [{ label: 'step 3', output: 3 }],
      error: [
        { label: '401', error: CONTINUE_FAILURES.unauthorized },
        { label: '500', error: CONTINUE_FAILURES.server },
      ],
    },
  },
};
