import { sql } from 'drizzle-orm';
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

// A section completed out of order counts as entered then too, so no completion precedes its entry.
function completedTransitions(client: JourneyClient, sectionId: number): Transition[] {
  const next = nextSection(client.personType, sectionId);
  return [
    { step: sectionId, kind: 'entered' },
    { step: sectionId, kind: 'completed' },
    ...(next === undefined ? [] : [{ step: next, kind: 'entered' as const }]),
  ];
}

/**
 * A client completed a section: the section is completed and the next one of its journey entered. A data-modifying
 * CTE named `steps`, to put in the completion's own statement: its rows are written only when the CTE `onRowsOf`
 * returns a row (the completion is new), without a round trip of their own.
 */
export function stepCompletedCte(db: Database, client: JourneyClient, sectionId: number, at: Date, onRowsOf: string) {
  const transitions = sql.join(
    completedTransitions(client, sectionId).map(({ step, kind }) => sql`(${String(step)}, ${kind})`),
    sql`, `,
  );
  // Plain values typed by the target columns, as in auditCte.
  return db.$with('steps', {}).as(
    sql`insert into ${stepTransitions} (client_id, partner_id, person_type, step, kind, at)
      select ${client.id}, ${client.partnerId}, ${client.personType}, t.step, t.kind, ${at.toISOString()}
      from (values ${transitions}) as t(step, kind) where exists (select 1 from ${sql.identifier(onRowsOf)})
      on conflict do nothing`,
  );
}
