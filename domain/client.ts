import * as v from 'valibot';
import { BasicDataBody } from './basic-data.ts';
import { PersonType } from './constants.ts';
import { Messages } from './messages.ts';

/** Basic data of the signed-in client as stored (GET /api/client/basic-data; spec §3 field names). */
export const ClientBasicData = v.object({
  CpfCnpj: v.string(),
  BirthDate: v.string(),
  Email: v.string(),
  MobilePhonePrefix: v.string(),
  MobilePhoneNumber: v.string(),
  PersonType: v.picklist([PersonType.F, PersonType.J]),
  Name: v.string(),
  AdvisorId: v.nullable(v.number()),
  OfficeId: v.nullable(v.number()),
  PartnerId: v.number(),
  RegisterUrl: v.string(),
  ChannelId: v.number(),
  KnowledgeId: v.number(),
});
export type ClientBasicData = v.InferOutput<typeof ClientBasicData>;

/** Fields of the basic data a client may change after sign-up. */
export const EDITABLE_BASIC_DATA = ['Name', 'Email', 'MobilePhonePrefix', 'MobilePhoneNumber', 'BirthDate'] as const;

/**
 * Body of PATCH /api/client/basic-data: a strict partial of the editable fields with the sign-up rules, at least
 * one field. The birth/opening date rule depends on the stored person type, so the server checks it.
 */
export const BasicDataPatchBody = v.pipe(
  v.partial(v.pick(BasicDataBody.pipe[0], EDITABLE_BASIC_DATA)),
  v.check((body) => Object.keys(body).length > 0, Messages.invalidBody),
);
export type BasicDataPatchBody = v.InferOutput<typeof BasicDataPatchBody>;

/** A client as GET /api/client/{id} returns it; the phone is prefix and number combined (spec §3). */
export const ClientSummary = v.object({
  Id: v.number(),
  ChannelId: v.number(),
  Name: v.string(),
  PersonType: v.picklist([PersonType.F, PersonType.J]),
  MobilePhone: v.string(),
  Email: v.string(),
  StatusRegistration: v.number(),
});
export type ClientSummary = v.InferOutput<typeof ClientSummary>;
