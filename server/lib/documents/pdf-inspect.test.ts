import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { buildPdf, PDF_BYTES, sizedPdf } from '../uploads-fixtures.ts';
import { renderTextPdf } from './pdf.ts';
import { inspectPdf } from './pdf-inspect.ts';
import { UploadMessages } from './uploads-messages.ts';

/** The Message of the 422 a PDF gets, or 'accepted'. */
async function verdict(bytes: Uint8Array): Promise<string> {
  try {
    await inspectPdf(bytes);
    return 'accepted';
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    return error.body.Message;
  }
}

/** A PDF whose object 5 is packed, deflated, in an object stream (object 4), so its syntax is not in the file. */
function packed(object: string, catalog: string): Uint8Array {
  const data = deflateSync(Buffer.from(`5 0 ${object}`, 'latin1')).toString('latin1');
  return buildPdf({
    catalog,
    objects: [`<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >>\nstream\n${data}\nendstream`],
  });
}

describe('inspectPdf', () => {
  it('accepts plain PDFs: hand-written, padded to 10 MB, our own rendered agreements, open-at-page destinations', async () => {
    const rendered = await renderTextPdf({
      title: 'T',
      version: '1',
      publishedAt: '2026-01-01',
      issuer: 'I',
      sections: [{ heading: 'H', paragraphs: ['p'] }],
    });
    const destinations = [
      buildPdf({ catalog: ' /OpenAction [3 0 R /Fit]' }),
      buildPdf({ catalog: ' /OpenAction 4 0 R', objects: ['[3 0 R /Fit]'] }),
      buildPdf({ catalog: ' /OpenAction 4 0 R', objects: ['<< /S /GoTo /D [3 0 R /Fit] >>'] }),
    ];
    for (const pdf of [PDF_BYTES, sizedPdf(10 * 1024 * 1024), rendered, ...destinations]) expect(await verdict(pdf)).toBe('accepted');
    expect(await verdict(packed('<< /Producer (scanner) >>', ''))).toBe('accepted');
    // Hex strings are PDF syntax, not markup.
    expect(await verdict(buildPdf({ catalog: ' /Lang <a> /PageLabels << /Nums [0 << /P <ab cd> >>] >>' }))).toBe('accepted');
  });

  it('refuses scripts, automatic actions, launches, attachments, media and XFA, wherever they are written', async () => {
    const cases = {
      'OpenAction JavaScript': buildPdf({ catalog: ' /OpenAction 4 0 R', objects: ['<< /S /JavaScript /JS (app.alert(1)) >>'] }),
      'document-level JavaScript': buildPdf({
        catalog: ' /Names << /JavaScript << /Names [(x) 4 0 R] >> >>',
        objects: ['<< /S /JavaScript /JS (1) >>'],
      }),
      'GoTo chained to JavaScript': buildPdf({
        catalog: ' /OpenAction << /S /GoTo /D [3 0 R /Fit] /Next 4 0 R >>',
        objects: ['<< /S /JavaScript /JS (1) >>'],
      }),
      'page AA': buildPdf({ page: ' /AA << /O << /S /GoTo /D [3 0 R /Fit] >> >>' }),
      Launch: buildPdf({
        page: ' /Annots [4 0 R]',
        objects: ['<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /Launch /F (cmd.exe) >> >>'],
      }),
      EmbeddedFiles: buildPdf({ catalog: ' /Names << /EmbeddedFiles << /Names [] >> >>' }),
      RichMedia: buildPdf({ page: ' /Annots [4 0 R]', objects: ['<< /Type /Annot /Subtype /RichMedia /Rect [0 0 9 9] >>'] }),
      XFA: buildPdf({ catalog: ' /AcroForm << /Fields [] /XFA 4 0 R >>', objects: ['<< /Length 0 >>\nstream\n\nendstream'] }),
      'obfuscated name (/J#61vaScript)': buildPdf({ catalog: ' /OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>' }),
      'lower-case escapes (/#4a#53)': buildPdf({ page: ' /Annots [<< /Subtype /Link /A << /S /#4a#61vaScript /#4a#53 (1) >> >>]' }),
      'object stream (deflated)': packed('<< /S /JavaScript /JS (app.alert(1)) >>', ' /OpenAction 5 0 R'),
    };
    for (const [name, pdf] of Object.entries(cases)) expect(await verdict(pdf), name).toBe(UploadMessages.pdfActiveContent);
  });

  it('refuses a JavaScript open action that pdf-lib itself packed into an object stream', async () => {
    const document = await PDFDocument.create();
    document.addPage();
    const action = document.context.register(document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }));
    document.catalog.set(PDFName.of('OpenAction'), action);
    expect(await verdict(await document.save({ useObjectStreams: true }))).toBe(UploadMessages.pdfActiveContent);
  });

  it('refuses HTML markup, data after %%EOF, files that do not parse and encrypted files', async () => {
    const html = '<html><body><script>alert(1)</script></body></html>';
    expect(await verdict(buildPdf({ objects: [`<< /Length ${html.length} >>\nstream\n${html}\nendstream`] }))).toBe(UploadMessages.pdfHtml);
    expect(await verdict(Buffer.concat([Buffer.from(PDF_BYTES), Buffer.from('<svg onload=alert(1)>')]))).toBe(UploadMessages.pdfHtml);
    expect(await verdict(Buffer.concat([Buffer.from(PDF_BYTES), Buffer.from('MZ\x90\x00')]))).toBe(UploadMessages.pdfUnreadable);
    expect(await verdict(Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R\nendobj\n%%EOF\n'))).toBe(
      UploadMessages.pdfUnreadable,
    );
    const locked = await PDFDocument.create();
    locked.addPage();
    await locked.encrypt({ ownerPassword: 'dono', userPassword: '' });
    expect(await verdict(await locked.save())).toBe(UploadMessages.pdfEncrypted);
  });
});
