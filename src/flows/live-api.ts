import { findAdvisorName } from '../api/advisor.api.ts';
import { createClient, verifyDocument } from '../api/client.api.ts';
import { type ApiClientOptions, createApiClient } from '../api/client.ts';
import { listKnowledgeSources } from '../api/common.api.ts';
import { loadCompleteness } from '../api/completeness.api.ts';
import { findPartnerByHost } from '../api/partner.api.ts';
import { createUploader } from '../api/upload.ts';
import { childServices } from './live-child-services.ts';
import type { ChildServices, RootServices } from './onboarding.services.ts';

/** Every call of the journey backed by the real API: the root machine's own and the child flows'. */
export type LiveApi = { root: RootServices; children: ChildServices };

/**
 * The real API client (ky) and every call made through it: a chunk of its own that the app loads on its first call
 * (or in idle time after the first paint), so the landing's first load carries no HTTP library (ADR 152).
 */
export function liveApi(options: ApiClientOptions): LiveApi {
  const http = createApiClient(options);
  return {
    root: {
      resolvePartner: ({ host }) => findPartnerByHost(http, host),
      loadKnowledgeSources: () => listKnowledgeSources(http),
      verifyDocument: (input) => verifyDocument(http, input),
      createClient: (body) => createClient(http, body),
      lookupAdvisor: ({ id }, { signal }) => findAdvisorName(http, id, signal),
      loadCompleteness: ({ clientId }, { signal }) => loadCompleteness(http, clientId, signal),
    },
    children: childServices(http, createUploader(options)),
  };
}
