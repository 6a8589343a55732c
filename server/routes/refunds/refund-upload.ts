/**
 * Reads the multipart refund request: the text fields go through the refund form's own schema, the
 * bank statement is judged by its content (a parsable PDF and nothing else, pdf-structure.ts) and
 * size, never by the name or type the client declares, since a renamed file keeps its real bytes.
 */
import * as v from 'valibot';
import { createRefundSchema, type RefundRequest } from '../../../src/domain/forms/refund-schema.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { type FieldErrors, toFieldErrors } from '../../../src/lib/validation/field-errors.ts';
import { MAX_UPLOAD_BYTES } from '../../../src/lib/validation/file.ts';
import { idempotencyKey } from '../../../src/lib/validation/rules.ts';
import { isPdfDocument } from './pdf-structure.ts';

export interface RefundUpload {
  readonly request: RefundRequest;
  readonly idempotencyKey: string | undefined;
  readonly file: { readonly name: string; readonly bytes: Uint8Array };
}

export type RefundUploadResult =
  | { readonly ok: true; readonly upload: RefundUpload }
  | { readonly ok: false; readonly errors: FieldErrors };

type Multipart = Record<string, string | File | (string | File)[]>;

const keySchema = idempotencyKey();

/** Text value of a field, or undefined for files and repeated fields (both are refused later). */
function textFields(body: Multipart): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) if (typeof value === 'string') out[name] = value;
  return out;
}

async function readStatement(value: unknown): Promise<{ file?: RefundUpload['file']; error?: string }> {
  if (!(value instanceof File) || value.size === 0) return { error: ro.validation.statementRequired };
  if (value.size > MAX_UPLOAD_BYTES) return { error: ro.validation.fileTooLarge };
  const bytes = new Uint8Array(await value.arrayBuffer());
  if (!(await isPdfDocument(bytes))) return { error: ro.validation.pdfOnly };
  return { file: { name: value.name.slice(0, 255) || 'extras.pdf', bytes } };
}

export async function readRefundUpload(body: Multipart, today: string): Promise<RefundUploadResult> {
  const fields = textFields(body);
  const parsed = v.safeParse(createRefundSchema(today), fields);
  const key = v.safeParse(keySchema, fields.idempotency_key);
  const statement = await readStatement(body.file);
  const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.issues);
  if (!key.success) errors.idempotency_key = ro.validation.fieldRequired;
  if (statement.error) errors.file = statement.error;
  if (!parsed.success || !key.success || !statement.file) return { ok: false, errors };
  return {
    ok: true,
    upload: { request: parsed.output, idempotencyKey: key.output, file: statement.file },
  };
}
