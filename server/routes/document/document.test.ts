import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientDocuments, MAX_UPLOAD_BYTES, UploadedDocument } from '../../../domain/api/documents.ts';
import { FieldMessages } from '../../../domain/api/field-messages.ts';
import { Messages } from '../../../domain/messages.ts';
import { auditEvents, clientDocuments, procurators } from '../../db/schema/index.ts';
import { createFileStorage } from '../../lib/documents/storage.ts';
import { UploadMessages } from '../../lib/documents/uploads-messages.ts';
import { JPEG_BYTES, PDF_BYTES, PNG_BYTES, sizedPdf } from '../../lib/uploads-fixtures.ts';
import {
  declare,
  type TestClient,
  testClient,
  todayDdMmYyyy,
  tokenFor,
  upload,
  uploadParts,
} from '../../test-support/document.fixtures.ts';
import { randomCpf } from '../../test-support/documents.ts';
import { pfBody, pjBody, signUp } from '../../test-support/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

const dir = mkdtempSync(join(tmpdir(), 'document-test-'));
const storage = createFileStorage(join(dir, 'storage'));
let t: TestApp;
let pf: TestClient;
let pj: TestClient;
beforeAll(async () => {
  t = await startTestApp({ storage });
  const pfSignUp = pfBody(t);
  pf = testClient(await signUp(t, pfSignUp), pfSignUp);
  const pjSignUp = pjBody(t);
  pj = testClient(await signUp(t, pjSignUp), pjSignUp);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const pdf = { name: 'rg.pdf', type: 'application/pdf', data: PDF_BYTES };
const get = (path: string, token?: string) => t.call('GET', path, { token });
const storedFiles = () => readdirSync(storage.dir);
const documentRows = async (clientId: number) =>
  (await t.database.db.select({ n: count() }).from(clientDocuments).where(eq(clientDocuments.clientId, clientId)))[0].n;

describe('GET /api/document/client/{clientId} and …/required', () => {
  it('lists what a PF must send first (ID copy, proof of residence), then what it may send', async () => {
    const response = await get(`/api/document/client/${pf.id}`, pf.token);
    expect(response.status).toBe(200);
    const documents = v.parse(ClientDocuments, await response.json());
    expect(documents.slice(0, 2).map((d) => [d.ReceiptTypeId, d.RequiredDocument, d.CpfCnpj, d.ReceiptId])).toEqual([
      [10, true, pf.cpfCnpj, null],
      [11, true, pf.cpfCnpj, null],
    ]);
    expect(documents.slice(2).every((d) => !d.RequiredDocument)).toBe(true);
    expect(documents.find((d) => d.ReceiptTypeId === 28)?.RequiredDocument).toBe(false);
    const required = await (await get(`/api/document/client/${pf.id}/required`, pf.token)).json();
    expect(required.map((d: { ReceiptTypeId: number }) => d.ReceiptTypeId)).toEqual([10, 11]);
  });

  it('requires the company documents of a PJ, and the procuration and procurator identity once orders go by procurator', async () => {
    const required = async () =>
      (await (await get(`/api/document/client/${pj.id}/required`, pj.token)).json()).map(
        (d: { ReceiptTypeId: number; CpfCnpj: string }) => `${d.ReceiptTypeId}:${d.CpfCnpj}`,
      );
    expect(await required()).toEqual([10, 11, 28, 29, 30].map((type) => `${type}:${pj.cpfCnpj}`));
    const procurator = randomCpf();
    await declare(t.database.db, pj.id, { authorizesOrdersByProcurator: true });
    await t.database.db.insert(procurators).values({
      clientId: pj.id,
      position: 0,
      dddMobilePhone: '11',
      mobilePhone: '987654321',
      personType: 'F',
      documentIssuerName: 'SSP',
      documentNumber: '123456',
      name: 'João Procurador',
      cpfCnpj: procurator,
      email: 'joao@example.com',
    });
    expect(await required()).toEqual(
      [...[10, 11, 17, 28, 29, 30].map((type) => `${type}:${pj.cpfCnpj}`), `20:${procurator}`].sort(byTypeThenDocument),
    );
  });

  it('answers 401 without a token, 403 for another client, 404 for a token of another partner', async () => {
    expect((await get(`/api/document/client/${pf.id}`)).status).toBe(401);
    expect((await get(`/api/document/client/${pj.id}`, pf.token)).status).toBe(403);
    expect((await get(`/api/document/client/${pj.id}/required`, pf.token)).status).toBe(403);
    const foreign = await tokenFor(pf, { PartnerId: pj.partnerId });
    expect((await get(`/api/document/client/${pf.id}`, foreign)).status).toBe(404);
  });

  it('serves a documents-scope token (the missing-documents link)', async () => {
    const token = await tokenFor(pf, { scope: 'documents' });
    expect((await get(`/api/document/client/${pf.id}/required`, token)).status).toBe(200);
  });
});

function byTypeThenDocument(a: string, b: string): number {
  const [typeA, docA] = a.split(':');
  const [typeB, docB] = b.split(':');
  return Number(typeA) - Number(typeB) || docA.localeCompare(docB);
}

describe('POST /api/document', () => {
  it('stores the file under a random name, answers the receipt and fills the slot; the file comes back as an attachment', async () => {
    const response = await upload(t, uploadParts(pf, 10, pdf), pf.token);
    expect(response.status).toBe(201);
    const receipt = v.parse(UploadedDocument, await response.json());
    expect(receipt).toMatchObject({ ReceiptTypeId: 10, CpfCnpj: pf.cpfCnpj, ContentType: 'application/pdf', Size: PDF_BYTES.length });
    expect(receipt.ValidityDate).toBe(todayDdMmYyyy().split('/').reverse().join('-'));
    const [row] = await t.database.db.select().from(clientDocuments).where(eq(clientDocuments.id, receipt.ReceiptId));
    expect(row).toMatchObject({ clientId: pf.id, fileName: 'rg.pdf', size: PDF_BYTES.length });
    expect(readFileSync(join(storage.dir, row.storageKey))).toEqual(Buffer.from(PDF_BYTES));
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'document.upload'), eq(auditEvents.entityId, String(receipt.ReceiptId))));
    expect(audit.requestId).toBe(response.headers.get('X-Request-Id'));

    const listed = v.parse(ClientDocuments, await (await get(`/api/document/client/${pf.id}`, pf.token)).json());
    expect(listed.find((d) => d.ReceiptTypeId === 10)).toMatchObject({ ReceiptId: receipt.ReceiptId, SentAt: receipt.SentAt });
    const required = await (await get(`/api/document/client/${pf.id}/required`, pf.token)).json();
    expect(required.map((d: { ReceiptTypeId: number }) => d.ReceiptTypeId)).toEqual([11]);

    const file = await get(`/api/document/${receipt.ReceiptId}/file`, pf.token);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Disposition')).toBe(`attachment; filename="documento-${receipt.ReceiptId}.pdf"`);
    expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(Buffer.from(PDF_BYTES));
    expect((await get(`/api/document/${receipt.ReceiptId}/file`, pj.token)).status).toBe(404);
  });

  it('accepts JPEG and PNG; ignores path traversal in the file name', async () => {
    const marker = `evil-${Date.now()}.png`;
    const png = await upload(
      t,
      uploadParts(pf, 11, { name: `../../../../../../tmp/${marker}`, type: 'image/png', data: PNG_BYTES }),
      pf.token,
    );
    expect(png.status).toBe(201);
    const { ReceiptId } = await png.json();
    const [row] = await t.database.db.select().from(clientDocuments).where(eq(clientDocuments.id, ReceiptId));
    expect(row.fileName).toBe(marker);
    expect(row.storageKey).toMatch(/^[0-9a-f]{32}$/);
    expect(existsSync(join('/tmp', marker))).toBe(false);
    expect(storedFiles()).toContain(row.storageKey);
    const jpeg = await upload(t, uploadParts(pf, 28, { name: 'renda.jpg', type: 'image/jpeg', data: JPEG_BYTES }), pf.token);
    expect(jpeg.status).toBe(201);
  });

  it('answers 400 with the field message for bad fields and stores nothing', async () => {
    const stranger = randomCpf();
    const cases: [[string, string | typeof pdf][], string, string][] = [
      [uploadParts(pf, 10, pdf, { receipt_type: 'x' }), 'receipt_type', FieldMessages.receiptTypeInvalid],
      [uploadParts(pf, 30, pdf), 'receipt_type', FieldMessages.receiptTypeInvalid],
      [uploadParts(pf, 10, pdf, { receipt_validity_date: '2020-01-01' }), 'receipt_validity_date', FieldMessages.dateInvalid],
      [uploadParts(pf, 10, pdf, { receipt_validity_date: '31/02/2025' }), 'receipt_validity_date', UploadMessages.validityNotToday],
      [uploadParts(pf, 10, pdf, { receipt_validity_date: '01/01/2020' }), 'receipt_validity_date', UploadMessages.validityNotToday],
      [uploadParts(pf, 10, pdf, { receipt_document: '12345678900' }), 'receipt_document', FieldMessages.cpfCnpjInvalid],
      [uploadParts(pf, 10, pdf, { receipt_document: stranger }), 'receipt_document', UploadMessages.notAParty],
      [uploadParts(pf, 10, pdf).filter(([name]) => name !== 'receipt_type'), 'receipt_type', FieldMessages.receiptTypeInvalid],
      [[...uploadParts(pf, 10, pdf), ['is_admin', 'true']], 'is_admin', Messages.unknownField],
      [uploadParts(pf, 10, pdf).filter(([name]) => name !== 'image0'), 'image0', UploadMessages.fileRequired],
    ];
    const before = await documentRows(pf.id);
    const files = storedFiles();
    for (const [parts, field, message] of cases) {
      const response = await upload(t, parts, pf.token);
      expect(response.status, field).toBe(400);
      const body = await response.json();
      expect(body.Errors?.[field], `${field}: ${JSON.stringify(body)}`).toEqual([message]);
    }
    expect(await documentRows(pf.id)).toBe(before);
    expect(storedFiles()).toEqual(files);
  });

  it('answers 401 without a token, 403 for another client id and 404 for another partner, storing nothing', async () => {
    const files = storedFiles();
    expect((await upload(t, uploadParts(pf, 10, pdf))).status).toBe(401);
    const other = await upload(t, uploadParts(pf, 10, pdf, { receipt_customerid: String(pj.id) }), pf.token);
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ Message: Messages.forbidden });
    const foreign = await tokenFor(pf, { PartnerId: pj.partnerId });
    expect((await upload(t, uploadParts(pf, 10, pdf), foreign)).status).toBe(404);
    expect(storedFiles()).toEqual(files);
  });

  it('answers 413 from Content-Length before parsing, and for a body past the cap', async () => {
    const files = storedFiles();
    const announced = await upload(t, uploadParts(pf, 10, pdf), pf.token, { 'Content-Length': String(MAX_UPLOAD_BYTES * 2) });
    expect(announced.status).toBe(413);
    expect(await announced.json()).toEqual({ Message: UploadMessages.tooLarge });
    const big = { name: 'big.pdf', type: 'application/pdf', data: sizedPdf(MAX_UPLOAD_BYTES + 1) };
    const sent = await upload(t, uploadParts(pf, 10, big), pf.token);
    expect(sent.status).toBe(413);
    expect(storedFiles()).toEqual(files);
  });

  it('answers 415 when the magic bytes are not the declared type, or the type is not PDF/JPEG/PNG', async () => {
    const files = storedFiles();
    const cases = [
      { name: 'a.png', type: 'image/png', data: PDF_BYTES },
      { name: 'a.pdf', type: 'application/pdf', data: new TextEncoder().encode('<html><script>alert(1)</script></html>') },
      { name: 'a.svg', type: 'image/svg+xml', data: new TextEncoder().encode('<svg/>') },
    ];
    for (const file of cases) {
      const response = await upload(t, uploadParts(pf, 10, file), pf.token);
      expect(response.status, file.type).toBe(415);
      expect(await response.json()).toEqual({ Message: UploadMessages.wrongType });
    }
    const json = await t.call('POST', '/api/document', { token: pf.token, json: { receipt_type: '10' } });
    expect(json.status).toBe(415);
    expect(storedFiles()).toEqual(files);
  });
});
