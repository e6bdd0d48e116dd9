import { fromPromise } from 'xstate';
import { CodeSent } from '../../domain/api/auth.ts';
import { Finalized } from '../../domain/api/client.ts';
import { Completeness } from '../../domain/api/completeness.ts';
import { KnowledgeSources, Partner, registerUrlFromHost } from '../../domain/index.ts';
import { AdvisorName } from '../../domain/lookups.ts';
import type { Api, SomeCalls } from './call.ts';
import { readJson, sendOnce } from './client.ts';

/**
 * The root machine's calls: the partner of the host (`inlined` when the server wrote it into the page, ADR 151: the
 * first screen then needs no call at all), the sign-up's lookups, the sign-up itself and where the file stands.
 */
export const clientCalls = ({ http }: Api, inlined?: Partner) =>
  ({
    /** POST /api/partner/url: the partner serving this host (spec §7); an unknown host rejects with status 404. */
    resolvePartner: fromPromise(
      async ({ input, signal }) =>
        inlined ?? readJson(http.post('partner/url', { json: { Url: registerUrlFromHost(input.host) }, signal }), Partner),
    ),
    /** GET /api/common/v3/knowledge-sources: the "how did you hear of us" options with their sub-items. */
    loadKnowledgeSources: fromPromise(({ signal }) => readJson(http.get('common/v3/knowledge-sources', { signal }), KnowledgeSources)),
    /** GET /api/advisor/{id}/name (public, spec §7): the advisor a sign-up link names; 404 for an unknown or inactive one. */
    lookupAdvisor: fromPromise(({ input, signal }) => readJson(http.get(`advisor/${input.id}/name`, { signal }), AdvisorName)),
    /** POST /api/client/basic-data (public): sends the sign-up; the server emails the code that proves the email (ADR 196). */
    startSignUp: fromPromise(({ input, signal }) =>
      readJson(sendOnce(http, 'post', 'client/basic-data', { json: input, signal }), CodeSent),
    ),
    /** GET /api/client/{id}/completeness: the sections the server calls complete, what each lacks, and the status. */
    loadCompleteness: fromPromise(({ input, signal }) =>
      readJson(http.get(`client/${input.clientId}/completeness`, { signal }), Completeness),
    ),
    /** PATCH /api/client/finalize {Id}: finishes the sign-up (finalized, registration status 2). */
    finalizeClient: fromPromise(({ input, signal }) =>
      readJson(sendOnce(http, 'patch', 'client/finalize', { json: input, signal }), Finalized),
    ),
  }) satisfies SomeCalls;
