/**
 * A real SMTP server (smtp-server) on loopback that keeps every message it accepts, as a relay would receive it, and
 * the reader of those messages (mailparser). The API and fault suites start it in their own process; the e2e suite
 * runs this file as a process of its own (`tsx server/test-support/smtp-peer.ts <smtp port> <list port>`), which
 * also lists the messages over HTTP (GET /messages, newest first, `?after=` an id; GET /health) for the browser tests to read.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

/** A message the peer received: its number (from 1), the SMTP envelope and the raw RFC 5322 bytes. */
export type ReceivedMail = { id: number; from: string; to: string[]; raw: Buffer };

/** The peer: its `smtp://` URL, what it received (oldest first), and `reject`, an SMTP code that refuses recipients. */
export type SmtpPeer = { url: string; port: number; received: ReceivedMail[]; reject: number | undefined; close(): Promise<void> };

/** Starts the peer on 127.0.0.1 (`port`, else any free one): plain SMTP without auth, like a local relay. */
export async function startSmtpPeer(port = 0): Promise<SmtpPeer> {
  const peer: SmtpPeer = { url: '', port: 0, received: [], reject: undefined, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 5 * 1024 * 1024,
    onRcptTo(_address, _session, callback) {
      if (peer.reject === undefined) return callback();
      const error: SMTPServerError = new Error('recipient refused by the test peer');
      error.responseCode = peer.reject;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        peer.received.push({
          id: peer.received.length + 1,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  peer.port = (server.server.address() as AddressInfo).port;
  peer.url = `smtp://127.0.0.1:${peer.port}`;
  peer.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return peer;
}

/** What a reader of the email sees: sender, recipients (lower-case), subject, bodies and every link. */
export type ReadMail = { from: string; to: string[]; subject: string; text: string; html: string; links: string[] };

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  [field ?? []].flat().flatMap((group) => group.value.map((address) => (address.address ?? '').toLowerCase()));

const decodeEntities = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_match, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '');

/** Every link of the email: the HTML's hrefs and the URLs written in the plain text, without repeats. */
function linksOf(text: string, html: string): string[] {
  const hrefs = [...html.matchAll(/href\s*=\s*"([^"]*)"/gi)].map((match) => decodeEntities(match[1] ?? ''));
  return [...new Set([...hrefs, ...(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])])];
}

/** Reads a message the peer received (mailparser): line ends in the bodies are `\n`. */
export async function readMail(raw: Buffer): Promise<ReadMail> {
  const mail = await simpleParser(raw);
  const sender = mail.from?.value[0];
  const text = mail.text ?? '';
  const html = typeof mail.html === 'string' ? mail.html : '';
  return {
    from: sender?.name ? `${sender.name} <${sender.address}>` : (sender?.address ?? ''),
    to: addressesOf(mail.to),
    subject: mail.subject ?? '',
    text,
    html,
    links: linksOf(text, html),
  };
}

/** A received message as the HTTP list gives it: the raw bytes in base64 (byte-exact). */
export type ListedMail = Omit<ReceivedMail, 'raw'> & { rawBase64: string };

/**
 * Lists what `peer` received over HTTP on 127.0.0.1:`port`: GET /messages, newest first, only those after the id
 * `?after=` names (a reader that waits for a new email then reads the new ones only, not the run's hundreds again);
 * GET /health, with `received`, the count and so the newest id.
 */
export async function listOverHttp(peer: SmtpPeer, port: number): Promise<{ close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://peer');
    const after = Number(url.searchParams.get('after') ?? 0);
    if (request.method === 'GET' && url.pathname === '/messages' && Number.isInteger(after)) {
      const listed: ListedMail[] = peer.received
        .filter((mail) => mail.id > after)
        .map(({ raw, ...mail }) => ({ ...mail, rawBase64: raw.toString('base64') }))
        .reverse();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(listed));
      return;
    }
    if (request.method === 'GET' && url.pathname === '/health') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: true, received: peer.received.length }));
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end('{"error":"not found"}');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

// Run as a process of its own (the e2e suite's Playwright webServer): the SMTP and list ports come as arguments.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [smtpPort, listPort] = process.argv.slice(2).map(Number);
  const peer = await startSmtpPeer(smtpPort);
  const list = await listOverHttp(peer, listPort);
  console.log(`smtp peer: smtp on ${peer.port}, messages on ${listPort}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void Promise.all([list.close(), peer.close()]).then(() => process.exit(0)));
  }
}
