import * as v from 'valibot';
import { DecisionMessages, DecisionReason, DocumentsRequestMessage } from '../../domain/api/decision.ts';
import { ReasonCodeMessages } from '../../domain/api/reason-codes.ts';
import type { DecisionContext } from './decision.types.ts';

/** The forms a decision has: a rejection's code and reason, a request's code, documents and message. */
export type DecisionForm = 'reject' | 'requestDocuments';

const firstIssue = (schema: typeof DecisionReason, value: string) => {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0].message;
};

// The code must be one of the active codes the decision state listed (the server checks again: 400 at ReasonCode).
function codeIssue(context: Pick<DecisionContext, 'reasonCode' | 'state'>) {
  if (context.reasonCode === '') return ReasonCodeMessages.required;
  const known = context.state?.ReasonCodes.some((item) => item.Code === context.reasonCode) ?? false;
  return known ? undefined : ReasonCodeMessages.unknown;
}

/** What is wrong with a decision's form, by field (empty when it may be sent). */
export function formErrors(
  form: DecisionForm,
  context: Pick<DecisionContext, 'reasonCode' | 'reason' | 'documentTypeIds' | 'message' | 'state'>,
) {
  const errors: DecisionContext['errors'] = { reasonCode: codeIssue(context) };
  if (form === 'reject') {
    errors.reason = firstIssue(DecisionReason, context.reason);
  } else {
    if (context.documentTypeIds.length === 0) errors.documents = DecisionMessages.documentsRequired;
    errors.message = firstIssue(DocumentsRequestMessage, context.message);
  }
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as DecisionContext['errors'];
}
