import type { PersonType } from '../../../domain/constants.ts';
import { nextSection } from '../../../domain/journey.ts';
import type { Database } from '../../db/database.ts';
import { stepTransitions } from '../../db/schema/index.ts';

/** The client a transition belongs to: its id ties a journey's rows together; nothing else about it is kept. */
export type JourneyClient = { id: number; partnerId: number; personType: PersonType };

type Transition = { step: number; kind: 'entered' | 'completed' };

// Each row once per client, step and kind (unique index): a repeat or a race adds nothing.
async function record(db: Database, client: JourneyClient, transitions: Transition[], at: Date): Promise<void> {
  const rows = transitions.map(({ step, kind }) => ({
    clientId: client.id,
    partnerId: client.partnerId,
    personType: client.personType,
    step: String(step),
    kind,
    at,
  }));
  await db.insert(stepTransitions).values(rows).onConflictDoNothing();
}

/** A new client entered the first step of its person type's journey (call in the sign-up's transaction). */
export async function recordJourneyStart(db: Database, client: JourneyClient, at: Date): Promise<void> {
  const first = nextSection(client.personType);
  if (first !== undefined) await record(db, client, [{ step: first, kind: 'entered' }], at);
}

/**
 * The transitions of a completed section: the section is completed and the next one of its journey entered; a
 * section completed out of order counts as entered then too, so no completion precedes its entry. The completion's
 * own statement writes them (server/routes/section/section.service.ts), only when the completion is new.
 */
export function completedTransitions(client: JourneyClient, sectionId: number): Transition[] {
  const next = nextSection(client.personType, sectionId);
  return [
    { step: sectionId, kind: 'entered' },
    { step: sectionId, kind: 'completed' },
    ...(next === undefined ? [] : [{ step: next, kind: 'entered' as const }]),
  ];
}
