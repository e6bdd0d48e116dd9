import { createServer, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermanentDeliveryError, smtpMailer } from './mail.ts';

const message = { to: 'ana@example.com', fromName: 'Aurora', subject: 's', text: 't', html: 'h' };
const TIMEOUT_MS = 300;

/** Listens on a random loopback port; answers its `smtp://` URL. */
async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `smtp://127.0.0.1:${(server.address() as { port: number }).port}`;
}

let silentAfterGreeting: SMTPServer;
let neverGreets: Server;
const held: Socket[] = [];
let urls: { silentAfterGreeting: string; neverGreets: string };
beforeAll(async () => {
  // A real SMTP server that greets, answers EHLO, then never answers MAIL FROM.
  silentAfterGreeting = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false, onMailFrom() {} });
  neverGreets = createServer((socket) => held.push(socket));
  urls = { silentAfterGreeting: await listen(silentAfterGreeting.server), neverGreets: await listen(neverGreets) };
});
afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => neverGreets.close(resolve));
  await new Promise<void>((resolve) => silentAfterGreeting.close(() => resolve()));
});

describe('an SMTP peer that stops answering', () => {
  it.each(['silentAfterGreeting', 'neverGreets'] as const)('fails the send with a retryable timeout (%s)', async (peer) => {
    const failure = await smtpMailer(urls[peer], 'x@aurora.test', TIMEOUT_MS)
      .send(message)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(PermanentDeliveryError);
    expect((failure as Error).message).toBe('SMTP ETIMEDOUT');
  });
});
