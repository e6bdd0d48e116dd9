import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientDocuments } from '../../db/schema/index.ts';
import { createFileStorage } from '../../lib/documents/storage.ts';
import { UploadMessages } from '../../lib/documents/uploads-messages.ts';
import { buildPdf, PDF_BYTES, PNG_BYTES } from '../../lib/uploads-fixtures.ts';
import { EICAR, startClamdForTests } from '../../test-support/clamd.ts';
import { type TestClient, testClient, upload, uploadParts } from '../../test-support/document.fixtures.ts';
import { pfBody, signUp } from '../../test-support/fixtures.ts';
import { hostileUploads, rawStream } from '../../test-support/hostile-uploads.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

// A real clamd (Debian's clamav-daemon) on the project's EICAR signature; absent locally it is said loudly, in CI it fails.
const clamd = await startClamdForTests();
const dir = mkdtempSync(join(tmpdir(), 'hostile-uploads-'));
const storage = createFileStorage(join(dir, 'storage'));
let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  t = await startTestApp({ storage, config: { clamavUrl: clamd?.socketUrl } });
  const body = pfBody(t);
  client = testClient(await signUp(t, body), body);
});
afterAll(async () => {
  await t.close();
  await clamd?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const storedFiles = () => readdirSync(storage.dir);
const rows = async () =>
  (await t.database.db.select({ n: count() }).from(clientDocuments).where(eq(clientDocuments.clientId, client.id)))[0].n;
const send = (app: TestApp, file: Parameters<typeof uploadParts>[2]) => upload(app, uploadParts(client, 10, file), client.token);

describe.skipIf(!clamd)('POST /api/document with hostile files (issue 18)', () => {
  it('refuses every file of the hostile set with a 4xx and its pt-BR Message, keeping no row and no file', async () => {
    const expected: Record<string, string> = {
      'polyglot.pdf': UploadMessages.pdfHtml,
      'foto.jpg': UploadMessages.imageUnreadable,
      'bomba.png': UploadMessages.imageTooLarge,
      'eicar.pdf': UploadMessages.infected,
      'openaction.pdf': UploadMessages.pdfActiveContent,
      'anexo.pdf': UploadMessages.pdfActiveContent,
    };
    const hostile = hostileUploads();
    const answers = [];
    for (const file of hostile) {
      const response = await send(t, file);
      answers.push({ file: file.name, status: response.status, Message: (await response.json()).Message });
    }
    const accepted = answers.filter((answer) => answer.status < 400).length;
    console.log(`hostile uploads accepted: ${accepted} of ${hostile.length}`);
    console.table(answers);
    expect(answers).toEqual(hostile.map((file) => ({ file: file.name, status: 422, Message: expected[file.name] })));
    expect(await rows()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it('stores a good JPEG re-encoded without its EXIF, a good PNG re-encoded, and a good PDF as sent', async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c08040' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Fulano de Tal', Copyright: 'GPS e dados do aparelho' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const files = [
      { name: 'foto.jpg', type: 'image/jpeg', data: photo },
      { name: 'print.png', type: 'image/png', data: PNG_BYTES },
      { name: 'rg.pdf', type: 'application/pdf', data: PDF_BYTES },
    ];
    const stored: Buffer[] = [];
    for (const file of files) {
      const response = await send(t, file);
      expect(response.status, file.name).toBe(201);
      const { ReceiptId } = await response.json();
      const [row] = await t.database.db.select().from(clientDocuments).where(eq(clientDocuments.id, ReceiptId));
      stored.push(readFileSync(join(storage.dir, row.storageKey)));
      expect(row.size).toBe(stored.at(-1)?.length);
    }
    const [jpeg, png, pdf] = stored;
    const metadata = await sharp(jpeg).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['jpeg', 64, 48, undefined]);
    expect(jpeg.equals(photo)).toBe(false);
    expect((await sharp(png).metadata()).format).toBe('png');
    expect(pdf).toEqual(Buffer.from(PDF_BYTES));
    expect(storedFiles()).toHaveLength(3);
  });

  it('scans over TCP as well as over the unix socket: EICAR anywhere in a valid PDF is refused', async () => {
    const tcp = await startTestApp({ storage, config: { clamavUrl: clamd?.tcpUrl } });
    try {
      const body = pfBody(tcp);
      const other = testClient(await signUp(tcp, body), body);
      const before = storedFiles();
      const late = buildPdf({ objects: [rawStream(`${'0'.repeat(5000)}${EICAR.toString('latin1')}`)] });
      const response = await upload(tcp, uploadParts(other, 10, { name: 'a.pdf', type: 'application/pdf', data: late }), other.token);
      expect([response.status, (await response.json()).Message]).toEqual([422, UploadMessages.infected]);
      expect(storedFiles()).toEqual(before);
    } finally {
      await tcp.close();
    }
  });

  it('answers 503 with a pt-BR Message and stores nothing when clamd cannot be reached', async () => {
    const down = await startTestApp({ storage, config: { clamavUrl: `unix://${join(dir, 'no-clamd.sock')}` } });
    try {
      const body = pfBody(down);
      const other = testClient(await signUp(down, body), body);
      const before = storedFiles();
      const response = await upload(
        down,
        uploadParts(other, 10, { name: 'rg.pdf', type: 'application/pdf', data: PDF_BYTES }),
        other.token,
      );
      expect([response.status, (await response.json()).Message]).toEqual([503, UploadMessages.scanUnavailable]);
      expect(response.headers.get('Retry-After')).toBe('60');
      expect(storedFiles()).toEqual(before);
    } finally {
      await down.close();
    }
  });
});
