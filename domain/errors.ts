import * as v from 'valibot';

/** Error body of every API failure (DESIGN §5): the message to show, and per-field messages on a 400. */
export const ErrorBody = v.object({
  Message: v.string(),
  Errors: v.optional(v.record(v.string(), v.array(v.string()))),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

// Request failures are plain code without valibot (request-failure.ts, which the machines import), re-exported here.
export { RequestFailure, userMessage } from './request-failure.ts';
