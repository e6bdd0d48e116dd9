import { createDocumentRequest } from '../routes/client/missing-documents.service.ts';
import { type CliContext, CliError, OPERATOR_ACTOR, positiveInt } from './cli-context.ts';

/** Options of `documents:request`. */
export type DocumentsRequestOptions = { client?: string };

/** Asks a client for missing documents: creates the link code, sets status 3, emails the link, prints it. */
export async function documentsRequest(ctx: CliContext, options: DocumentsRequestOptions): Promise<void> {
  const clientId = positiveInt('client', options.client);
  const request = await createDocumentRequest(ctx.db, clientId, { now: ctx.clock.now(), requestId: ctx.requestId, actor: OPERATOR_ACTOR });
  if (!request) throw new CliError(`No client with id ${clientId}`);
  ctx.print(`Client ${clientId}: waiting for documents (status 3).`);
  ctx.print(`Link (valid until ${request.expiresAt.toISOString()}): ${request.link}`);
  const sent = ctx.sendQueuedEmails ? await ctx.sendQueuedEmails() : undefined;
  if (sent && sent.retried + sent.failed === 0) ctx.print('Email with the link sent.');
  else ctx.print('Email with the link queued in the outbox; the server will send it.');
}
