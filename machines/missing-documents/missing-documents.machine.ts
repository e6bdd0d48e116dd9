import { assertEvent, assign, setup } from 'xstate';
import type { RequestedDocuments } from '../../domain/api/documents.ts';
import { Messages, RegistrationStatus } from '../../domain/index.ts';
import { failureMessage, hasStatus, isUnauthorizedFailure, notifySessionExpired, sessionFailure, withError } from '../shared/index.ts';
import { missingDocumentsActors } from './missing-documents.actors.ts';
import { validityDateOf } from './missing-documents.dates.ts';
import type { MissingDocumentsContext, MissingDocumentsEvent, MissingDocumentsInput } from './missing-documents.types.ts';

/** The missing-documents pages of spec §2 (the link itself is `/documentos-pendentes/:authCode`). */
export const MISSING_DOCUMENTS_PATHS = { sending: '/documentos-pendentes-envio', done: '/documentos-pendentes-concluido' } as const;

const fail = (message: string) => ({ type: 'assignError', params: { message } }) as const;
const failWith = { type: 'assignFailure', params: withError } as const;
const session = (context: MissingDocumentsContext) => ({ accessToken: context.accessToken!, clientId: context.clientId! });

/**
 * Missing documents (spec §2/§7/§8): link code (unknown or used → 'Token Inválido') → client id → upload token
 * (410 → 'Token Inválido'; any other failure → 'Verifique sua conexão e tente novamente') → documents session →
 * the brokerage's message and requested documents → upload each, from index 0, valid from today → next → finish
 * sets register status 2 → concluded. A failed upload can be retried.
 */
export const missingDocumentsMachine = setup({
  types: {
    context: {} as MissingDocumentsContext,
    events: {} as MissingDocumentsEvent,
    input: {} as MissingDocumentsInput,
    meta: {} as { path?: string },
  },
  actors: missingDocumentsActors,
  guards: {
    isGone: (_, params: { error: unknown }) => hasStatus(params.error, 410),
    // Spec §8: a used, replaced, expired or unknown link is one the customer cannot use: 'Token Inválido'.
    isDeadLink: (_, params: { error: unknown }) => hasStatus(params.error, 404) || hasStatus(params.error, 410),
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorizedFailure(params.error),
    hasDocuments: (_, params: { request: RequestedDocuments }) => params.request.Documents.length > 0,
    hasNextDocument: ({ context }) => context.index + 1 < context.documents.length,
    hasFile: ({ context }) => context.file !== null,
  },
  actions: {
    assignError: assign((_, params: { message: string }) => ({ error: params.message })),
    assignFailure: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error) })),
    clearError: assign({ error: null }),
    assignClientId: assign((_, params: { clientId: number }) => ({ clientId: params.clientId, error: null })),
    assignUploadToken: assign((_, params: { token: string }) => ({ uploadToken: params.token })),
    // The upload token is single-use: forget it once it bought the session.
    assignSession: assign((_, params: { accessToken: string }) => ({ accessToken: params.accessToken, uploadToken: null })),
    assignDocuments: assign((_, params: { request: RequestedDocuments }) => ({
      documents: params.request.Documents,
      message: params.request.Message,
      index: 0,
      sent: 0,
      error: null,
    })),
    acceptFile: assign(({ event }) => {
      assertEvent(event, 'document.upload');
      return { file: event.file, error: null };
    }),
    markSent: assign(({ context }) => ({ sent: context.index + 1, file: null, error: null })),
    nextDocument: assign(({ context }) => ({ index: context.index + 1 })),
    notifySessionExpired,
  },
}).createMachine({
  id: 'missingDocuments',
  context: ({ input }) => {
    // The root routes only non-blank codes here (spec §2: route parameters must be non-empty).
    if (input.authCode.trim() === '') throw new Error('MissingDocumentsInput.authCode must be non-empty');
    return {
      authCode: input.authCode.trim(),
      today: input.today,
      clientId: null,
      uploadToken: null,
      accessToken: null,
      documents: [],
      message: '',
      index: 0,
      sent: 0,
      file: null,
      error: null,
    };
  },
  initial: 'resolvingCode',
  states: {
    resolvingCode: {
      invoke: {
        id: 'resolveDocumentCode',
        src: 'resolveDocumentCode',
        input: ({ context }) => ({ code: context.authCode }),
        onDone: {
          target: 'fetchingToken',
          actions: { type: 'assignClientId', params: ({ event }) => ({ clientId: event.output.ClientId }) },
        },
        onError: [
          { guard: { type: 'isDeadLink', params: withError }, target: 'failed', actions: fail(Messages.uploadTokenGone) },
          { target: 'failed', actions: failWith },
        ],
      },
    },
    fetchingToken: {
      invoke: {
        id: 'fetchUploadToken',
        src: 'fetchUploadToken',
        input: ({ context }) => ({ clientId: context.clientId!, code: context.authCode }),
        onDone: {
          target: 'authenticating',
          actions: { type: 'assignUploadToken', params: ({ event }) => ({ token: event.output.Token }) },
        },
        // Spec §8, word for word: 410 → 'Token Inválido'; any other status → check the connection.
        onError: [
          { guard: { type: 'isGone', params: withError }, target: 'failed', actions: fail(Messages.uploadTokenGone) },
          { target: 'failed', actions: fail(Messages.uploadTokenFailed) },
        ],
      },
    },
    authenticating: {
      invoke: {
        id: 'authenticateUpload',
        src: 'authenticateUpload',
        input: ({ context }) => ({ Token: context.uploadToken! }),
        onDone: {
          target: 'listing',
          actions: { type: 'assignSession', params: ({ event }) => ({ accessToken: event.output.AccessToken }) },
        },
        onError: [
          { guard: { type: 'isGone', params: withError }, target: 'failed', actions: fail(Messages.uploadTokenGone) },
          { target: 'failed', actions: failWith },
        ],
      },
    },
    failed: { on: { 'link.retry': { target: 'resolvingCode', actions: 'clearError' } } },
    listing: {
      invoke: {
        id: 'listRequestedDocuments',
        src: 'listRequestedDocuments',
        input: ({ context }) => session(context),
        onDone: [
          {
            guard: { type: 'hasDocuments', params: ({ event }) => ({ request: event.output }) },
            target: 'sending',
            actions: { type: 'assignDocuments', params: ({ event }) => ({ request: event.output }) },
          },
          { target: 'sending.complete', actions: { type: 'assignDocuments', params: ({ event }) => ({ request: event.output }) } },
        ],
        onError: sessionFailure('listError'),
      },
    },
    listError: { on: { 'documents.retry': 'listing' } },
    sending: {
      meta: { path: MISSING_DOCUMENTS_PATHS.sending },
      initial: 'choosing',
      states: {
        choosing: { on: { 'document.upload': { target: 'uploading', actions: 'acceptFile' } } },
        uploading: {
          invoke: {
            id: 'uploadDocument',
            src: 'uploadRequestedDocument',
            input: ({ context }) => ({
              ...session(context),
              document: context.documents[context.index],
              file: context.file!,
              validityDate: validityDateOf(context.today),
            }),
            onDone: [
              { guard: 'hasNextDocument', target: 'uploaded', actions: 'markSent' },
              { target: 'complete', actions: 'markSent' },
            ],
            onError: sessionFailure('uploadError'),
          },
        },
        uploaded: { on: { 'document.next': { target: 'choosing', actions: 'nextDocument' } } },
        uploadError: {
          on: {
            'document.upload': { target: 'uploading', actions: 'acceptFile' },
            'upload.retry': { guard: 'hasFile', target: 'uploading', actions: 'clearError' },
          },
        },
        complete: { on: { 'documents.finish': 'finishing' } },
        finishing: {
          invoke: {
            id: 'setRegisterStatus',
            src: 'setRegisterStatus',
            input: ({ context }) => ({
              ...session(context),
              body: { ClientId: context.clientId!, StatusId: RegistrationStatus.UNDER_ANALYSIS },
            }),
            onDone: '#missingDocuments.done',
            onError: sessionFailure('finishError'),
          },
        },
        finishError: { on: { 'documents.finish': { target: 'finishing', actions: 'clearError' } } },
      },
    },
    done: { type: 'final', meta: { path: MISSING_DOCUMENTS_PATHS.done } },
  },
});
