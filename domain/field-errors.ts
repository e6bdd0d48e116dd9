import * as v from 'valibot';

/**
 * What a wire schema finds wrong in a value, as the first message per field path (`Street`,
 * `BankAccounts.0.Agency`; `''` for the value as a whole): the same texts the server answers in a 400's `Errors`.
 * Empty when the value is valid.
 */
export function schemaFieldErrors(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of v.safeParse(schema, value).issues ?? []) {
    const path = v.getDotPath(issue) ?? '';
    errors[path] ??= issue.message;
  }
  return errors;
}
