/**
 * The opening of every seeded PDF (product sheets, equipment lists, maintenance histories) on the
 * shop's one PDF writer: the issuing company as the letterhead of each page, the title and a muted
 * subtitle. Texts are ASCII Romanian (no diacritics), like the rest of the seed; the fixed dates keep
 * the bytes identical between runs.
 */
import { createPdfWriter, type PdfWriter } from '../../documents/pdf-writer.ts';

const SEED_PDF_DATE = new Date('2026-01-01T00:00:00Z');

export async function openSeedPdf(company: string, title: string, subtitle: string): Promise<PdfWriter> {
  const pdf = await createPdfWriter({
    title,
    author: company,
    creator: 'AutoAbonament CMS',
    letterhead: company,
    createdAt: SEED_PDF_DATE,
  });
  pdf.title(title);
  pdf.paragraph(subtitle, { muted: true });
  pdf.gap();
  return pdf;
}
