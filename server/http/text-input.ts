/**
 * The one rule for text the API takes in, whatever the route: only characters PostgreSQL and JSON
 * can carry (src/lib/validation/text.ts `hasAllowedCharacters`). PostgreSQL and PGlite refuse a
 * NUL in text, so a NUL that reached a query (a token, an id, an ignored extra key) was a 500. The
 * body readers (request-body.ts) refuse such a body with a 422 naming the field, before any schema
 * or query sees it; `refuseDisallowedUrl` refuses a NUL in a path or a query string with a 422.
 */
import type { MiddlewareHandler } from 'hono';
import { roPublicApi, roValidation } from '../../src/i18n/ro.ts';
import { FORM_ERROR_KEY } from '../../src/lib/validation/field-errors.ts';
import { hasAllowedCharacters } from '../../src/lib/validation/text.ts';
import { ApiError, apiErrorResponse } from './errors.ts';

/** Whether `value` (JSON or form values, nested) holds a disallowed text, in a key or a value. */
function holdsDisallowedText(value: unknown): boolean {
  if (typeof value === 'string') return !hasAllowedCharacters(value);
  if (value instanceof File) return !hasAllowedCharacters(value.name);
  if (Array.isArray(value)) return value.some(holdsDisallowedText);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) => !hasAllowedCharacters(key) || holdsDisallowedText(item),
    );
  }
  return false;
}

/**
 * The field of a request body that holds a disallowed text: the top-level key (the form shows the
 * message next to that field), FORM_ERROR_KEY for a key itself or a body that is not an object;
 * null when every text is allowed.
 */
export function disallowedTextField(body: unknown): string | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return holdsDisallowedText(body) ? FORM_ERROR_KEY : null;
  }
  for (const [key, value] of Object.entries(body)) {
    if (!hasAllowedCharacters(key)) return FORM_ERROR_KEY;
    if (holdsDisallowedText(value)) return key;
  }
  return null;
}

/** Throws the 422 of a body holding a disallowed text; answers the body otherwise. */
export function withAllowedText<T>(body: T): T {
  const field = disallowedTextField(body);
  if (field !== null) {
    throw new ApiError(422, roValidation.textCharacters, { [field]: roValidation.textCharacters });
  }
  return body;
}

/** An encoded NUL (a literal one cannot be in a URL: it is sent as %00). */
const ENCODED_NUL = /%00/;

/**
 * Refuses a request whose path or query string carries a NUL, before any route reads it: 422
 * naming the query parameter that holds it (the message alone for one in the path).
 */
export const refuseDisallowedUrl: MiddlewareHandler = async (c, next) => {
  if (!ENCODED_NUL.test(c.req.url)) return next();
  const errors: Record<string, string> = {};
  for (const [key, value] of new URL(c.req.url).searchParams) {
    if (!hasAllowedCharacters(key)) errors[FORM_ERROR_KEY] = roValidation.textCharacters;
    else if (!hasAllowedCharacters(value)) errors[key] = roValidation.textCharacters;
  }
  const named = Object.keys(errors).length > 0;
  return apiErrorResponse(c, new ApiError(422, roPublicApi.urlCharacters, named ? errors : undefined));
};
