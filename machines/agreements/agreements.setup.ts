import { assertEvent, assign, sendTo, setup } from 'xstate';
import type { AgreementFile, ClientAgreement } from '../../domain/api/agreements.ts';
import type { DeclarationData } from '../../domain/api/declaration-data.ts';
import { ElectronicCheckMessages, type ElectronicCheckStatus } from '../../domain/api/electronic-check.ts';
import { PasswordMessages } from '../../domain/api/password.ts';
import { Agreement } from '../../domain/index.ts';
import { failureFieldErrors, failureMessage, hasStatus, isUnauthorizedFailure, notifySessionExpired } from '../shared/index.ts';
import { agreementsActors } from './agreements.actors.ts';
import {
  AgreementsMessages,
  canSign,
  newSignatureErrors,
  nextSingle,
  pendingBatch,
  pendingTypes,
  requiredTypes,
  signingErrors,
} from './agreements.rules.ts';
import type { AgreementsContext, AgreementsEvent, AgreementsInput, SignatureErrors } from './agreements.types.ts';

// The signature's field messages of a refused call (create: ElectronicCheck; authenticate: Signature).
function signatureErrorsOf(error: unknown): SignatureErrors {
  const wire = failureFieldErrors(error);
  const message = wire.ElectronicCheck ?? wire.Signature ?? wire.EletronicCheck;
  return message ? { signature: message } : {};
}

const union = (a: readonly number[], b: readonly number[]) => [...new Set([...a, ...b])].sort((x, y) => x - y);

/** The agreements machine's types, actors, guards and actions, shared by the files that build its states. */
export const agreementsSetup = setup({
  types: {
    context: {} as AgreementsContext,
    events: {} as AgreementsEvent,
    input: {} as AgreementsInput,
    meta: {} as { view?: string; path?: string },
  },
  actors: agreementsActors,
  guards: {
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorizedFailure(params.error),
    isLocked: (_, params: { error: unknown }) => hasStatus(params.error, 423),
    isConflict: (_, params: { error: unknown }) => hasStatus(params.error, 409),
    isSignatureLocked: ({ context }) => context.signatureStatus?.IsLocked === true,
    hasResetPassword: ({ event }) => event.type === 'signature.reset' && event.password !== '',
    hasSignature: ({ context }) => context.signatureStatus?.HasEletronicCheck === true,
    isNewSignatureValid: ({ event }) =>
      event.type === 'signature.create' && Object.keys(newSignatureErrors(event.signature, event.confirmation)).length === 0,
    isPendingType: ({ context, event }) => event.type === 'agreement.accept' && pendingTypes(context).includes(event.agreementType),
    hasFile: ({ context, event }) =>
      (event.type === 'agreement.open' || event.type === 'agreement.preview') &&
      context.files.some((file) => file.Type === event.agreementType),
    canSign: ({ context, event }) =>
      event.type === 'agreements.sign' && canSign(context) && Object.keys(signingErrors(context.userId, event.signature)).length === 0,
    hasPendingSingle: ({ context }) => nextSingle(context) !== undefined,
    hasPendingBatch: ({ context }) => pendingBatch(context).length > 0,
    allSigned: ({ context }) => pendingTypes(context).length === 0,
    hasGeneralContract: (_, params: { agreements: ClientAgreement[] }) =>
      params.agreements.some((agreement) => agreement.AgreementType === Agreement.GENERAL_CONTRACT_TYPE),
  },
  actions: {
    assignSignatureStatus: assign((_, params: { status: ElectronicCheckStatus }) => ({ signatureStatus: params.status })),
    assignDeclaration: assign((_, params: { declaration: DeclarationData }) => ({ declaration: params.declaration })),
    assignSigned: assign(({ context }, params: { agreements: ClientAgreement[] }) => ({
      signed: union(
        context.signed,
        params.agreements.map((agreement) => agreement.AgreementType),
      ),
    })),
    assignFiles: assign((_, params: { files: AgreementFile[] }) => ({ files: params.files, error: null })),
    checkPassword: sendTo('password', { type: 'password.check' }),
    rejectNewSignature: assign(({ event }) => {
      assertEvent(event, 'signature.create');
      return { errors: newSignatureErrors(event.signature, event.confirmation), error: null };
    }),
    acceptNewSignature: assign(({ event }) => {
      assertEvent(event, 'signature.create');
      return { signature: event.signature, errors: {}, error: null };
    }),
    // Another tab or device created one meanwhile: the customer signs with that one.
    assumeSignature: assign({ signatureStatus: { HasEletronicCheck: true, IsLocked: false }, signature: '', error: null }),
    assignLocked: assign({
      signatureStatus: { HasEletronicCheck: true, IsLocked: true },
      signature: '',
      error: ElectronicCheckMessages.locked,
    }),
    setAccepted: assign(({ context, event }) => {
      assertEvent(event, 'agreement.accept');
      const others = context.accepted.filter((type) => type !== event.agreementType);
      return { accepted: event.accepted ? union(others, [event.agreementType]) : others };
    }),
    openReader: assign(({ event }) => {
      assertEvent(event, ['agreement.open', 'agreement.preview']);
      return { reading: event.agreementType, pdf: null };
    }),
    assignPdf: assign((_, params: { pdf: Blob }) => ({ pdf: params.pdf })),
    // A PDF's failure belongs to the reader or preview it was shown in: closing it clears the message.
    closeReader: assign({ reading: null, pdf: null, error: null }),
    acceptSignature: assign(({ event }) => {
      assertEvent(event, 'agreements.sign');
      return { signature: event.signature, errors: {}, error: null };
    }),
    rejectSignature: assign(({ context, event }) => {
      assertEvent(event, 'agreements.sign');
      const errors = signingErrors(context.userId, event.signature);
      return { errors, error: Object.keys(errors).length === 0 && !canSign(context) ? AgreementsMessages.acceptAll : null };
    }),
    markSigned: assign(({ context }, params: { types: number[] }) => ({ signed: union(context.signed, params.types) })),
    forgetSignature: assign({ signature: '' }),
    unmarkGeneralContract: assign(({ context }) => ({ signed: context.signed.filter((type) => type !== Agreement.GENERAL_CONTRACT_TYPE) })),
    assignError: assign((_, params: { message: string }) => ({ error: params.message })),
    assignFailure: assign((_, params: { error: unknown }) => ({
      signature: '',
      error: failureMessage(params.error),
      errors: signatureErrorsOf(params.error),
    })),
    clearError: assign({ error: null, errors: {} }),
    requireResetPassword: assign({ errors: { password: PasswordMessages.required } }),
    notifySessionExpired,
  },
});

/** The initial context from the input. */
export const initialAgreementsContext = ({ input }: { input: AgreementsInput }): AgreementsContext => ({
  clientId: input.clientId,
  userId: input.userId,
  partnerId: input.partnerId,
  signatureStatus: null,
  declaration: null,
  signed: [],
  files: [],
  accepted: [],
  reading: null,
  pdf: null,
  signature: '',
  errors: {},
  error: null,
});

/** The types whose files the terms step loads: every required one. */
export const typesToLoad = (context: AgreementsContext): number[] => requiredTypes(context.declaration);
