/**
 * A small flowing-layout writer over pdf-lib: headings, paragraphs, bullets and tables that break
 * across A4 pages, each page headed with the issuing company. Standard Helvetica only speaks
 * WinAnsi, so texts are ASCII Romanian (no diacritics), like the rest of the seed.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.12, 0.13, 0.14);
const BRAND = rgb(0.12, 0.31, 0.64);
const MUTED = rgb(0.42, 0.45, 0.48);

export interface PdfWriter {
  heading(text: string): void;
  paragraph(text: string): void;
  bullets(items: readonly string[]): void;
  /** Column widths are fractions of the printable width. */
  table(header: readonly string[], rows: readonly (readonly string[])[], widths: readonly number[]): void;
  save(): Promise<Uint8Array>;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

export async function createPdfWriter(company: string, title: string, subtitle: string): Promise<PdfWriter> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(company);
  doc.setCreator('AutoAbonament CMS');
  // Fixed dates keep the bytes identical between runs.
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const printable = A4[0] - 2 * MARGIN;
  let page: PDFPage = doc.addPage(A4);
  let y = 0;

  const newPage = () => {
    page = y === 0 ? page : doc.addPage(A4);
    page.drawText(company, { x: MARGIN, y: A4[1] - 40, size: 9, font: bold, color: BRAND });
    page.drawLine({
      start: { x: MARGIN, y: A4[1] - 46 },
      end: { x: A4[0] - MARGIN, y: A4[1] - 46 },
      thickness: 0.8,
      color: BRAND,
    });
    y = A4[1] - 70;
  };
  const ensure = (height: number) => {
    if (y - height < MARGIN) newPage();
  };
  const text = (value: string, x: number, size: number, font: PDFFont, color = INK) =>
    page.drawText(value, { x, y, size, font, color });

  newPage();
  text(title, MARGIN, 18, bold, BRAND);
  y -= 20;
  for (const line of wrap(subtitle, regular, 10, printable)) {
    text(line, MARGIN, 10, regular, MUTED);
    y -= 14;
  }
  y -= 8;

  return {
    heading(value) {
      ensure(34);
      y -= 8;
      text(value, MARGIN, 13, bold, BRAND);
      y -= 18;
    },
    paragraph(value) {
      for (const line of wrap(value, regular, 10, printable)) {
        ensure(14);
        text(line, MARGIN, 10, regular);
        y -= 14;
      }
      y -= 6;
    },
    bullets(items) {
      for (const item of items) {
        for (const [i, line] of wrap(item, regular, 10, printable - 14).entries()) {
          ensure(14);
          if (i === 0) text('-', MARGIN + 2, 10, regular);
          text(line, MARGIN + 14, 10, regular);
          y -= 14;
        }
      }
      y -= 6;
    },
    table(header, rows, widths) {
      const xs: number[] = [];
      let left = MARGIN;
      for (const w of widths) {
        xs.push(left);
        left += w * printable;
      }
      const drawRow = (cells: readonly string[], font: PDFFont, shaded: boolean) => {
        const wrapped = cells.map((cell, i) => wrap(cell, font, 9, (widths[i] ?? 0.2) * printable - 8));
        const height = Math.max(...wrapped.map((l) => l.length)) * 12 + 6;
        ensure(height);
        if (shaded)
          page.drawRectangle({
            x: MARGIN,
            y: y - height + 10,
            width: printable,
            height,
            color: rgb(0.93, 0.95, 0.98),
          });
        const top = y;
        wrapped.forEach((lines, i) => {
          lines.forEach((line, j) => {
            y = top - j * 12;
            text(line, (xs[i] ?? MARGIN) + 4, 9, font);
          });
        });
        y = top - height;
      };
      drawRow(header, bold, true);
      rows.forEach((row, i) => {
        drawRow(row, regular, i % 2 === 1);
      });
      y -= 8;
    },
    save: () => doc.save({ useObjectStreams: false }),
  };
}
