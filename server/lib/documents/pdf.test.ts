import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { type PdfText, renderTextPdf, wrapText } from './pdf.ts';
import { pdfTextLines } from './pdf-text.ts';

const sample: PdfText = {
  title: 'Termo de Teste',
  subtitle: 'Um subtítulo com acentuação: ação, câmbio, início',
  version: '2025.1',
  publishedAt: '2025-01-15',
  issuer: 'Corretora Exemplo',
  sections: [{ heading: '1. Objeto', paragraphs: ['Investimentos financeiros em valor superior a R$ 1.000.000,00 (um milhão de reais).'] }],
};

describe('renderTextPdf', () => {
  it('writes a PDF with the title, metadata and text, recognised as PDF by its magic bytes', async () => {
    const bytes = await renderTextPdf(sample);
    expect((await fileTypeFromBuffer(bytes))?.mime).toBe('application/pdf');
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getTitle()).toBe('Termo de Teste');
    expect(doc.getAuthor()).toBe('Corretora Exemplo');
    expect(doc.getCreationDate()?.toISOString()).toBe('2025-01-15T00:00:00.000Z');
    const lines = pdfTextLines(bytes);
    expect(lines).toContain('Termo de Teste');
    expect(lines).toContain('Versão 2025.1, de 15/01/2025');
    expect(lines.join(' ')).toContain('R$ 1.000.000,00 (um milhão de reais)');
  });

  it('gives the same bytes for the same text (a signature hash keeps pointing at one document)', async () => {
    const [a, b] = await Promise.all([renderTextPdf(sample), renderTextPdf(sample)]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const changed = await renderTextPdf({ ...sample, version: '2025.2' });
    expect(Buffer.from(a).equals(Buffer.from(changed))).toBe(false);
  });

  it('flows long text onto more pages, numbering every page in the footer', async () => {
    const paragraphs = Array.from({ length: 80 }, (_, i) => `Parágrafo ${i + 1}: ${'texto de exemplo '.repeat(20)}`);
    const bytes = await renderTextPdf({ ...sample, sections: [{ heading: '1. Longo', paragraphs }] });
    const doc = await PDFDocument.load(bytes);
    const pages = doc.getPageCount();
    expect(pages).toBeGreaterThan(2);
    const footers = pdfTextLines(bytes).filter((line) => line.startsWith('Termo de Teste'));
    expect(footers.filter((line) => line.includes('página'))).toHaveLength(pages);
    expect(pdfTextLines(bytes).join(' ')).toContain('Parágrafo 80:');
  });
});

describe('wrapText', () => {
  it('keeps every line within the width and cuts words longer than a line', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const lines = wrapText(`curto ${'x'.repeat(300)} fim`, font, 10, 200);
    expect(lines.every((line) => font.widthOfTextAtSize(line, 10) <= 200)).toBe(true);
    expect(lines.join(' ').replace(/\s/g, '')).toBe(`curto${'x'.repeat(300)}fim`);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines[0]).toBe('curto');
  });
});
