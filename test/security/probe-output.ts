/**
 * The last line of a probe process's output (probe.ts): `BROKEN ` and a JSON array of what it found broken. Kept apart
 * from probe.ts so that run.ts reads it without loading the API.
 */
export const BROKEN_MARK = 'BROKEN ';
