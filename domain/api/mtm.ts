import * as v from 'valibot';
import { Messages } from '../messages.ts';
import { FieldMessages } from './field-messages.ts';
import { Flag, Id, text } from './fields.ts';

/**
 * Body of PUT /api/position/client/mtm (spec §3 "Mtm"): the choice, confirmed with the electronic signature
 * (ClientElectronicCheck, checked by the server). ClientIp is what the browser believes; the server records
 * the address it sees and keeps this one only as given.
 */
export const MtmBody = v.strictObject(
  {
    MtmActivated: Flag,
    ClientElectronicCheck: v.pipe(
      text(FieldMessages.signatureRequired),
      v.nonEmpty(FieldMessages.signatureRequired),
      v.maxLength(64, FieldMessages.signatureInvalid),
    ),
    ClientIp: v.optional(v.pipe(text(FieldMessages.ipInvalid), v.ip(FieldMessages.ipInvalid))),
    CustomerId: Id,
  },
  Messages.unknownField,
);
export type MtmBody = v.InferOutput<typeof MtmBody>;

/** Response of GET and PUT /api/position/client/mtm: MtmActivated is true until the client says otherwise (spec §3). */
export const MtmSetting = v.object({ MtmActivated: v.boolean(), CustomerId: v.number() });
export type MtmSetting = v.InferOutput<typeof MtmSetting>;
