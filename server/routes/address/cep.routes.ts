import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { CepAddress, CepMessages, CepParams } from '../../../domain/api/cep.ts';
import { type CepConfig, MAX_CEP_TIMEOUT_MS } from '../../lib/cep/cep-config.ts';
import { ApiError, notFound } from '../../lib/http/api-error.ts';
import { clientIp } from '../../lib/http/client-ip.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { rateLimit } from '../../lib/http/rate-limit.ts';
import { pathParams } from '../../lib/http/validate.ts';
import { lookupCep } from './cep.service.ts';

/** CEP lookups one address may make per minute (public: a customer types a few; a scraper is stopped). */
export const CEP_LOOKUP_LIMIT = { name: 'cep-lookup', limit: 30, windowSeconds: 60 };

// An app built without CEP settings (tests) asks no one: every uncached CEP is unavailable, and nothing leaves the
// machine. The server always passes its parsed settings (CEP_PROVIDERS, by default ViaCEP, then BrasilAPI).
const NO_PROVIDERS: CepConfig = { providers: [], timeoutMs: MAX_CEP_TIMEOUT_MS };

/** Seconds a caller is told to wait after a 503 (the provider may be back by then). */
const UNAVAILABLE_RETRY_SECONDS = 30;

/** GET /api/address/cep/{cep}: the address of a CEP, for the address forms' autofill (public, cached). */
export function cepRoutes(deps: AppDeps) {
  const cep = { db: deps.db, clock: deps.clock, logger: deps.logger, config: deps.config.cep ?? NO_PROVIDERS };
  return new Hono<AppEnv>().get(
    '/:cep',
    describeRoute({
      tags: ['address'],
      summary: 'Address of a CEP (8 digits, hyphen optional), to fill the address form',
      responses: {
        200: jsonResponse('The address; CityId is null when the city is not in the cities lookup', resolver(CepAddress)),
        404: errorResponse(CepMessages.notFound),
        429: errorResponse('Too many lookups from this address (Retry-After: seconds)'),
        503: errorResponse(`${CepMessages.unavailable} (Retry-After: seconds)`),
      },
    }),
    rateLimit(deps, { ...CEP_LOOKUP_LIMIT, key: (c) => clientIp(c, deps.config.trustProxy) }),
    pathParams(CepParams),
    async (c) => {
      const result = await lookupCep(cep, c.req.valid('param').cep);
      if (result.status === 'notFound') throw notFound(CepMessages.notFound);
      if (result.status === 'unavailable')
        throw new ApiError(503, CepMessages.unavailable, undefined, { 'Retry-After': String(UNAVAILABLE_RETRY_SECONDS) });
      return c.json(result.address);
    },
  );
}
