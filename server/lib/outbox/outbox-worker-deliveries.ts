import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import type { Clock } from '../http/context.ts';
import { type Mailer, MailMessage, PermanentDeliveryError } from './mail.ts';
import type { Delivery } from './outbox-worker.ts';

/** Header carrying the lead's signature: `t=<unix seconds>,v1=<hex HMAC-SHA-256 of "<t>.<body>">` (ADR 046). */
export const LEAD_SIGNATURE_HEADER = 'X-Lead-Signature';

/** Header naming the webhook event (the outbox kind: `lead` or `status`), so one receiver tells them apart. */
export const WEBHOOK_EVENT_HEADER = 'X-Webhook-Event';

/** How long a lead call waits for the lead service. */
export const LEAD_TIMEOUT_MS = 10_000;

const hmacHex = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The signature header value for a body sent at `timestamp` (unix seconds). */
export function signLead(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`;
}

/**
 * What a receiver runs: true when `header` signs exactly `body` with `secret` and its time is within
 * `toleranceSeconds` of `now` (so a captured call cannot be replayed later).
 */
export function verifyLeadSignature(secret: string, header: string | null, body: string, now: Date, toleranceSeconds = 300): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const timestamp = Number(match[1]);
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  return timingSafeEqual(Buffer.from(match[2], 'hex'), Buffer.from(hmacHex(secret, timestamp, body), 'hex'));
}

// A 4xx other than timeout or rate limiting means the lead service refuses this message: retrying cannot help.
const isPermanentHttpStatus = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * Why a call got no answer, in words safe to log: a timeout, or the network error's code (`fetch failed` hides it
 * in its cause). Never the URL, which may carry credentials.
 */
function unreachable(error: unknown, timeoutMs: number): Error {
  const { name, cause } = error as { name?: unknown; cause?: { code?: unknown; name?: unknown } };
  if (name === 'TimeoutError') return new Error(`lead service did not answer within ${timeoutMs} ms`);
  return new Error(`lead service unreachable (${String(cause?.code ?? cause?.name ?? name)})`);
}

/**
 * Posts a webhook event (a lead, a status change) as JSON to the lead service, signed, with the outbox idempotency
 * key as `Idempotency-Key` and the event's kind in `X-Webhook-Event`.
 */
export function leadDelivery(options: { url: string; secret: string; clock: Clock; timeoutMs?: number }): Delivery {
  const timeoutMs = options.timeoutMs ?? LEAD_TIMEOUT_MS;
  return async (row) => {
    const body = JSON.stringify(row.payload);
    const timestamp = Math.floor(options.clock.now().getTime() / 1000);
    const response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': row.idempotencyKey,
        [WEBHOOK_EVENT_HEADER]: row.kind,
        [LEAD_SIGNATURE_HEADER]: signLead(options.secret, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    }).catch((error: unknown) => {
      throw unreachable(error, timeoutMs);
    });
    await response.body?.cancel();
    if (response.ok) return;
    const summary = `lead service answered HTTP ${response.status}`;
    throw isPermanentHttpStatus(response.status) ? new PermanentDeliveryError(summary) : new Error(summary);
  };
}

/** Sends an `email` outbox row through the mailer (a malformed payload can never be sent: permanent). */
export function emailDelivery(mailer: Mailer): Delivery {
  return async (row) => {
    const message = v.safeParse(MailMessage, row.payload);
    if (!message.success) throw new PermanentDeliveryError('malformed email payload');
    await mailer.send(message.output);
  };
}
