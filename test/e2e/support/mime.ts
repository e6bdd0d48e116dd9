/**
 * A small reader of the MIME messages the SMTP peer receives (RFC 5322 headers with RFC 2047 encoded words,
 * multipart bodies, quoted-printable and base64 transfer encodings, charsets), enough to read what a customer reads:
 * sender, recipients, subject, the plain-text and HTML bodies and their links. Works on bytes (latin1 strings) so
 * that multi-byte UTF-8 split across quoted-printable escapes or lines decodes right.
 */

/** What a reader of the email sees. */
export type ParsedMail = { from: string; to: string[]; subject: string; text: string; html: string; links: string[] };

type Entity = { headers: Map<string, string>; body: string };

// Header and body are split at the first empty line; folded header lines continue with white space (RFC 5322 §2.2.3).
function splitEntity(source: string): Entity {
  const match = /\r?\n\r?\n/.exec(source);
  const head = match ? source.slice(0, match.index) : source;
  const body = match ? source.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

const decodeBytes = (bytes: Buffer, charset = 'utf-8') => new TextDecoder(charset.replace(/\*.*$/, '').trim() || 'utf-8').decode(bytes);

/** Decodes quoted-printable (RFC 2045 §6.7) into bytes: soft line breaks removed, =XX escapes turned into bytes. */
export function quotedPrintableBytes(body: string): Buffer {
  const joined = body.replace(/[ \t]+(?=\r?\n)/g, '').replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  );
}

/** Decodes a header value: its raw bytes as UTF-8 (RFC 6532), then every encoded word `=?charset?Q|B?text?=`. */
export function decodeHeader(value: string): string {
  const utf8 = decodeBytes(Buffer.from(value, 'latin1'));
  // White space between two adjacent encoded words is not part of the text (RFC 2047 §6.2).
  return utf8
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?[^?]+\?[QqBb]\?[^?]*\?=)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, charset: string, encoding: string, text: string) => {
      const bytes = encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : quotedPrintableBytes(text.replace(/_/g, '=20'));
      return decodeBytes(bytes, charset);
    });
}

/** The value and the parameters of a structured header such as Content-Type (`text/plain; charset="utf-8"`). */
function structured(value: string | undefined): { value: string; params: Map<string, string> } {
  const [first = '', ...rest] = (value ?? '').split(';');
  const params = new Map<string, string>();
  for (const param of rest) {
    const equals = param.indexOf('=');
    if (equals < 0) continue;
    params.set(
      param.slice(0, equals).trim().toLowerCase(),
      param
        .slice(equals + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1'),
    );
  }
  return { value: first.trim().toLowerCase(), params };
}

function bodyText(entity: Entity, charset: string | undefined): string {
  const encoding = (entity.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'quoted-printable'
      ? quotedPrintableBytes(entity.body)
      : encoding === 'base64'
        ? Buffer.from(entity.body.replace(/\s+/g, ''), 'base64')
        : Buffer.from(entity.body, 'latin1');
  // Line ends travel as CRLF (RFC 5322); readers see lines.
  return decodeBytes(bytes, charset).replace(/\r\n/g, '\n');
}

// The parts between the boundary lines; the preamble before the first and the epilogue after the last are dropped.
function multipartParts(body: string, boundary: string): string[] {
  const delimiter = new RegExp(`(?:^|\\r?\\n)--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(--)?[ \\t]*(?:\\r?\\n|$)`, 'g');
  const parts: string[] = [];
  let start = -1;
  for (let match = delimiter.exec(body); match; match = delimiter.exec(body)) {
    if (start >= 0) parts.push(body.slice(start, match.index));
    if (match[1]) break;
    start = match.index + match[0].length;
  }
  return parts;
}

// Depth-first: the first inline text/plain and text/html parts are the bodies a mail client shows.
function collectBodies(entity: Entity, found: { text?: string; html?: string }): void {
  const type = structured(entity.headers.get('content-type') ?? 'text/plain');
  if (type.value.startsWith('multipart/')) {
    const boundary = type.params.get('boundary');
    if (!boundary) return;
    for (const part of multipartParts(entity.body, boundary)) collectBodies(splitEntity(part), found);
    return;
  }
  if (structured(entity.headers.get('content-disposition')).value === 'attachment') return;
  if (type.value === 'text/plain' && found.text === undefined) found.text = bodyText(entity, type.params.get('charset'));
  if (type.value === 'text/html' && found.html === undefined) found.html = bodyText(entity, type.params.get('charset'));
}

/** The addresses of an address-list header (`Name <a@b>, c@d`), without display names. */
export function addresses(value: string): string[] {
  return (value.match(/(?:[^,"]|"[^"]*")+/g) ?? [])
    .map((item) => /<([^>]+)>/.exec(item)?.[1] ?? item)
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

const decodeEntities = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_match, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '');

/** Every link of the email: the HTML's hrefs and the URLs written in the plain text, without repeats. */
function linksOf(text: string, html: string): string[] {
  const hrefs = [...html.matchAll(/href\s*=\s*"([^"]*)"/gi)].map((match) => decodeEntities(match[1] ?? ''));
  const written = text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  return [...new Set([...hrefs, ...written])];
}

/** Parses a raw message (the bytes the SMTP peer received) into what its reader sees. */
export function parseMail(raw: Buffer): ParsedMail {
  const entity = splitEntity(raw.toString('latin1'));
  const found: { text?: string; html?: string } = {};
  collectBodies(entity, found);
  const text = found.text ?? '';
  const html = found.html ?? '';
  return {
    from: decodeHeader(entity.headers.get('from') ?? ''),
    to: addresses(decodeHeader(entity.headers.get('to') ?? '')),
    subject: decodeHeader(entity.headers.get('subject') ?? ''),
    text,
    html,
    links: linksOf(text, html),
  };
}
