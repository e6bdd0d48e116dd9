import * as v from 'valibot';
import { Messages } from '../messages.ts';
import { ChoiceId, requiredText } from './fields.ts';
import { MissingDocumentsMessages } from './missing-documents.ts';
import { ReasonCode } from './reason-codes.ts';

/** The longest reason or message staff may write with a decision (issue 19). */
export const DECISION_TEXT_MAX = 500;

/** pt-BR messages of the back office's decisions. */
export const DecisionMessages = {
  reasonRequired: 'Informe o motivo da reprovação',
  messageRequired: MissingDocumentsMessages.requestMessageRequired,
  documentsRequired: 'Escolha ao menos um documento',
  notUnderAnalysis: 'Só é possível decidir um cadastro em análise',
  ownFirstApproval: 'Você já aprovou este cadastro: falta a aprovação de outra pessoa',
  roleAfterFirstApproval:
    'Sua função de aprovação começou depois da primeira aprovação deste cadastro: a segunda deve vir de quem já aprovava antes dela',
  invitedByFirstApprover: 'Você foi convidado por quem deu a primeira aprovação: a segunda deve vir de outra pessoa',
  grantedByFirstApprover: 'Sua função ou reativação foi dada por quem deu a primeira aprovação: a segunda deve vir de outra pessoa',
  decisionRefused: 'Sua função não permite esta decisão',
  stale: 'Este cadastro mudou enquanto você decidia: abra-o de novo',
  heldByOther: (name: string) => `Este cadastro está com ${name}: para decidir, assuma-o em Responsável informando o motivo`,
} as const;

/** The reason of a rejection, as the customer's email and the audit trail carry it. */
export const DecisionReason = requiredText(DECISION_TEXT_MAX, DecisionMessages.reasonRequired);

/** The message that goes with a request for documents. */
export const DocumentsRequestMessage = requiredText(DECISION_TEXT_MAX, DecisionMessages.messageRequired);

/**
 * Body of a decision on an application "em análise" (status 2): approve (4), reject (5) or request documents (3). A
 * rejection and a request name a reason code from the admins' list (ADR 241: staff only, for reports) besides the
 * text the customer reads.
 */
export const DecisionBody = v.variant('Kind', [
  v.strictObject({ Kind: v.literal('approve') }, Messages.unknownField),
  v.strictObject({ Kind: v.literal('reject'), ReasonCode, Reason: DecisionReason }, Messages.unknownField),
  v.strictObject(
    {
      Kind: v.literal('requestDocuments'),
      ReasonCode,
      DocumentTypeIds: v.pipe(v.array(ChoiceId), v.minLength(1, DecisionMessages.documentsRequired)),
      Message: DocumentsRequestMessage,
    },
    Messages.unknownField,
  ),
]);
export type DecisionBody = v.InferOutput<typeof DecisionBody>;

/**
 * Answer of a decision: the application's status after it, and whether an approval still waits for a second approver
 * (four eyes: a PEP or a professional investor).
 */
export const DecisionResult = v.object({ StatusRegistration: v.number(), AwaitingSecondApproval: v.boolean() });
export type DecisionResult = v.InferOutput<typeof DecisionResult>;

/**
 * Where an application stands for a decision: its status, whether approving needs two approvers, who approved first
 * (their staff id, name and when; all null without a first approval), who holds the file (a live claim, ADR 234),
 * why the screening stops an approval (its pt-BR reason, or null; ADR 233) and the active reason codes (ADR 241).
 */
export const DecisionState = v.object({
  StatusRegistration: v.number(),
  NeedsSecondApproval: v.boolean(),
  FirstApprovalBy: v.nullable(v.number()),
  FirstApprovalName: v.nullable(v.string()),
  FirstApprovalAt: v.nullable(v.string()),
  Holder: v.nullable(v.object({ Id: v.number(), Name: v.string() })),
  ScreeningBlock: v.nullable(v.string()),
  ReasonCodes: v.array(v.object({ Code: v.string(), Label: v.string() })),
});
export type DecisionState = v.InferOutput<typeof DecisionState>;
