import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from '@cantoo/pdf-lib';

/** A section of a text document: a heading and its paragraphs. */
export type PdfSection = { heading: string; paragraphs: string[] };

/** A text document to lay out as a PDF (agreements, declarations). */
export type PdfText = {
  title: string;
  /** Shown under the title (e.g. the regulation it follows). */
  subtitle?: string;
  version: string;
  /** Day the version was published, YYYY-MM-DD: also the PDF's creation date, so the bytes never change. */
  publishedAt: string;
  /** Who issues the document (the provider), shown in the metadata and the footer. */
  issuer: string;
  sections: PdfSection[];
};

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const BODY = { size: 10.5, leading: 15 };
const HEADING = { size: 12, leading: 18 };
const TITLE = { size: 16, leading: 22 };
const FOOTER_SIZE = 8;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);

/** Splits a paragraph into lines no wider than `width` at `size` (words longer than a line are cut). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes lines top-down, adding pages as they fill. */
class Cursor {
  page!: PDFPage;
  y = 0;
  constructor(private readonly doc: PDFDocument) {
    this.newPage();
  }
  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }
  write(lines: string[], font: PDFFont, style: { size: number; leading: number }, gapAfter: number): void {
    for (const text of lines) {
      if (this.y - style.leading < MARGIN + 24) this.newPage();
      this.y -= style.leading;
      this.page.drawText(text, { x: MARGIN, y: this.y, size: style.size, font, color: INK });
    }
    this.y -= gapAfter;
  }
}

/**
 * Lays a text document out on A4 pages with standard fonts (Helvetica; WinAnsi covers Portuguese) and a footer
 * "title — versão — página n de N". The output is deterministic: the same text and version give the same bytes
 * (fixed dates and producer), so a signature's SHA-256 keeps pointing at one document.
 */
export async function renderTextPdf(text: PdfText): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const published = new Date(`${text.publishedAt}T00:00:00Z`);
  doc.setTitle(text.title);
  doc.setAuthor(text.issuer);
  doc.setSubject(`Versão ${text.version}`);
  doc.setProducer('onboarding');
  doc.setCreator('onboarding');
  doc.setLanguage('pt-BR');
  doc.setCreationDate(published);
  doc.setModificationDate(published);

  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * MARGIN;
  const cursor = new Cursor(doc);
  cursor.write(wrapText(text.title, bold, TITLE.size, width), bold, TITLE, 4);
  if (text.subtitle) cursor.write(wrapText(text.subtitle, regular, BODY.size, width), regular, BODY, 6);
  cursor.write([`Versão ${text.version}, de ${text.publishedAt.split('-').reverse().join('/')}`], regular, BODY, 12);
  for (const section of text.sections) {
    cursor.write(wrapText(section.heading, bold, HEADING.size, width), bold, HEADING, 2);
    for (const paragraph of section.paragraphs) cursor.write(wrapText(paragraph, regular, BODY.size, width), regular, BODY, 6);
    cursor.y -= 6;
  }

  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const footer = `${text.title} — versão ${text.version} — página ${index + 1} de ${pages.length}`;
    page.drawText(footer, { x: MARGIN, y: MARGIN - 20, size: FOOTER_SIZE, font: regular, color: MUTED, maxWidth: width });
  });
  return doc.save({ useObjectStreams: true });
}
