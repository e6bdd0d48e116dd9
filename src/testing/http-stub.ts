import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the stub received it. */
export type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
/** A reply a test queues. */
export type Reply = { status: number; body: string; type?: string };

/** A JSON reply. */
export const json = (status: number, value: unknown): Reply => ({ status, body: JSON.stringify(value) });

/**
 * A real HTTP server for the API client tests: each test queues the replies it wants and reads back what arrived.
 * It answers CORS (the page's origin differs in jsdom) so XMLHttpRequest uploads reach it too.
 */
export async function startHttpStub() {
  const seen: Seen[] = [];
  const replies: Reply[] = [];
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, X-Platform, X-Request-Id, Idempotency-Key',
  };
  const server: Server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      return res.end();
    }
    let body = '';
    req.setEncoding('latin1');
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const reply = replies.shift() ?? json(500, { Message: 'no reply queued' });
      res.writeHead(reply.status, { ...cors, 'Content-Type': reply.type ?? 'application/json' });
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    replies,
    reset: () => {
      seen.length = 0;
      replies.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
