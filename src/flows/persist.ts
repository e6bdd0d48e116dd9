import { PersonType } from '../../domain/constants.ts';
import { SESSION_STORAGE_KEY } from '../../domain/session-storage.ts';
import { type PersistedSlice, selectPersisted } from '../../machines/onboarding/index.ts';
import type { OnboardingActor } from './onboarding-context.tsx';

/** The sessionStorage key of the persisted slice. */
export const SESSION_KEY = SESSION_STORAGE_KEY;

// Only the slice spec §4 lets survive a reload; unknown keys are dropped when read back. Checked by hand, as
// the island is (`inlined-partner.ts`): a few lines read at every boot.
function storedSlice(value: unknown): PersistedSlice | null {
  if (typeof value !== 'object' || value === null) return null;
  const { accessToken, personType, channelId, stepIndex } = value as Record<string, unknown>;
  if (accessToken !== null && typeof accessToken !== 'string') return null;
  if (personType !== null && personType !== PersonType.F && personType !== PersonType.J) return null;
  if (!Number.isInteger(channelId) || !Number.isInteger(stepIndex) || (stepIndex as number) < 0) return null;
  return { accessToken, personType, channelId: channelId as number, stepIndex: stepIndex as number };
}

/** Reads the persisted slice, or null when there is none or it is not ours. */
export function readPersisted(storage: Storage): PersistedSlice | null {
  try {
    const raw = storage.getItem(SESSION_KEY);
    if (!raw) return null;
    return storedSlice(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Writes the actor's persisted slice (token, person type, channel id, step — no PII) whenever it changes. */
export function persistOnChange(actor: OnboardingActor, storage: Storage): () => void {
  let last = '';
  const save = () => {
    const slice = storedSlice(selectPersisted(actor.getSnapshot()));
    const json = JSON.stringify(slice);
    if (!slice || json === last) return;
    last = json;
    try {
      storage.setItem(SESSION_KEY, json);
    } catch {
      // Storage may be full or disabled (private mode): the session then just does not survive a reload.
    }
  };
  save();
  const subscription = actor.subscribe(save);
  return () => subscription.unsubscribe();
}
