import * as v from 'valibot';
import { Messages } from '../messages.ts';
import { Flag, Id } from './fields.ts';

/** The four declarations (spec §3); the order-authorisation flags change the required documents (spec §6). */
const flags = {
  AuthorizesOrdersByProcurator: Flag,
  AuthorizesOrdersByAdministrator: Flag,
  QualifiedInvestor: Flag,
  ProfessionalInvestor: Flag,
};

/** Body of POST /api/client/declaration-data. */
export const DeclarationDataBody = v.strictObject({ ...flags, ClientId: Id }, Messages.unknownField);
export type DeclarationDataBody = v.InferOutput<typeof DeclarationDataBody>;

/** Response of GET /api/client/declaration-data/{clientId} (every flag false until the client declares). */
export const DeclarationData = v.object({
  AuthorizesOrdersByProcurator: v.boolean(),
  AuthorizesOrdersByAdministrator: v.boolean(),
  QualifiedInvestor: v.boolean(),
  ProfessionalInvestor: v.boolean(),
  ClientId: v.number(),
});
export type DeclarationData = v.InferOutput<typeof DeclarationData>;
