import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

/** A message the peer received: envelope and the raw RFC 5322 source. */
export type ReceivedMail = { from: string; to: string[]; raw: string };

/** A real SMTP server on a random loopback port that keeps what it receives; `reject` makes it refuse recipients. */
export type SmtpPeer = { url: string; received: ReceivedMail[]; reject: number | undefined; close(): Promise<void> };

/** Starts the peer (plain SMTP, no auth: loopback only). */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const peer: SmtpPeer = { url: '', received: [], reject: undefined, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
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
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        peer.received.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  peer.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  peer.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return peer;
}

/** Decodes a quoted-printable body well enough to read codes and links. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
