import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { type ListEntry, matchEntries } from '../lib/screening/list-entries.ts';

/** A screening provider on loopback: its SCREENING_URL, the calls, a way to go down or answer garbage, and its end. */
export type ScreeningPeer = {
  url: string;
  calls: () => number;
  /** From now on every call answers `status` (503: the provider is down), until `up()`. */
  down: (status?: number) => void;
  /** From now on every call answers 200 with `body` (an answer that is not one), until `up()`. */
  garble: (body: string) => void;
  up: () => void;
  close: () => Promise<void>;
};

/**
 * Starts a real HTTP screening provider on 127.0.0.1 (`port`, else any free one): POST /screening with
 * `{ name, document?, birthDate? }` answers `{ hits }` matched from `entries` as the demo provider matches them.
 */
export async function startScreeningPeer(entries: readonly ListEntry[], port = 0): Promise<ScreeningPeer> {
  let calls = 0;
  let outage: number | undefined;
  let garbage: string | undefined;
  const server: Server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/screening') {
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls++;
      const json = { 'content-type': 'application/json; charset=utf-8' };
      if (outage !== undefined) return response.writeHead(outage, json).end('{"error":"unavailable"}');
      if (garbage !== undefined) return response.writeHead(200, json).end(garbage);
      try {
        const query = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        response.writeHead(200, json).end(JSON.stringify({ hits: matchEntries(entries, query) }));
      } catch {
        response.writeHead(400, json).end('{"error":"bad request"}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/screening`,
    calls: () => calls,
    down: (status = 503) => {
      outage = status;
    },
    garble: (body) => {
      garbage = body;
    },
    up: () => {
      outage = undefined;
      garbage = undefined;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Run as a process of its own (`tsx server/test-support/screening-peer.ts <port>`, then
// SCREENING_URL=http://127.0.0.1:<port>/screening): it holds the demo's entries.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { DEMO_LIST_ENTRIES } = await import('../lib/screening/demo-screening-provider.ts');
  const port = Number(process.argv[2]);
  await startScreeningPeer(DEMO_LIST_ENTRIES, port);
  console.log(`Screening peer on 127.0.0.1:${port}`);
}
