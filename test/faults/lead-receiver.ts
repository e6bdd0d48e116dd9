import { createServer } from 'node:http';

/** A lead service on loopback: answers after `delayMs`, or never while `hang`; keeps every Idempotency-Key it got. */
export type LeadReceiver = { url: string; keys: string[]; delayMs: number; hang: boolean; close(): Promise<void> };

/** Starts the receiver (answering at once). */
export async function startLeadReceiver(): Promise<LeadReceiver> {
  const receiver: LeadReceiver = { url: '', keys: [], delayMs: 0, hang: false, close: async () => undefined };
  const server = createServer((request, response) => {
    receiver.keys.push(String(request.headers['idempotency-key']));
    request.resume();
    if (!receiver.hang) setTimeout(() => response.end(), receiver.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as { port: number }).port}/leads`;
  receiver.close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  return receiver;
}
