/**
 * The one PDF layout helper over pdf-lib, for the shop's documents (GET /timetable offers and
 * schedules) and the seeded media (product sheets, equipment lists, maintenance histories): titles,
 * headings, label/value lines, paragraphs, bullets and tables whose rows wrap and that continue on
 * a new A4 page (repeating their header) when the page is full, an optional letterhead on every
 * page and optional "page x of y" footers. Text uses the standard Helvetica fonts (WinAnsi): the
 * catalogue's Romanian text has no diacritics, and € is covered.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const LINE = 15;
/** A table row's line: tighter than running text. */
const ROW = LINE - 2;
const TEXT = rgb(0.08, 0.13, 0.24);
const MUTED = rgb(0.29, 0.33, 0.4);
const RULE = rgb(0.84, 0.86, 0.9);
const BRAND = rgb(0.12, 0.31, 0.64);

export interface Column {
  readonly title: string;
  /** Share of the usable width, 0..1. */
  readonly width: number;
  readonly align: 'left' | 'right';
}

/** Left-aligned columns from their titles and width shares. */
export const leftColumns = (titles: readonly string[], widths: readonly number[]): Column[] =>
  titles.map((title, index) => ({ title, width: widths[index] ?? 0, align: 'left' }));

export interface PdfMetadata {
  readonly title: string;
  readonly author: string;
  /** Default: the author. */
  readonly creator?: string;
  /** Drawn, with a rule, at the top of every page (the issuing company of a seeded document). */
  readonly letterhead?: string;
  /** A fixed creation date keeps the bytes identical between runs (the seed); default: now. */
  readonly createdAt?: Date;
}

export interface PdfWriter {
  title(text: string): void;
  heading(text: string): void;
  field(label: string, value: string): void;
  paragraph(text: string, options?: { muted?: boolean }): void;
  bullets(items: readonly string[]): void;
  table(columns: readonly Column[], rows: readonly (readonly string[])[]): void;
  gap(): void;
  /** The document's bytes; `footer` is written at the bottom of each page once their count is known. */
  finish(footer?: (page: number, pages: number) => string): Promise<Uint8Array>;
}

/** Breaks `value` into lines no wider than `max` points (a single word longer than `max` stays whole). */
function wrap(value: string, font: PDFFont, size: number, max: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > max && current) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

export async function createPdfWriter(metadata: PdfMetadata): Promise<PdfWriter> {
  const doc = await PDFDocument.create();
  doc.setTitle(metadata.title);
  doc.setAuthor(metadata.author);
  doc.setCreator(metadata.creator ?? metadata.author);
  if (metadata.createdAt) {
    doc.setCreationDate(metadata.createdAt);
    doc.setModificationDate(metadata.createdAt);
  }
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  let page: PDFPage;
  let y = 0;

  const addPage = () => {
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
    const { letterhead } = metadata;
    if (!letterhead) return;
    page.drawText(letterhead, { x: MARGIN, y: A4[1] - 40, size: 9, font: bold, color: BRAND });
    page.drawLine({
      start: { x: MARGIN, y: A4[1] - 46 },
      end: { x: A4[0] - MARGIN, y: A4[1] - 46 },
      thickness: 0.8,
      color: BRAND,
    });
    y = A4[1] - 70;
  };
  addPage();

  /** Starts a new page when `height` does not fit; true when it did. */
  const ensure = (height: number): boolean => {
    if (y - height >= MARGIN + LINE) return false;
    addPage();
    return true;
  };
  const text = (value: string, x: number, size: number, font: PDFFont, color = TEXT) =>
    page.drawText(value, { x, y, size, font, color });

  const drawCell = (column: Column, value: string, x: number, font: PDFFont) => {
    const size = 9;
    const cellWidth = column.width * width - 6;
    const offset = column.align === 'right' ? cellWidth - font.widthOfTextAtSize(value, size) : 0;
    text(value, x + offset, size, font);
  };
  /** One row: each cell wrapped to its column, the row as tall as its longest cell. */
  const drawRow = (columns: readonly Column[], cells: readonly string[], font: PDFFont): number => {
    const wrapped = columns.map((column, index) =>
      wrap(cells[index] ?? '', font, 9, column.width * width - 6),
    );
    const lines = Math.max(1, ...wrapped.map((cell) => cell.length));
    const top = y;
    let x = MARGIN;
    columns.forEach((column, index) => {
      (wrapped[index] ?? []).forEach((line, at) => {
        y = top - at * ROW;
        drawCell(column, line, x, font);
      });
      x += column.width * width;
    });
    y = top;
    return lines;
  };
  const rowHeight = (lines: number) => LINE + (lines - 1) * ROW;
  const tableHeader = (columns: readonly Column[]) => {
    const lines = drawRow(
      columns,
      columns.map((column) => column.title),
      bold,
    );
    y -= (lines - 1) * ROW + 4;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + width, y }, thickness: 0.8, color: RULE });
    y -= LINE - 4;
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
    bullets(items) {
      for (const item of items) {
        for (const [index, line] of wrap(item, regular, 10, width - 14).entries()) {
          ensure(LINE);
          if (index === 0) text('-', MARGIN + 2, 10, regular);
          text(line, MARGIN + 14, 10, regular);
          y -= LINE;
        }
      }
    },
    table(columns, rows) {
      ensure(LINE * 3);
      tableHeader(columns);
      for (const row of rows) {
        const lines = Math.max(
          1,
          ...columns.map(
            (column, index) => wrap(row[index] ?? '', regular, 9, column.width * width - 6).length,
          ),
        );
        if (ensure(rowHeight(lines))) tableHeader(columns);
        drawRow(columns, row, regular);
        y -= lines * ROW;
      }
    },
    gap() {
      y -= LINE / 2;
    },
    async finish(footer) {
      const pages = doc.getPages();
      if (footer) {
        pages.forEach((each, index) => {
          each.drawText(footer(index + 1, pages.length), {
            x: MARGIN,
            y: MARGIN / 2,
            size: 8,
            font: regular,
            color: MUTED,
          });
        });
      }
      return doc.save();
    },
  };
}
