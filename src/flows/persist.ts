import * as v from 'valibot';
import { PersonType } from '../../domain/index.ts';
import { type PersistedSlice, selectPersisted } from '../../machines/onboarding/index.ts';
import type { OnboardingActor } from './onboarding-context.tsx';

/** The sessionStorage key of the persisted slice. */
export const SESSION_KEY = 'onboarding.session';

// Only the slice spec §4 lets survive a reload; unknown keys are dropped when read back.
const StoredSlice = v.object({
  accessToken: v.nullable(v.string()),
  personType: v.nullable(v.picklist([PersonType.F, PersonType.J])),
  channelId: v.pipe(v.number(), v.integer()),
  stepIndex: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** Reads the persisted slice, or null when there is none or it is not ours. */
export function readPersisted(storage: Storage): PersistedSlice | null {
  try {
    const raw = storage.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed = v.safeParse(StoredSlice, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

function write(storage: Storage, slice: PersistedSlice): void {
  try {
    storage.setItem(SESSION_KEY, JSON.stringify(v.parse(StoredSlice, slice)));
  } catch {
    // Storage may be full or disabled (private mode): the session then just does not survive a reload.
  }
}

/** Writes the actor's persisted slice (token, person type, channel id, step — no PII) whenever it changes. */
export function persistOnChange(actor: OnboardingActor, storage: Storage): () => void {
  let last = '';
  const save = () => {
    const slice = selectPersisted(actor.getSnapshot());
    const json = JSON.stringify(slice);
    if (json === last) return;
    last = json;
    write(storage, slice);
  };
  save();
  const subscription = actor.subscribe(save);
  return () => subscription.unsubscribe();
}
