import { toJsonSchema } from '@valibot/to-json-schema';
import type { resolver } from 'hono-openapi';
import { ErrorBody } from '../../../domain/errors.ts';

type Resolved = ReturnType<typeof resolver>;

/** An OpenAPI JSON response whose schema comes from a valibot schema via `resolver`. */
export function jsonResponse(description: string, schema: Resolved) {
  return { description, content: { 'application/json': { schema } } };
}

// OpenAPI 3.1 schemas carry no $schema of their own.
const { $schema: _draft, ...errorSchema } = toJsonSchema(ErrorBody, { errorMode: 'ignore' });

/** An OpenAPI error response: the `{ Message, Errors? }` body of DESIGN §5. */
export function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: errorSchema as Record<string, unknown> } } };
}

/** The 400 hono-openapi adds to every validated route, in our error shape. */
export const validationErrorResponse = errorResponse("Validation error: Message is the first field's message, Errors lists every field");
