/**
 * Whether an uploaded bank statement really is a PDF and only a PDF. The '%PDF-' header alone is
 * easy to fake: an executable or an HTML page can start with it, and a PDF/HTML polyglot renders
 * as a page (with its scripts) when a browser sniffs it. So the file must start with the header,
 * carry no HTML, script or executable markers and no PDF actions that run code, and parse with a
 * real parser (pdf-lib) into a document with at least one page.
 */
import { PDFDocument } from 'pdf-lib';
import { isPdfBytes } from '../../../src/lib/validation/file.ts';

/** Markers that have no business in a bank statement, matched case-insensitively as Latin-1 text. */
const FORBIDDEN = [
  /<\s*(?:!doctype\s+html|html|head|body|script|iframe|object|embed|svg|meta)\b/i,
  /javascript:/i,
  /\/(?:JavaScript|JS|Launch|EmbeddedFile|RichMedia)\b/,
  /\x7fELF/,
  /This program cannot be run in DOS mode/,
  /^#!/,
];

/** Where the parser must find the end of the document. */
const TAIL_BYTES = 2048;

function latin1(bytes: Uint8Array): string {
  return new TextDecoder('latin1').decode(bytes);
}

export async function isPdfDocument(bytes: Uint8Array): Promise<boolean> {
  if (!isPdfBytes(bytes)) return false;
  const text = latin1(bytes);
  if (FORBIDDEN.some((marker) => marker.test(text))) return false;
  const tail = text.slice(-TAIL_BYTES);
  if (!tail.includes('%%EOF') || !tail.includes('startxref')) return false;
  try {
    const document = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
    return document.getPageCount() > 0;
  } catch {
    return false;
  }
}
