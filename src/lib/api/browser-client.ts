/**
 * The islands' one way to send data to the CMS API. Every outcome is a value, never a throw, so a
 * form can tell "the server refused these fields" (show them), "the server failed" (show its
 * message) and "the server could not be reached" (keep the data, try again) apart.
 */
import * as v from 'valibot';
import { apiErrorSchema } from '../../domain/cms-schemas.ts';
import { roCommon } from '../../i18n/ro.ts';
import { retryAfterMs } from './retry-after.ts';

export type ApiResult =
  | { readonly ok: true; readonly status: number; readonly data: unknown }
  | {
      readonly ok: false;
      readonly kind: 'validation';
      readonly status: 422;
      readonly message: string;
      readonly fieldErrors: Readonly<Record<string, string>>;
    }
  | {
      readonly ok: false;
      readonly kind: 'server';
      readonly status: number;
      readonly message: string;
      /** From Retry-After on a 429: the server will not take the request before this many ms. */
      readonly retryAfterMs?: number;
    }
  | { readonly ok: false; readonly kind: 'network' };

export interface SendOptions {
  /** Sent as the Idempotency-Key header so a retried request is stored once. */
  readonly idempotencyKey?: string;
  /** Gives up (as a network failure) after this long; default 20 s. */
  readonly timeoutMs?: number;
}

/** Gateways answering these mean the API itself was not reached. */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);
const DEFAULT_TIMEOUT_MS = 20_000;

export function apiBase(): string {
  const configured: string | undefined = import.meta.env.PUBLIC_CMS_URL;
  return (configured ?? '/api').replace(/\/+$/, '');
}

/** POST a JSON body. `postJson('/contact-form', values, { idempotencyKey })` */
export function postJson(path: string, body: unknown, options: SendOptions = {}): Promise<ApiResult> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  return send(path, { method: 'POST', headers, body: JSON.stringify(body) }, options);
}

/** GET a JSON answer. `getJson('/client-order/3f2a')` */
export function getJson(path: string, options: SendOptions = {}): Promise<ApiResult> {
  return send(path, { method: 'GET', headers: { Accept: 'application/json' } }, options);
}

/** PUT a JSON body (partial updates). `putJson('/client-order/3f2a', { stare_civila: 1 })` */
export function putJson(path: string, body: unknown, options: SendOptions = {}): Promise<ApiResult> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  return send(path, { method: 'PUT', headers, body: JSON.stringify(body) }, options);
}

/** POST multipart form data (files); the browser sets the boundary header itself. */
export function postForm(path: string, form: FormData, options: SendOptions = {}): Promise<ApiResult> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  return send(path, { method: 'POST', headers, body: form }, options);
}

async function send(path: string, init: RequestInit, options: SendOptions): Promise<ApiResult> {
  let response: Response;
  try {
    response = await fetch(`${apiBase()}${path}`, {
      ...init,
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, kind: 'network' };
  }
  if (UNREACHABLE_STATUSES.has(response.status)) return { ok: false, kind: 'network' };
  const data = await readBody(response);
  if (response.ok) return { ok: true, status: response.status, data };
  const wait =
    response.status === 429 ? retryAfterMs(response.headers.get('Retry-After'), Date.now()) : undefined;
  return toFailure(response.status, data, wait);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toFailure(status: number, data: unknown, wait: number | undefined): ApiResult {
  const parsed = v.safeParse(apiErrorSchema, data);
  const message = parsed.success ? parsed.output.message : roCommon.serverError;
  if (status === 422) {
    return {
      ok: false,
      kind: 'validation',
      status,
      message,
      fieldErrors: parsed.success ? (parsed.output.errors ?? {}) : {},
    };
  }
  return wait === undefined
    ? { ok: false, kind: 'server', status, message }
    : { ok: false, kind: 'server', status, message, retryAfterMs: wait };
}
