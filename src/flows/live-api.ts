import type { Partner } from '../../domain/partner.ts';
import { findAdvisorName } from '../api/advisor.api.ts';
import { createClient, verifyDocument } from '../api/client.api.ts';
import { type ApiClientOptions, createApiClient } from '../api/client.ts';
import { listKnowledgeSources } from '../api/common.api.ts';
import { loadCompleteness } from '../api/completeness.api.ts';
import { findPartnerByHost } from '../api/partner.api.ts';
import { createUploader } from '../api/upload.ts';
import { childServices } from './live-child-services.ts';
import type { OnboardingServices } from './onboarding.services.ts';

/**
 * Every call of the journey backed by the real API (ky). The partner comes from `inlined` when the server wrote it
 * into the page (ADR 151): the first screen then needs no call at all.
 */
export function liveServices(options: ApiClientOptions, inlined?: Partner): OnboardingServices {
  const http = createApiClient(options);
  return {
    resolvePartner: inlined ? async () => inlined : ({ host }) => findPartnerByHost(http, host),
    loadKnowledgeSources: () => listKnowledgeSources(http),
    verifyDocument: (input) => verifyDocument(http, input),
    createClient: (body) => createClient(http, body),
    lookupAdvisor: ({ id }, { signal }) => findAdvisorName(http, id, signal),
    loadCompleteness: ({ clientId }, { signal }) => loadCompleteness(http, clientId, signal),
    ...childServices(http, createUploader(options)),
  };
}
