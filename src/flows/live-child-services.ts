import type { KyInstance } from 'ky';
import * as agreements from '../api/agreements.api.ts';
import { authenticateContinue, requestContinueCode } from '../api/auth.api.ts';
import { createApiClient } from '../api/client.ts';
import { loadCompleteness } from '../api/completeness.api.ts';
import * as documents from '../api/documents.api.ts';
import * as signature from '../api/electronic-check.api.ts';
import { finalizeClient } from '../api/finalize.api.ts';
import { authenticateUpload, fetchUploadToken, resolveDocumentCode } from '../api/missing-documents.api.ts';
import * as password from '../api/password.api.ts';
import { fetchQuestionnaire, submitAnswers } from '../api/profile.api.ts';
import { completeSection, listCompletedSections } from '../api/section.api.ts';
import { fetchDeclarationData, fetchSection, postSection } from '../api/section-areas.api.ts';
import type { Uploader } from '../api/upload.ts';
import { offerCoordinationServices } from './offer-coordination.services.ts';
import { browserOfferManagerSession } from './offer-manager-session.ts';
import type { ChildServices } from './onboarding.services.ts';
import { firstIncompleteStep } from './progress.ts';

/**
 * The child flows' and steps' services backed by the real API (a chunk of its own, loaded on the first call: the
 * landing needs none of it): one ky client for JSON calls, the uploader for multipart ones.
 */
export function childServices(http: KyInstance, upload: Uploader): ChildServices {
  return {
    continueSignup: {
      requestContinueCode: (body) => requestContinueCode(http, body),
      authenticateContinue: (body) => authenticateContinue(http, body),
      // The new session is not the app's yet: its token goes along as the bearer.
      loadProgress: async ({ accessToken, clientId, personType }) =>
        firstIncompleteStep(personType, await listCompletedSections(http, clientId, accessToken)),
    },
    missingDocuments: {
      resolveDocumentCode: ({ code }) => resolveDocumentCode(http, code),
      fetchUploadToken: (input) => fetchUploadToken(http, input),
      authenticateUpload: (body) => authenticateUpload(http, body),
      listRequiredDocuments: ({ accessToken, clientId }) => documents.listRequiredDocuments(http, clientId, accessToken),
      uploadDocument: (input, call) =>
        documents.uploadDocument(upload, {
          fields: {
            receipt_customerid: String(input.clientId),
            receipt_type: String(input.document.ReceiptTypeId),
            receipt_validity_date: input.validityDate,
            receipt_document: input.document.CpfCnpj,
          },
          file: input.file,
          token: input.accessToken,
          onProgress: call.onProgress,
          signal: call.signal,
        }),
      setRegisterStatus: ({ accessToken, body }) => documents.setRegisterStatus(http, body, accessToken),
    },
    sections: { fetchSection: (input) => fetchSection(http, input), postSection: (input) => postSection(http, input) },
    completeSection: (body) => completeSection(http, body),
    documents: {
      loadReceiptTypes: ({ personType }) => documents.listReceiptTypes(http, personType),
      loadClientDocuments: ({ clientId }) => documents.listClientDocuments(http, clientId),
      loadRequiredDocuments: ({ clientId }) => documents.listRequiredDocuments(http, clientId),
      uploadDocument: ({ fields, file }, call) => documents.uploadDocument(upload, { fields, file, ...call }),
    },
    suitability: {
      fetchQuestionnaire: ({ clientId }) => fetchQuestionnaire(http, clientId),
      submitAnswers: (body) => submitAnswers(http, body),
    },
    agreements: {
      verifySignature: ({ userId }) => signature.verifySignature(http, userId),
      loadDeclaration: ({ clientId }) => fetchDeclarationData(http, clientId),
      loadSignedAgreements: ({ clientId }) => agreements.loadSignedAgreements(http, clientId),
      createSignature: (body) => signature.createSignature(http, body),
      resetSignature: (body) => signature.resetSignature(http, body),
      authenticateSignature: (body) => signature.authenticateSignature(http, body),
      loadAgreementFiles: ({ types }) => agreements.loadAgreementFiles(http, types),
      fetchAgreementPdf: ({ path }) => agreements.fetchAgreementPdf(http, path),
      signAgreement: (body) => agreements.signAgreement(http, body),
      signAgreementsBatch: (body) => agreements.signAgreementsBatch(http, body),
      loadGeneralContract: ({ clientId }) => agreements.loadGeneralContract(http, clientId),
    },
    password: {
      requestNewPassword: (body) => password.requestNewPassword(http, body),
      validateResetToken: (body) => password.validateResetToken(http, body),
      resetPassword: (body) => password.resetPassword(http, body),
      verifyPassword: () => password.verifyPassword(http),
      createPassword: (body) => password.createPassword(http, body),
      validatePassword: (body) => password.validatePassword(http, body),
    },
    finish: {
      loadCompleteness: ({ clientId }, { signal }) => loadCompleteness(http, clientId, signal),
      finalizeClient: (body) => finalizeClient(http, body),
    },
    // Its own client: a 401 there ends the manager's session, not the customer's (ADR 138).
    offerCoordination: offerCoordinationServices(
      createApiClient({ getToken: () => null, onUnauthorized: () => undefined }),
      browserOfferManagerSession(),
    ),
  };
}
