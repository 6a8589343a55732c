/**
 * Reading a request body the one way every endpoint does: JSON or a 422 (never a 500), checked with
 * the valibot schema the browser form uses, so a visitor sees the same Romanian message whichever
 * side refused the value; a body over its endpoint's limit (body-limits.ts) is a 413 before it is
 * read, and a body of the wrong type a 415 (a JSON route reads only `application/json`). A text the
 * database cannot hold (a NUL) is a 422 naming its field, whichever route reads it (text-input.ts).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { roPublicApi, roValidation } from '../../src/i18n/ro.ts';
import { type FieldErrors, toFieldErrors } from '../../src/lib/validation/field-errors.ts';
import { ApiError, apiErrorResponse } from './errors.ts';
import { withAllowedText } from './text-input.ts';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const FORM_TYPE = /^(?:multipart\/form-data|application\/x-www-form-urlencoded)\s*(?:;|$)/i;

const contentType = (c: Context): string => c.req.header('Content-Type') ?? '';

/** The body as JSON: 415 unless declared `application/json`, 422 when it does not parse. */
export async function jsonBody(c: Context): Promise<unknown> {
  if (!JSON_TYPE.test(contentType(c))) throw new ApiError(415, roPublicApi.jsonRequired);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(422, roPublicApi.bodyNotJson);
  }
  return withAllowedText(body);
}

type FormFields = Record<string, string | File | (string | File)[]>;

/**
 * A browser form's fields: 415 unless multipart or urlencoded, 422 when the body cannot be read as
 * one (JSON sent under a multipart boundary).
 */
export async function formBody(c: Context): Promise<FormFields> {
  if (!FORM_TYPE.test(contentType(c))) throw new ApiError(415, roPublicApi.multipartRequired);
  let fields: FormFields;
  try {
    fields = await c.req.parseBody();
  } catch {
    throw new ApiError(422, roPublicApi.multipartInvalid);
  }
  return withAllowedText(fields);
}

/**
 * A form endpoint's 422: `message` is the first refused field's text, which the forms show as it
 * is above their fields; `errors` names every field.
 */
export function refusedFields(errors: FieldErrors): ApiError {
  return new ApiError(422, Object.values(errors)[0] ?? roValidation.fieldsInvalid, errors);
}

/** The 422 for one field refused by a rule the schema cannot know (the sku exists, the slot is open). */
export const refusedField = (field: string, message: string): ApiError => refusedFields({ [field]: message });

/** Parses `input` or throws `refusal` (by default `refusedFields`) naming every refused field. */
export function parseOr422<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  refusal: (errors: FieldErrors) => ApiError = refusedFields,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw refusal(toFieldErrors(result.issues));
  return result.output;
}

export async function parseJsonBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
  refusal?: (errors: FieldErrors) => ApiError,
): Promise<v.InferOutput<TSchema>> {
  return parseOr422(schema, await jsonBody(c), refusal);
}

/**
 * Refuses a body over `maxBytes` with a 413 (by default the API's own message). A declared
 * Content-Length is checked without touching the body: Hono's `bodyLimit` asks for
 * `c.req.raw.body` first, which under @hono/node-server builds a web `Request` and stream for the
 * request, and `c.req.json()` then reads through that stream instead of from the socket (~2.4 % of
 * the HTTP thread under the order crowd). A chunked body is counted by Hono's while it streams.
 */
export function bodyLimitOf(
  maxBytes: number,
  refusal: () => ApiError = () => new ApiError(413, roPublicApi.bodyTooLarge),
): MiddlewareHandler {
  // Answered here rather than thrown, so a sub-app without the API's error handler (the rebuild
  // webhook) still answers 413.
  const refuse = (c: Context) => apiErrorResponse(c, refusal());
  const counted = bodyLimit({ maxSize: maxBytes, onError: refuse });
  return async (c, next) => {
    const declared = c.req.header('Content-Length');
    if (declared === undefined || c.req.header('Transfer-Encoding') !== undefined) return counted(c, next);
    // The HTTP parser ends the body at the declared length, so this is the most that is read.
    if (Number(declared) > maxBytes) return refuse(c);
    return next();
  };
}
