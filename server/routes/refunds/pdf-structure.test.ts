import { PDFDocument } from 'pdf-lib';
import { fakePdfs, onePagePdf } from './pdf.fixture.ts';
import { isPdfDocument } from './pdf-structure.ts';

describe('isPdfDocument', () => {
  it('accepts the crafted one-page PDF', async () => {
    expect(await isPdfDocument(onePagePdf())).toBe(true);
  });

  it('accepts a PDF written by a real library', async () => {
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Extras de cont');
    expect(await isPdfDocument(await doc.save())).toBe(true);
  });

  it.each(fakePdfs)('refuses %s', async (_name, bytes) => {
    expect(await isPdfDocument(bytes)).toBe(false);
  });
});
