/**
 * The e2e suite's mail server: a real SMTP peer (smtp-server) on SMTP_PEER_PORT that keeps every message it accepts,
 * and a small HTTP server on MAILBOX_PORT that lists them (GET /messages, newest first; GET /health). Started by
 * Playwright as a webServer before the app server; loopback only, plain SMTP without auth like a local relay.
 */
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { MAILBOX_PORT, SMTP_PEER_PORT } from './e2e-env.ts';

/** A message as the peer received it: the SMTP envelope and the raw RFC 5322 bytes (base64, byte-exact). */
export type PeerMessage = { id: number; envelopeFrom: string; envelopeTo: string[]; rawBase64: string };

const messages: PeerMessage[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  size: 5 * 1024 * 1024,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      messages.unshift({
        id: messages.length + 1,
        envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        rawBase64: Buffer.concat(chunks).toString('base64'),
      });
      callback();
    });
  },
});

const http = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://peer').pathname;
  if (request.method === 'GET' && (path === '/messages' || path === '/health')) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(path === '/messages' ? messages : { ok: true, received: messages.length }));
    return;
  }
  response.writeHead(404, { 'content-type': 'application/json' });
  response.end('{"error":"not found"}');
});

smtp.listen(SMTP_PEER_PORT, '127.0.0.1', () => {
  http.listen(MAILBOX_PORT, '127.0.0.1', () => console.log(`smtp peer: smtp on ${SMTP_PEER_PORT}, messages on ${MAILBOX_PORT}`));
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    http.close();
    smtp.close(() => process.exit(0));
  });
}
