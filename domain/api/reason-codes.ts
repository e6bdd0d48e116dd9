import * as v from 'valibot';
import { Messages } from '../messages.ts';
import { requiredText, text } from './fields.ts';

/** The longest reason code (a slug) and the longest label an admin gives one. */
export const REASON_CODE_MAX = 40;
export const REASON_LABEL_MAX = 120;

/** pt-BR messages of reason codes (ADR 241). */
export const ReasonCodeMessages = {
  required: 'Escolha o motivo',
  unknown: 'Motivo desconhecido ou desativado: escolha outro da lista',
  format: 'Use letras minúsculas sem acento, números e hífens (ex.: documento-ilegivel)',
  labelRequired: 'Informe o nome do motivo',
  taken: 'Já existe um motivo com este código',
  notFound: 'Motivo não encontrado',
  providerOnly: 'Só administradores da corretora gerenciam os motivos',
} as const;

/** A reason code as a decision names it: a lowercase slug (`documento-ilegivel`). */
export const ReasonCode = v.pipe(
  text(ReasonCodeMessages.required),
  v.nonEmpty(ReasonCodeMessages.required),
  v.maxLength(REASON_CODE_MAX, ReasonCodeMessages.format),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, ReasonCodeMessages.format),
);

/** The name staff read for a code (never the customer). */
export const ReasonLabel = requiredText(REASON_LABEL_MAX, ReasonCodeMessages.labelRequired);

/** One code as listed: its slug, its pt-BR name and whether decisions may still take it. */
export const ReasonCodeItem = v.object({ Code: v.string(), Label: v.string(), Active: v.boolean() });
export type ReasonCodeItem = v.InferOutput<typeof ReasonCodeItem>;
export const ReasonCodeList = v.array(ReasonCodeItem);

// valibot's object schemas accept an array (it is an object): refused first.
const oneObject = v.custom<unknown>((input) => !Array.isArray(input), Messages.invalidBody);

/** POST /api/backoffice/reason-codes: a new code, active. */
export const NewReasonCodeBody = v.pipe(oneObject, v.strictObject({ Code: ReasonCode, Label: ReasonLabel }, Messages.unknownField));
export type NewReasonCodeBody = v.InferOutput<typeof NewReasonCodeBody>;

/** PATCH /api/backoffice/reason-codes/{code}: rename it, deactivate or reactivate it (the code itself never changes). */
export const ReasonCodeChange = v.pipe(
  oneObject,
  v.strictObject({ Label: v.optional(ReasonLabel), Active: v.optional(v.boolean(Messages.invalidField)) }, Messages.unknownField),
);
export type ReasonCodeChange = v.InferOutput<typeof ReasonCodeChange>;

/** The path parameter naming a code. */
export const ReasonCodeParams = v.strictObject({ code: ReasonCode });

/** One decision counted by reason, for the funnel: the decision's kind, the code, its name and how many. */
export const DecisionReasonCount = v.object({
  Kind: v.picklist(['reject', 'requestDocuments']),
  Code: v.string(),
  Label: v.string(),
  Count: v.number(),
});
export type DecisionReasonCount = v.InferOutput<typeof DecisionReasonCount>;
