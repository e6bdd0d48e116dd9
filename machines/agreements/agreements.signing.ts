import type { BATCH_AGREEMENT_TYPES, SINGLE_AGREEMENT_TYPES } from '../../domain/api/agreements.ts';
import { SectionId } from '../../domain/api/section.ts';
import { sessionFailure, withError } from '../shared/index.ts';
import { PDF_READER } from './agreements.reader.ts';
import { AgreementsMessages, nextSingle, pendingBatch } from './agreements.rules.ts';
import { agreementsSetup, typesToLoad } from './agreements.setup.ts';

type SingleType = (typeof SINGLE_AGREEMENT_TYPES)[number];
type BatchType = (typeof BATCH_AGREEMENT_TYPES)[number];

// A refused signing call: a locked signature shows the locked screen; otherwise the review shows the message
// (e.g. 'Assinatura eletrônica incorreta. Restam 4 tentativas.'), and a 401 also tells the parent.
const signingFailure = [
  { guard: { type: 'isLocked', params: withError }, target: '#agreements.signature.locked' },
  ...sessionFailure('review'),
] as const;

// The agreement's PDF (the one in `reading`) fetched with the customer's session: the reader and the preview.
const pdfStates = agreementsSetup.createStateConfig({
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchAgreementPdf',
        src: 'fetchAgreementPdf',
        input: ({ context }) => ({ path: context.files.find((file) => file.Type === context.reading)?.Path ?? '' }),
        onDone: { target: 'showing', actions: { type: 'assignPdf', params: ({ event }) => ({ pdf: event.output }) } },
        onError: sessionFailure('failed'),
      },
    },
    showing: {},
    failed: { on: { 'reader.retry': { target: 'loading', actions: 'clearError' } } },
  },
}).states;

/**
 * `terms`: the agreements to sign (files of the required types) → review (accept each, open its PDF in the
 * reader) → sign: authenticate the signature, sign each investor term singly, then the batch → confirm the general
 * contract is on record → mark the terms section complete → done.
 */
export const termsState = agreementsSetup.createStateConfig({
  initial: 'loadingFiles',
  states: {
    loadingFiles: {
      invoke: {
        id: 'loadAgreementFiles',
        src: 'loadAgreementFiles',
        input: ({ context }) => ({ types: typesToLoad(context) }),
        onDone: { target: 'review', actions: { type: 'assignFiles', params: ({ event }) => ({ files: event.output }) } },
        onError: sessionFailure('filesError'),
      },
    },
    filesError: { on: { 'agreements.retry': { target: 'loadingFiles', actions: 'clearError' } } },
    review: {
      entry: 'forgetSignature',
      initial: 'idle',
      on: {
        'agreement.accept': { guard: 'isPendingType', actions: 'setAccepted' },
        'agreement.open': { guard: 'hasFile', target: 'reading', actions: ['openReader', 'clearError'] },
        'agreements.sign': [{ guard: 'canSign', target: 'authenticating', actions: 'acceptSignature' }, { actions: 'rejectSignature' }],
        'agreements.continue': { guard: 'allSigned', target: 'confirming', actions: 'clearError' },
        'signature.forgot': { target: '#agreements.signature.forgotten', actions: 'clearError' },
        // Another agreement previewed restarts the preview (and its fetch).
        'agreement.preview': { guard: 'hasFile', target: '.previewing', reenter: true, actions: ['openReader', 'clearError'] },
      },
      states: {
        idle: {},
        // The PDF inside the terms page: the URL stays; accepting, opening the reader and signing go on as in review.
        previewing: {
          initial: 'loading',
          on: { 'preview.close': { target: 'idle', actions: 'closeReader' } },
          states: pdfStates,
        },
      },
    },
    reading: {
      meta: PDF_READER,
      initial: 'loading',
      on: {
        'reader.close': { target: 'review', actions: 'closeReader' },
        'agreement.accept': { guard: 'isPendingType', actions: 'setAccepted' },
      },
      states: pdfStates,
    },
    authenticating: {
      invoke: {
        id: 'authenticateSignature',
        src: 'authenticateSignature',
        input: ({ context }) => ({ UserId: context.userId, Signature: context.signature }),
        onDone: 'next',
        onError: signingFailure,
      },
    },
    // Spec §7: the investor terms are signed singly, then the general contract and its companions in one batch.
    next: {
      always: [
        { guard: 'hasPendingSingle', target: 'signingSingle' },
        { guard: 'hasPendingBatch', target: 'signingBatch' },
        { target: 'confirming' },
      ],
    },
    signingSingle: {
      invoke: {
        id: 'signAgreement',
        src: 'signAgreement',
        input: ({ context }) => ({ EletronicCheck: context.signature, AgreementType: nextSingle(context) as SingleType }),
        onDone: { target: 'next', actions: { type: 'markSigned', params: ({ context }) => ({ types: [nextSingle(context)!] }) } },
        onError: signingFailure,
      },
    },
    signingBatch: {
      invoke: {
        id: 'signAgreementsBatch',
        src: 'signAgreementsBatch',
        input: ({ context }) => ({ EletronicCheck: context.signature, AgreementTypes: pendingBatch(context) as BatchType[] }),
        onDone: { target: 'next', actions: { type: 'markSigned', params: ({ context }) => ({ types: pendingBatch(context) }) } },
        onError: signingFailure,
      },
    },
    // Finalizing needs the general contract on record: read it back before the step ends.
    confirming: {
      entry: 'forgetSignature',
      invoke: {
        id: 'loadGeneralContract',
        src: 'loadGeneralContract',
        input: ({ context }) => ({ clientId: context.clientId }),
        onDone: [
          { guard: { type: 'hasGeneralContract', params: ({ event }) => ({ agreements: event.output }) }, target: 'completing' },
          {
            target: 'review',
            actions: ['unmarkGeneralContract', { type: 'assignError', params: { message: AgreementsMessages.contractMissing } }],
          },
        ],
        onError: sessionFailure('review'),
      },
    },
    completing: {
      invoke: {
        id: 'completeSection',
        src: 'completeSection',
        input: ({ context }) => ({ ClientId: context.clientId, SectionId: SectionId.TERMS }),
        onDone: '#agreements.done',
        onError: sessionFailure('review'),
      },
    },
  },
});
