import * as v from 'valibot';
import { DOCUMENT_REQUEST_MESSAGE_MAX, DocumentRequestMessage } from '../../domain/api/missing-documents.ts';
import { operatorRequestsDocuments } from '../services/decisions/decision.service.ts';
import type { DocumentRequestResult } from '../services/documents/missing-documents.service.ts';
import { type CliContext, CliError, namedOperator, positiveInt } from './cli-context.ts';

/** Options of `documents:request`. */
export type DocumentsRequestOptions = { client?: string; document?: string[]; message?: string; operator?: string };

function requestedTypes(values: string[] | undefined): number[] {
  if (!values || values.length === 0) throw new CliError('--document is required (a receipt type id; repeat it for each document)');
  return values.map((value) => positiveInt('document', value));
}

function message(value: string | undefined): string {
  const parsed = v.safeParse(DocumentRequestMessage, value ?? '');
  if (!parsed.success) {
    throw new CliError(`--message is required: 1 to ${DOCUMENT_REQUEST_MESSAGE_MAX} characters of text, without control characters`);
  }
  return parsed.output;
}

function refusal(clientId: number, result: Exclude<DocumentRequestResult, { status: 'created' }>): CliError {
  if (result.status === 'notFound') return new CliError(`No client with id ${clientId}`);
  if (result.status === 'unknownTypes') {
    return new CliError(
      `Unknown document type ${result.receiptTypeIds.join(', ')} for client ${clientId} (see GET /api/common/receipt/{personType})`,
    );
  }
  return new CliError(
    `Client ${clientId} has status ${result.registrationStatus}: documents may be requested only in analysis (2); nothing changed`,
  );
}

/**
 * Asks a client in analysis for the named documents with a message, as the back office's decision does (ADR 200):
 * creates the link code, sets status 3, audits the operator by name with the message as the reason, queues the
 * status-change event, emails the link on the partner's configured URL and prints it.
 */
export async function documentsRequest(ctx: CliContext, options: DocumentsRequestOptions): Promise<void> {
  const clientId = positiveInt('client', options.client);
  const ask = { receiptTypeIds: requestedTypes(options.document), message: message(options.message) };
  const actor = namedOperator(options.operator);
  const result = await operatorRequestsDocuments(ctx.db, clientId, ask, { now: ctx.clock.now(), requestId: ctx.requestId, actor });
  if (result.status !== 'created') throw refusal(clientId, result);
  ctx.print(`Client ${clientId}: waiting for documents (status 3); asked for ${ask.receiptTypeIds.join(', ')}.`);
  ctx.print(`Link (valid until ${result.expiresAt.toISOString()}): ${result.link}`);
  const sent = ctx.sendQueuedEmails ? await ctx.sendQueuedEmails() : undefined;
  if (sent && sent.retried + sent.failed === 0) ctx.print('Email with the link sent.');
  else ctx.print('Email with the link queued in the outbox; the server will send it.');
}
