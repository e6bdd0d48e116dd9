import * as v from 'valibot';
import { BasicDataBody } from '../basic-data.ts';
import { EDITABLE_BASIC_DATA } from '../client.ts';
import { RegistrationStatus } from '../constants.ts';
import { Messages } from '../messages.ts';
import { FieldMessages } from './field-messages.ts';
import { Id } from './fields.ts';

const editable = v.pick(BasicDataBody.pipe[0], EDITABLE_BASIC_DATA).entries;

/**
 * Body of PUT /api/client, the first call of "save customer" (spec §7): every editable basic-data field with
 * the sign-up rules, plus the client's Id. The birth/opening date rule follows the stored person type (server).
 * Answer: `ClientSummary` (domain/client.ts, as GET /api/client/{id}).
 */
export const SaveClientBody = v.strictObject({ Id, ...editable }, Messages.unknownField);
export type SaveClientBody = v.InferOutput<typeof SaveClientBody>;

/** Body of PATCH /api/client/finalize (spec §7): finishes the sign-up (finalized, status 2: spec §4, DESIGN §5). */
export const FinalizeBody = v.strictObject({ Id }, Messages.unknownField);
export type FinalizeBody = v.InferOutput<typeof FinalizeBody>;

/** Answer of PATCH /api/client/finalize. */
export const Finalized = v.object({ Id: v.number(), Finalized: v.literal(true), StatusRegistration: v.number() });
export type Finalized = v.InferOutput<typeof Finalized>;

/**
 * Body of PATCH /api/register/status (spec §7): a customer may only move to 2 (documents sent, spec §4); other
 * ids are the operator's (CLI) and answer 403.
 */
export const RegisterStatusBody = v.strictObject(
  { ClientId: Id, StatusId: v.picklist(Object.values(RegistrationStatus), FieldMessages.statusInvalid) },
  Messages.unknownField,
);
export type RegisterStatusBody = v.InferOutput<typeof RegisterStatusBody>;

/** Answer of PATCH /api/register/status. */
export const RegisterStatus = v.object({ ClientId: v.number(), StatusId: v.number() });
export type RegisterStatus = v.InferOutput<typeof RegisterStatus>;
