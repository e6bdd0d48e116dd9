import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgreementFile } from '../../../domain/api/agreements.ts';
import { Messages } from '../../../domain/messages.ts';
import { pdfTextLines } from '../../lib/documents/pdf-text.ts';
import { createSignature, declare, type TestClient, testClient, tokenFor } from '../../test-support/document.fixtures.ts';
import { pfBody, pjBody, signUp } from '../../test-support/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let client: TestClient;
let company: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  const body = pfBody(t);
  client = testClient(await signUp(t, body), body);
  const companyBody = pjBody(t);
  company = testClient(await signUp(t, companyBody), companyBody);
});
afterAll(() => t.close());

const file = async (type: number | string, who = client) => {
  const response = await t.call('GET', `/api/file/type/${type}`, { token: who.token });
  return { status: response.status, body: await response.json() };
};

/** The PDF at a path, its SHA-256 and its text lines. */
const pdfAt = async (path: string, who = client) => {
  const bytes = new Uint8Array(await (await t.call('GET', path, { token: who.token })).arrayBuffer());
  return { sha256: createHash('sha256').update(bytes).digest('hex'), lines: pdfTextLines(bytes) };
};

// The SHA-256 of the investor declarations' 2025.1 PDFs as signed since launch: these bytes must never change.
const SIGNED_2025_1: Record<number, string> = {
  42: 'a7991afdde4e95500164c49be58ddcb405b31321db39c251a128ca5cccd26985',
  43: '23b60f9c381b6b82254d95c2f7f65bda6917d3deec39133cad660d50e6023623',
};

describe('GET /api/file/type/{type} and the PDF at its Path', () => {
  it('gives the investor declarations of Res. CVM 30 with the thresholds of each (42 → 33, 43 → 34)', async () => {
    const cases = [
      { type: 42, agreementId: 33, name: 'Declaração de Investidor Qualificado', amount: 'R$ 1.000.000,00 (um milhão de reais)' },
      { type: 43, agreementId: 34, name: 'Declaração de Investidor Profissional', amount: 'R$ 10.000.000,00 (dez milhões de reais)' },
    ];
    for (const { type, agreementId, name, amount } of cases) {
      const { status, body } = await file(type);
      expect(status).toBe(200);
      const meta = v.parse(AgreementFile, body);
      expect(meta).toMatchObject({ Type: type, AgreementId: agreementId, Name: name, Version: '2025.1' });
      const pdf = await t.call('GET', meta.Path, { token: client.token });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
      expect(pdf.headers.get('Content-Disposition')).toBe(`inline; filename="contrato-${type}-2025.1.pdf"`);
      expect(pdf.headers.get('X-Content-Type-Options')).toBe('nosniff');
      const bytes = new Uint8Array(await pdf.arrayBuffer());
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(meta.Sha256);
      expect(pdf.headers.get('ETag')).toBe(`"${meta.Sha256}"`);
      const text = pdfTextLines(bytes).join(' ');
      expect(text).toContain(name);
      expect(text).toContain(amount);
      expect(text).toContain('Resolução CVM nº 30/2021');
    }
  });

  it('gives the general contract and its companions, each a different document', async () => {
    const hashes = new Set<string>();
    for (const type of [1, 28, 57]) {
      const { status, body } = await file(type);
      expect(status).toBe(200);
      expect(body).toMatchObject({ Type: type, AgreementId: type, Path: `/api/file/type/${type}/version/2025.1` });
      hashes.add(body.Sha256);
    }
    expect(hashes.size).toBe(3);
  });

  it('serves the text its PDF is laid out from, so the page and the PDF read the same words (PF and PJ)', async () => {
    for (const [who, type] of [1, 28, 57, 42, 43].flatMap((type) => [client, company].map((who) => [who, type] as const))) {
      const meta = v.parse(AgreementFile, (await file(type, who)).body);
      expect(meta.Sections.length).toBeGreaterThan(0);
      const { lines: all } = await pdfAt(meta.Path, who);
      // The PDF wraps lines anywhere between words and adds the version line and page footers: compare the words in order.
      const words = (text: string) => text.split(/\s+/).filter(Boolean).join(' ');
      const version = `Versão ${meta.Version}, de ${meta.PublishedAt.split('-').reverse().join('/')}`;
      const lines = all.filter((line) => !/página \d+ de \d+$/.test(line));
      expect(lines).toContain(version);
      const pdf = words(lines.filter((line) => line !== version).join(' '));
      const page = [meta.Name, meta.Subtitle ?? '', ...meta.Sections.flatMap((section) => [section.Heading, ...section.Paragraphs])];
      expect(pdf).toBe(words(page.join(' ')));
    }
  });

  it("a signature records the SHA-256 of the exact PDF bytes served at the file's Path", async () => {
    const body = pfBody(t);
    const signer = testClient(await signUp(t, body), body);
    await createSignature(t, signer, '135790');
    const signed = await t.call('POST', '/api/client-agreement/type/batch', {
      token: signer.token,
      json: { EletronicCheck: '135790', AgreementTypes: [1] },
    });
    expect(signed.status).toBe(201);
    const [record] = await signed.json();
    const meta = v.parse(AgreementFile, (await file(1)).body);
    const bytes = new Uint8Array(await (await t.call('GET', meta.Path, { token: signer.token })).arrayBuffer());
    expect(record.Sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(record.Version).toBe(meta.Version);
  });

  it('answers 404 for a type or version we do not have, 400 for a malformed type', async () => {
    expect((await file(99)).status).toBe(404);
    expect((await t.call('GET', '/api/file/type/42/version/1999.1', { token: client.token })).status).toBe(404);
    expect((await t.call('GET', '/api/file/type/42/version/..%2F..%2Fetc', { token: client.token })).status).toBe(400);
    expect((await file('abc')).status).toBe(400);
  });

  it('answers 401 without a token and 403 to a documents-scope token', async () => {
    for (const path of ['/api/file/type/42', '/api/file/type/42/version/2025.1']) {
      const response = await t.call('GET', path);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ Message: Messages.unauthorized });
      expect((await t.call('GET', path, { token: await tokenFor(client, { scope: 'documents' }) })).status).toBe(403);
    }
  });
});

describe('the investor declarations in the voice of who declares', () => {
  it('gives an individual the 2025.1 declarations, byte for byte as signed since launch', async () => {
    for (const type of [42, 43]) {
      const meta = v.parse(AgreementFile, (await file(type)).body);
      expect(meta).toMatchObject({ Version: '2025.1', Path: `/api/file/type/${type}/version/2025.1`, Sha256: SIGNED_2025_1[type] });
      const { sha256, lines } = await pdfAt(meta.Path);
      expect(sha256).toBe(SIGNED_2025_1[type]);
      expect(lines.join(' ')).toContain('Eu, titular da conta');
    }
  });

  it("gives a company its own version, in the company's voice, whose hash is the PDF served", async () => {
    const cases = [
      { type: 42, kind: 'qualificado', article: 'artigo 12', amount: 'R$ 1.000.000,00' },
      { type: 43, kind: 'profissional', article: 'artigo 11', amount: 'R$ 10.000.000,00' },
    ];
    for (const { type, kind, article, amount } of cases) {
      const meta = v.parse(AgreementFile, (await file(type, company)).body);
      expect(meta).toMatchObject({ Type: type, Version: '2026.1-PJ', Path: `/api/file/type/${type}/version/2026.1-PJ` });
      expect(meta.Sha256).not.toBe(SIGNED_2025_1[type]);
      const { sha256, lines } = await pdfAt(meta.Path, company);
      expect(sha256).toBe(meta.Sha256);
      const text = lines.join(' ');
      expect(meta.Sections[0].Paragraphs[0]).toMatch(/^A titular da conta, pessoa jurídica identificada no cadastro/);
      for (const words of [article, amount, `afirma sua condição de investidor ${kind}`, 'não lhe sejam aplicáveis']) {
        expect(meta.Sections[0].Paragraphs.join(' ')).toContain(words);
      }
      // Nothing in the first person: no "Eu", "declaro", "me enquadro", "Estou ciente", "Comprometo-me", "minha".
      expect(text).not.toMatch(/\b(Eu|declaro|me|meus?|minhas?|estou|comprometo-me|reconheço|possuo)\b/i);
    }
  });

  it("records a company's signature with its version and the hash of that PDF; 2025.1 stays served for older records", async () => {
    const body = pjBody(t);
    const signer = testClient(await signUp(t, body), body);
    await declare(t.database.db, signer.id, { qualifiedInvestor: true, professionalInvestor: true });
    await createSignature(t, signer, '135790');
    for (const type of [42, 43]) {
      const signed = await t.call('POST', '/api/client-agreement/type', {
        token: signer.token,
        json: { EletronicCheck: '135790', AgreementType: type },
      });
      expect(signed.status).toBe(201);
      const record = await signed.json();
      expect(record.Version).toBe('2026.1-PJ');
      expect(record.Sha256).toBe((await pdfAt(`/api/file/type/${type}/version/2026.1-PJ`, signer)).sha256);
      // A company that signed before its own version existed keeps the document it signed.
      expect((await pdfAt(`/api/file/type/${type}/version/2025.1`, signer)).sha256).toBe(SIGNED_2025_1[type]);
    }
  });
});
