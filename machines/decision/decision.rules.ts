import * as v from 'valibot';
import { DecisionMessages, DecisionReason, DocumentsRequestMessage } from '../../domain/api/decision.ts';
import type { DecisionContext } from './decision.types.ts';

/** The forms a decision has: a rejection's reason, a request's documents and message. */
export type DecisionForm = 'reject' | 'requestDocuments';

const firstIssue = (schema: typeof DecisionReason, value: string) => {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0].message;
};

/** What is wrong with a decision's form, by field (empty when it may be sent). */
export function formErrors(form: DecisionForm, context: Pick<DecisionContext, 'reason' | 'documentTypeIds' | 'message'>) {
  const errors: DecisionContext['errors'] = {};
  if (form === 'reject') {
    errors.reason = firstIssue(DecisionReason, context.reason);
  } else {
    if (context.documentTypeIds.length === 0) errors.documents = DecisionMessages.documentsRequired;
    errors.message = firstIssue(DocumentsRequestMessage, context.message);
  }
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as DecisionContext['errors'];
}
