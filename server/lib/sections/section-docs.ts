import { describeRoute, resolver } from 'hono-openapi';
import type * as v from 'valibot';
import { Messages } from '../../../domain/messages.ts';
import { errorResponse, jsonResponse } from '../http/openapi-responses.ts';

/** OpenAPI description of an authenticated section route: its answer, 401, 403 and any other error it documents. */
export function sectionRoute(
  tag: string,
  summary: string,
  response: v.GenericSchema,
  { status = 200, errors = {} }: { status?: 200 | 201; errors?: Record<number, string> } = {},
) {
  const documented = Object.fromEntries(Object.entries(errors).map(([code, message]) => [code, errorResponse(message)]));
  return describeRoute({
    tags: [tag],
    summary,
    security: [{ bearerAuth: [] }],
    responses: {
      [status]: jsonResponse(summary, resolver(response)),
      401: errorResponse(Messages.unauthorized),
      403: errorResponse(Messages.forbidden),
      ...documented,
    },
  });
}
