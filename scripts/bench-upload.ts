/**
 * `npm run bench:upload -- [--uploads 20]`: N concurrent uploads of a 10 MB PDF to POST /api/document on a
 * server in its own process, against a baseline of N concurrent 10 KB uploads in the same run; prints the
 * server's RSS growth (peak during the burst minus RSS before it). Goal: ≤ 64 MB for the 10 MB burst, which
 * only holds when files are streamed to disk rather than buffered. Figures, not a timed test.
 */
import { MAX_UPLOAD_BYTES } from '../domain/api/documents.ts';
import { sizedPdf } from '../server/lib/uploads-fixtures.ts';
import { cell, flag, type RemoteServer, spawnBenchServer } from './bench-harness.ts';
import { newCustomer } from './bench-journey.ts';

const uploads = Number(flag('uploads', '20'));
const GOAL_MB = 64;
const MB = 1024 * 1024;

type Client = { id: number; token: string; cpf: string };

function form(client: Client, file: Uint8Array): FormData {
  const body = new FormData();
  body.set('receipt_customerid', String(client.id));
  body.set('receipt_type', '10');
  body.set('image0', new Blob([Buffer.from(file)], { type: 'application/pdf' }), 'documento.pdf');
  body.set('receipt_validity_date', new Date().toISOString().slice(0, 10).split('-').reverse().join('/'));
  body.set('receipt_document', client.cpf);
  return body;
}

/** Sends one upload per client at once; answers the server's RSS growth, the statuses and the time taken. */
async function burst(server: RemoteServer, clients: Client[], file: Uint8Array) {
  const bodies = clients.map((client) => form(client, file));
  const rss = await server.start();
  const started = performance.now();
  const statuses = await Promise.all(
    clients.map(async (client, i) => {
      const response = await fetch(`${server.url}/api/document`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${client.token}` },
        body: bodies[i],
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const peak = await server.stop();
  return { growthMb: (peak - rss) / MB, baseMb: rss / MB, statuses, seconds };
}

const server = await spawnBenchServer('pglite');
const clients: Client[] = [];
for (let i = 0; i < uploads; i++) {
  const customer = await newCustomer(server.url);
  clients.push({ id: customer.id, token: customer.session.token, cpf: customer.cpf });
}
await burst(server, clients, sizedPdf(10 * 1024)); // warm-up: JIT, busboy, file-type
const small = await burst(server, clients, sizedPdf(10 * 1024));
const large = await burst(server, clients, sizedPdf(MAX_UPLOAD_BYTES));
await server.close();

const summary = (statuses: number[]) => `${statuses.filter((s) => s === 201).length}/${statuses.length} stored`;
console.log(
  `\n${uploads} concurrent uploads to POST /api/document (server RSS before each burst: ${small.baseMb.toFixed(0)} / ${large.baseMb.toFixed(0)} MB)`,
);
console.log(`${'burst'.padEnd(26)}${cell('RSS +MB')}${cell('seconds')}${cell('MB/s')}  result`);
console.log(
  `${'10 KB each (baseline)'.padEnd(26)}${cell(small.growthMb)}${cell(small.seconds, 10, 2)}${cell('-')}  ${summary(small.statuses)}`,
);
const throughput = (uploads * MAX_UPLOAD_BYTES) / MB / large.seconds;
console.log(
  `${'10 MB each'.padEnd(26)}${cell(large.growthMb)}${cell(large.seconds, 10, 2)}${cell(throughput)}  ${summary(large.statuses)}`,
);
console.log(
  `RSS growth for ${uploads} × 10 MB: ${large.growthMb.toFixed(1)} MB (${uploads * 10} MB sent; goal ≤ ${GOAL_MB} MB: ${large.growthMb <= GOAL_MB ? 'met' : 'NOT met'})`,
);
