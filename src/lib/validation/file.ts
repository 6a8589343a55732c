/**
 * Upload checks. The browser can only see a file's name, type and size; the server also reads the
 * first bytes (`isPdfBytes`) because a renamed file keeps its real content.
 */
import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const PDF_ACCEPT = 'application/pdf,.pdf';

/** What both a browser File and the server's parsed multipart File expose. */
export type FileLike = { readonly name: string; readonly type: string; readonly size: number };

const PDF_TYPES = new Set(['application/pdf', 'application/x-pdf', '']);

export function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const { name, type, size } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof type === 'string' && typeof size === 'number';
}

/** Name ends in .pdf and the declared type is PDF (some systems declare none). */
export function isPdfFile(file: Pick<FileLike, 'name' | 'type'>): boolean {
  return /\.pdf$/i.test(file.name) && PDF_TYPES.has(file.type.toLowerCase());
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // '%PDF-'

/** True when the content starts with the PDF header '%PDF-'. */
export function isPdfBytes(bytes: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, index) => bytes[index] === byte);
}

/** A required PDF no larger than MAX_UPLOAD_BYTES, with the given message when it is missing. */
export function pdfUpload(requiredMessage: string) {
  return v.pipe(
    // A missing key still runs the pipe (default null), so the field gets its own message.
    v.optional(v.unknown(), null),
    v.custom<FileLike>((value) => isFileLike(value) && value.size > 0, requiredMessage),
    v.check<FileLike, string>(isPdfFile, roValidation.pdfOnly),
    v.check<FileLike, string>((file) => file.size <= MAX_UPLOAD_BYTES, roValidation.fileTooLarge),
  );
}
