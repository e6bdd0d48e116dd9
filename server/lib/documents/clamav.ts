import { connect, type NetConnectOpts } from 'node:net';

/** What clamd said of a file: clean, or the name of the signature it matched. */
export type ScanResult = { infected: false } | { infected: true; signature: string };

/** clamd could not give an answer (unreachable, timed out, refused the stream): the file was not scanned. */
export class ClamdUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ClamdUnavailableError';
  }
}

/** The socket options of a CLAMAV_URL: `tcp://host:port` or `unix:///path/to/clamd.sock`. */
export function clamdAddress(url: string): NetConnectOpts {
  const parsed = new URL(url);
  if (parsed.protocol === 'unix:') return { path: decodeURIComponent(parsed.pathname) };
  if (parsed.protocol === 'tcp:' && parsed.hostname && parsed.port) {
    return { host: parsed.hostname.replace(/^\[|\]$/g, ''), port: Number(parsed.port) };
  }
  throw new Error(`not a clamd address: ${url} (tcp://host:port or unix:///path)`);
}

/** A CLAMAV_URL shape check, for the environment's schema. */
export const CLAMAV_URL_PATTERN = /^(tcp:\/\/[^\s/:]+:\d{1,5}\/?|unix:\/\/\/\S+)$/;

const CHUNK = 64 * 1024;
const DEFAULT_TIMEOUT_MS = 30_000;

/** The INSTREAM framing: each chunk behind its 4-byte big-endian length, then a zero length. */
function* frames(data: Uint8Array): Generator<Buffer> {
  yield Buffer.from('zINSTREAM\0');
  for (let at = 0; at < data.length; at += CHUNK) {
    const chunk = data.subarray(at, at + CHUNK);
    const size = Buffer.alloc(4);
    size.writeUInt32BE(chunk.length);
    yield size;
    yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  }
  yield Buffer.alloc(4);
}

/** Reads clamd's one-line reply (`stream: OK`, `stream: <signature> FOUND`, or an error). */
export function parseReply(reply: string): ScanResult {
  const line = reply.replace(/\0/g, '').trim();
  if (line === 'stream: OK') return { infected: false };
  const found = /^stream: (.+) FOUND$/.exec(line);
  if (found) return { infected: true, signature: found[1] };
  throw new ClamdUnavailableError(`clamd answered: ${line || '(nothing)'}`);
}

/**
 * Scans `data` with clamd's INSTREAM command over TCP or a unix socket (one connection per scan). Throws
 * ClamdUnavailableError when clamd cannot be reached, does not answer within `timeoutMs`, or answers an error.
 */
export function scanWithClamd(url: string, data: Uint8Array, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<ScanResult> {
  return new Promise((resolve, reject) => {
    const socket = connect(clamdAddress(url));
    const replies: Buffer[] = [];
    const fail = (message: string) => {
      socket.destroy();
      reject(new ClamdUnavailableError(message));
    };
    socket.setTimeout(timeoutMs, () => fail(`clamd did not answer within ${timeoutMs} ms`));
    socket.on('error', (error) => fail(`clamd unreachable: ${error.message}`));
    // The reply ends with a NUL (the z- form of the command); clamd then closes the connection.
    const finish = () => {
      socket.destroy();
      try {
        resolve(parseReply(Buffer.concat(replies).toString('utf8')));
      } catch (error) {
        reject(error);
      }
    };
    socket.on('data', (chunk) => {
      replies.push(chunk);
      if (chunk.includes(0)) finish();
    });
    socket.on('end', finish);
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('connect', async () => {
      for (const frame of frames(data)) {
        if (socket.destroyed) return;
        if (!socket.write(frame)) await Promise.race([new Promise((drained) => socket.once('drain', drained)), closed]);
      }
    });
  });
}
