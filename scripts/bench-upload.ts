/**
 * `npm run bench:upload -- [--uploads 20]`: N concurrent uploads of a 10 MB PDF, then of a 12 MP phone-like JPEG
 * (re-encoded by the server's disarm), to POST /api/document on a server in its own process, against a baseline of
 * N concurrent 10 KB uploads in the same run; prints the server's RSS growth (peak during the burst minus RSS before
 * it) and the burst's time. Goal: ≤ 128 MB for the 10 MB burst: files streamed to disk (ADR 086), then disarmed
 * two at a time, each read whole (ADR 191). Figures, not a timed test.
 */
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '../domain/api/documents.ts';
import { sizedPdf } from '../server/lib/uploads-fixtures.ts';
import { cell, flag, type RemoteServer, spawnBenchServer } from './bench-harness.ts';
import { newCustomer } from './bench-journey.ts';

const uploads = Number(flag('uploads', '20'));
// 64 MB for streaming the files to disk (ADR 086) and 64 MB for disarming two of them at once, whole (ADR 191).
const GOAL_MB = 128;
const MB = 1024 * 1024;

type Client = { id: number; token: string; cpf: string };

type Upload = { data: Uint8Array; type: string; name: string };

function form(client: Client, file: Upload): FormData {
  const body = new FormData();
  body.set('receipt_customerid', String(client.id));
  body.set('receipt_type', '10');
  body.set('image0', new Blob([Buffer.from(file.data)], { type: file.type }), file.name);
  body.set('receipt_validity_date', new Date().toISOString().slice(0, 10).split('-').reverse().join('/'));
  body.set('receipt_document', client.cpf);
  return body;
}

/** Sends one upload per client at once; answers the server's RSS growth, the statuses and the time taken. */
async function burst(server: RemoteServer, clients: Client[], file: Upload) {
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
const pdf = (size: number): Upload => ({ data: sizedPdf(size), type: 'application/pdf', name: 'documento.pdf' });
// A phone photo's size and entropy: 4000×3000 of blurred noise, JPEG quality 90 (about 2.9 MB).
const noise = { type: 'gaussian' as const, mean: 128, sigma: 40 };
const photoBytes = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#000', noise } })
  .blur(1.2)
  .jpeg({ quality: 90 })
  .toBuffer();
const photo: Upload = { data: photoBytes, type: 'image/jpeg', name: 'foto.jpg' };
await burst(server, clients, pdf(10 * 1024)); // warm-up: JIT, busboy, file-type, the PDF parser
const small = await burst(server, clients, pdf(10 * 1024));
const large = await burst(server, clients, pdf(MAX_UPLOAD_BYTES));
const photos = await burst(server, clients, photo);
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
const photoMb = photoBytes.length / MB;
console.log(
  `${`12 MP JPEG, ${photoMb.toFixed(1)} MB each`.padEnd(26)}${cell(photos.growthMb)}${cell(photos.seconds, 10, 2)}${cell((uploads * photoMb) / photos.seconds)}  ${summary(photos.statuses)}`,
);
console.log(
  `re-encoding: ${((photos.seconds * 1000) / uploads).toFixed(0)} ms of burst per photo (10 KB baseline: ${((small.seconds * 1000) / uploads).toFixed(0)} ms per upload)`,
);
console.log(
  `RSS growth for ${uploads} × 10 MB: ${large.growthMb.toFixed(1)} MB (${uploads * 10} MB sent; goal ≤ ${GOAL_MB} MB: ${large.growthMb <= GOAL_MB ? 'met' : 'NOT met'})`,
);
