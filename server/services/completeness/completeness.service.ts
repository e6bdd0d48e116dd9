import { type Completeness, SECTION_ERROR_KEYS, type SectionCompleteness } from '../../../domain/api/completeness.ts';
import type { SectionId } from '../../../domain/api/section-id.ts';
import type { Database } from '../../db/database.ts';
import type { ClientRef } from '../../lib/clients/client-scope.ts';
import { ApiError } from '../../lib/http/api-error.ts';
import { readFileFacts, readFilesFacts } from './completeness.facts.ts';
import { judgeSections } from './completeness.rules.ts';

/**
 * The one judge of a file (DESIGN §5): each section of the client's person type with what it lacks, and whether the
 * whole file may be sent for analysis. Finalize and section completion ask it; so does the web app, through
 * GET /api/client/{id}/completeness. Reads the client within `partnerId` (404 otherwise) and its file in one statement,
 * on `db` or on a transaction that holds the client locked (lockClient), so that nothing changes the file it judged.
 */
export async function fileCompleteness(
  db: Database,
  scope: { clientId: number; partnerId: number },
): Promise<{ client: ClientRef; completeness: Completeness }> {
  const { client, facts } = await readFileFacts(db, scope);
  const Sections = judgeSections(client, facts);
  const completeness = {
    ClientId: client.id,
    StatusRegistration: client.status,
    Complete: Sections.every((section) => section.Complete),
    Sections,
  };
  return { client, completeness };
}

/** The first section of the person type's order that is not complete, or null when every one is. */
export function firstIncompleteSection(sections: readonly SectionCompleteness[]): number | null {
  return sections.find((section) => !section.Complete)?.SectionId ?? null;
}

/**
 * The first incomplete section of each client of `clientIds` (null when the file is complete), judged by the same
 * rules as the file's completeness, with the facts of every file read in one statement. Ids without a client are
 * left out. The caller scopes the ids to what its reader may see.
 */
export async function currentSections(db: Database, clientIds: readonly number[]): Promise<Map<number, number | null>> {
  const files = await readFilesFacts(db, clientIds);
  return new Map(files.map(({ client, facts }) => [client.id, firstIncompleteSection(judgeSections(client, facts))]));
}

/** The `Errors` of a 409 (spec's error shape): each incomplete section's missing items under its SECTION_ERROR_KEYS key. */
export function missingErrors(sections: readonly SectionCompleteness[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const section of sections) {
    if (section.Complete) continue;
    const key = SECTION_ERROR_KEYS[section.SectionId as SectionId];
    errors[key] = [...(errors[key] ?? []), ...section.Missing];
  }
  return errors;
}

/** 409 `{ Message, Errors }` unless every section given is complete. */
export function assertComplete(sections: readonly SectionCompleteness[], message: string): void {
  if (sections.every((section) => section.Complete)) return;
  throw new ApiError(409, message, missingErrors(sections));
}
