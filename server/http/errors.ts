/**
 * Every 4xx the API answers is an ApiError thrown from a handler and turned into the JSON body of
 * `apiErrorSchema` (src/domain/cms-schemas.ts) by one error handler. Anything else reaching that
 * handler is a bug: it is logged and answered with a generic 500 so no internals leak.
 */
import type { Context, ErrorHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { fill, roCommon, roPublicApi, roValidation } from '../../src/i18n/ro.ts';
import { errorSummary } from './error-summary.ts';

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: ContentfulStatusCode;
  readonly errors: FieldErrors | undefined;

  constructor(status: ContentfulStatusCode, message: string, errors?: FieldErrors) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

export const notFound = (message: string): ApiError => new ApiError(404, message);

/**
 * 422 naming each invalid field: `{ message, errors: { email: 'Format email invalid' } }`. Forms
 * put each field's message next to it and may show `message` above them, so both are Romanian.
 */
export const invalidFields = (errors: FieldErrors): ApiError =>
  new ApiError(422, roValidation.fieldsInvalid, errors);

/** The 404 for a path no API route serves. */
export const noRoute = (method: string, path: string): ApiError =>
  notFound(fill(roPublicApi.routeNotFound, { method, path }));

export function errorBody(error: ApiError): { message: string; errors?: FieldErrors } {
  return error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
}

export function apiErrorResponse(c: Context, error: ApiError): Response {
  c.header('Cache-Control', 'no-store');
  return c.json(errorBody(error), error.status);
}

/**
 * The app's onError: known API errors keep their status, the rest is logged as a 500. The log line
 * names the route, the status and the error (errorSummary), never the body or the query string.
 */
export function createErrorHandler(log: (message: string, error: unknown) => void): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiError) return apiErrorResponse(c, error);
    log(`${c.req.method} ${c.req.path} 500 ${errorSummary(error)}`, error);
    c.header('Cache-Control', 'no-store');
    // The forms show an error's message as it is, so even the unexpected one is Romanian.
    return c.json({ message: roCommon.serverError }, 500);
  };
}
