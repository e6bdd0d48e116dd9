import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { Context } from 'hono';
import { validator } from 'hono-openapi';
import * as v from 'valibot';
import { MAX_ID } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import { ApiError, fieldErrors } from './api-error.ts';
import { HttpMessages } from './http-messages.ts';

// Issues of schemas written without a message would otherwise reach customers in valibot's English default. Set as
// this module loads and again as each validator is built (idempotent): test files that share a worker's modules put
// valibot's defaults back after each file (test/shared-worker-setup.ts), and the next app built sets it again.
const customerMessages = () => v.setGlobalMessage(Messages.invalidField);
customerMessages();

type Schema = v.GenericSchema & StandardSchemaV1;
type Entries = Record<string, v.GenericSchema>;

type Variant = { type: 'variant'; key: string; options: v.GenericSchema[] };

/**
 * The object entries of a schema that is an object, a pipe starting with one, or a variant: the option whose
 * discriminator the input names (a decision's `Kind`), so its fields' messages are that option's.
 */
function entriesOf(schema: v.GenericSchema, input: unknown): Entries | undefined {
  if ('entries' in schema) return schema.entries as Entries;
  if ('pipe' in schema && Array.isArray(schema.pipe)) return entriesOf(schema.pipe[0] as v.GenericSchema, input);
  if (schema.type === 'variant') {
    const { key, options } = schema as unknown as Variant;
    const named = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[key] : undefined;
    const option = options.find((candidate) => v.safeParse(entriesOf(candidate, input)?.[key] ?? v.never(), named).success);
    return option ? entriesOf(option, input) : undefined;
  }
  return undefined;
}

const keyOf = (issue: StandardSchemaV1.Issue): string | undefined => {
  const first = issue.path?.[0];
  const key = typeof first === 'object' ? first.key : first;
  return key === undefined ? undefined : String(key);
};

/**
 * Turns the issues of a failed validation into field → messages, one message per field (its first issue). A
 * missing field gets its own schema's message for `undefined` (a strict object would otherwise report it with
 * its unknown-key message); every unknown key gets Messages.unknownField (valibot reports only the first one).
 */
export function issuesToErrors(
  schema: v.GenericSchema,
  input: unknown,
  issues: readonly StandardSchemaV1.Issue[],
): Record<string, string[]> {
  const entries = entriesOf(schema, input) ?? {};
  const present = typeof input === 'object' && input !== null ? input : {};
  const errors: Record<string, string[]> = {};
  let strict = false;
  for (const issue of issues) {
    const key = keyOf(issue) ?? '';
    if (key && !Object.hasOwn(entries, key)) strict = true;
    if (errors[key]) continue;
    let message = issue.message;
    if (key && !Object.hasOwn(entries, key)) message = Messages.unknownField;
    else if (key && !Object.hasOwn(present, key)) message = v.safeParse(entries[key], undefined).issues?.[0]?.message ?? issue.message;
    errors[key] = [message];
  }
  if (strict) for (const key of Object.keys(present)) if (!Object.hasOwn(entries, key)) errors[key] = [Messages.unknownField];
  return errors;
}

/** The 400 of a failed validation; issues about the whole body (no field) only set the Message. */
function validationError(errors: Record<string, string[]>): ApiError {
  const { '': whole, ...fields } = errors;
  if (Object.keys(fields).length > 0) return fieldErrors(fields);
  return new ApiError(400, whole?.[0] ?? Messages.invalidBody);
}

const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isJson = (c: Context) => /^application\/([\w.-]+\+)?json$/i.test((c.req.header('Content-Type') ?? '').split(';')[0].trim());

/**
 * Validates the JSON body against a strict valibot schema: 415 unless it is JSON, 400 `{ Message, Errors }`
 * on any issue (documented in the OpenAPI spec by hono-openapi). Malformed JSON is turned into a 400 by onError.
 */
export function jsonBody<S extends Schema>(schema: S) {
  customerMessages();
  return validator('json', schema, (result, c) => {
    if (!isJson(c)) throw new ApiError(415, HttpMessages.unsupportedMediaType);
    // valibot's (strict) object schemas take an array whose keys they all find optional ([] for a body of optional
    // fields): a body is one JSON object, whatever its schema leaves out.
    if (!isPlainObject(result.data)) throw new ApiError(400, Messages.invalidBody);
    if (result.success) return;
    throw validationError(issuesToErrors(schema, result.data, result.error));
  });
}

/** Validates path parameters: 400 `{ Message, Errors }` naming the parameter. */
export function pathParams<S extends Schema>(schema: S) {
  customerMessages();
  return validator('param', schema, (result) => {
    if (!result.success) throw validationError(issuesToErrors(schema, result.data, result.error));
  });
}

/** Validates the query string: 400 `{ Message, Errors }` naming the parameter. */
export function queryParams<S extends Schema>(schema: S) {
  customerMessages();
  return validator('query', schema, (result) => {
    if (!result.success) throw validationError(issuesToErrors(schema, result.data, result.error));
  });
}

/** A path parameter holding a positive 32-bit id (what the database can store). */
export const IdParam = v.pipe(
  v.string(),
  v.regex(/^\d{1,10}$/, Messages.invalidField),
  v.transform(Number),
  v.number(),
  v.minValue(1, Messages.invalidField),
  v.maxValue(MAX_ID, Messages.invalidField),
);
