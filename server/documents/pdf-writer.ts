/**
 * A small top-to-bottom layout helper over pdf-lib for the shop's documents: headings, label/value
 * lines, paragraphs and tables that continue on a new A4 page (repeating their header) when the
 * page is full, and "page x of y" footers once the document is complete. Text uses the standard
 * Helvetica fonts (WinAnsi): the catalogue's Romanian text has no diacritics, and € is covered.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const LINE = 15;
const TEXT = rgb(0.08, 0.13, 0.24);
const MUTED = rgb(0.29, 0.33, 0.4);
const RULE = rgb(0.84, 0.86, 0.9);

export interface Column {
  readonly title: string;
  /** Share of the usable width, 0..1. */
  readonly width: number;
  readonly align: 'left' | 'right';
}

export interface PdfWriter {
  title(text: string): void;
  heading(text: string): void;
  field(label: string, value: string): void;
  paragraph(text: string, options?: { muted?: boolean }): void;
  table(columns: readonly Column[], rows: readonly (readonly string[])[]): void;
  gap(): void;
  finish(footer: (page: number, pages: number) => string): Promise<Uint8Array>;
}

export async function createPdfWriter(metadata: { title: string; author: string }): Promise<PdfWriter> {
  const doc = await PDFDocument.create();
  doc.setTitle(metadata.title);
  doc.setAuthor(metadata.author);
  doc.setCreator(metadata.author);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;

  const ensure = (height: number): boolean => {
    if (y - height >= MARGIN + LINE) return false;
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
    return true;
  };
  const text = (value: string, x: number, size: number, font: PDFFont, color = TEXT) =>
    page.drawText(value, { x, y, size, font, color });

  /** Breaks `value` into lines no wider than `max` points. */
  const wrap = (value: string, font: PDFFont, size: number, max: number): string[] => {
    const lines: string[] = [];
    let current = '';
    for (const word of value.split(/\s+/)) {
      const next = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > max && current) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    if (current) lines.push(current);
    return lines;
  };

  const tableHeader = (columns: readonly Column[]) => {
    let x = MARGIN;
    for (const column of columns) {
      drawCell(column, column.title, x, bold);
      x += column.width * width;
    }
    y -= 4;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + width, y }, thickness: 0.8, color: RULE });
    y -= LINE - 4;
  };
  const drawCell = (column: Column, value: string, x: number, font: PDFFont) => {
    const size = 9;
    const cellWidth = column.width * width - 6;
    const offset = column.align === 'right' ? cellWidth - font.widthOfTextAtSize(value, size) : 0;
    text(value, x + offset, size, font);
  };

  return {
    title(value) {
      ensure(30);
      text(value, MARGIN, 18, bold);
      y -= 28;
    },
    heading(value) {
      ensure(LINE * 3);
      y -= 6;
      text(value, MARGIN, 12, bold);
      y -= LINE + 2;
    },
    field(label, value) {
      ensure(LINE);
      text(label, MARGIN, 10, regular, MUTED);
      text(value, MARGIN + width * 0.45, 10, bold);
      y -= LINE;
    },
    paragraph(value, options = {}) {
      for (const line of wrap(value, regular, 10, width)) {
        ensure(LINE);
        text(line, MARGIN, 10, regular, options.muted ? MUTED : TEXT);
        y -= LINE;
      }
    },
    table(columns, rows) {
      ensure(LINE * 3);
      tableHeader(columns);
      for (const row of rows) {
        if (ensure(LINE)) tableHeader(columns);
        let x = MARGIN;
        columns.forEach((column, index) => {
          drawCell(column, row[index] ?? '', x, regular);
          x += column.width * width;
        });
        y -= LINE - 2;
      }
    },
    gap() {
      y -= LINE / 2;
    },
    async finish(footer) {
      const pages = doc.getPages();
      pages.forEach((each, index) => {
        each.drawText(footer(index + 1, pages.length), {
          x: MARGIN,
          y: MARGIN / 2,
          size: 8,
          font: regular,
          color: MUTED,
        });
      });
      return doc.save();
    },
  };
}
