import * as v from 'valibot';
import { Messages } from '../messages.ts';
import { Id, list } from './fields.ts';

/** Most items a list section accepts in one PATCH (far above real use; bounds the work per request). */
export const MAX_LIST_ITEMS = 20;

/**
 * Body of a list section's PATCH (spec §7: `{ ClientId, <Key>: [...] }`): the whole list, replacing what was
 * stored. `key` is the spec's own spelling (`Issuers`, `controllers`, …).
 */
export function listSectionBody<K extends string, I extends v.GenericSchema>(key: K, item: I, max: number = MAX_LIST_ITEMS) {
  const entries = { ClientId: Id, [key]: list(item, max) } as { ClientId: typeof Id } & Record<K, ReturnType<typeof list<I>>>;
  return v.strictObject(entries, Messages.unknownField);
}

/** Response of a list section's GET and PATCH: the stored list with each item's Id. */
export function listSectionResponse<K extends string, I extends v.ObjectEntries>(key: K, item: I) {
  const entries = { ClientId: v.number(), [key]: v.array(v.object({ Id: v.number(), ...item })) } as {
    ClientId: v.NumberSchema<undefined>;
  } & Record<K, v.ArraySchema<v.ObjectSchema<{ Id: v.NumberSchema<undefined> } & I, undefined>, undefined>>;
  return v.object(entries);
}
