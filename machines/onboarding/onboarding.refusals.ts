import { RequestFailure } from '../../domain/request-failure.ts';

/**
 * The items of a refusal: every message of its `Errors`, in order, once each (a 409 of POST /api/section lists what
 * the section lacks, in the completeness rule's words, under the section's key); none for a failure without them.
 */
export function refusalItems(error: unknown): string[] {
  if (!(error instanceof RequestFailure)) return [];
  return [...new Set(Object.values(error.fieldErrors).flat())].filter((item) => item.trim() !== '');
}
