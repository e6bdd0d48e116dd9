import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { CpfRecord } from '../lib/cpf-check/cpf-provider.ts';

/** How the peer answers one CPF: a record (200), unknown (404), or a status of its own. */
export type CpfPeerAnswer = CpfRecord | 'unknown' | { status: number };

/** A CPF data provider on loopback: its CPF_CHECK_URL template, the calls per CPF, a way to go down, and its end. */
export type CpfPeer = {
  url: string;
  calls: (cpf: string) => number;
  /** From now on every call answers `status` (503: the provider is down), until `up()`. */
  down: (status?: number) => void;
  up: () => void;
  close: () => Promise<void>;
};

/**
 * Starts a real HTTP CPF provider on 127.0.0.1 (`port`, else any free one) answering GET /cpf/{cpf} from `records`
 * (`{ cpf, name, birthDate }`; 404 for a CPF it has no record of); other paths answer 404.
 */
export async function startCpfPeer(records: Record<string, CpfPeerAnswer>, port = 0): Promise<CpfPeer> {
  const counts = new Map<string, number>();
  let outage: number | undefined;
  const server: Server = createServer((request, response) => {
    const match = /^\/cpf\/(\d{11})$/.exec(request.url ?? '');
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    const cpf = match[1];
    counts.set(cpf, (counts.get(cpf) ?? 0) + 1);
    const answer = records[cpf] ?? 'unknown';
    const json = { 'content-type': 'application/json; charset=utf-8' };
    if (outage !== undefined) response.writeHead(outage, json).end('{"error":"unavailable"}');
    else if (answer === 'unknown') response.writeHead(404, json).end('{"error":"not found"}');
    else if ('status' in answer) response.writeHead(answer.status, json).end('{}');
    else response.writeHead(200, json).end(JSON.stringify({ cpf, ...answer }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/cpf/{cpf}`,
    calls: (cpf) => counts.get(cpf) ?? 0,
    down: (status = 503) => {
      outage = status;
    },
    up: () => {
      outage = undefined;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Run as a process of its own (`tsx server/test-support/cpf-peer.ts <port>`, then CPF_CHECK_URL=http://127.0.0.1:<port>/cpf/{cpf}):
// it knows the demo's records and no other CPF.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { DEMO_CPF_RECORDS } = await import('../lib/cpf-check/demo-cpf-provider.ts');
  const port = Number(process.argv[2]);
  await startCpfPeer({ ...DEMO_CPF_RECORDS }, port);
  console.log(`CPF peer on 127.0.0.1:${port}`);
}
