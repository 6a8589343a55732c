/**
 * The back office's calls to the API: JSON, the session cookie, and the server's refusals turned
 * into react-admin's HttpError (its `body.errors` puts a 422's reasons next to their fields).
 */
import { HttpError } from 'react-admin';
import { apiBase } from '../../lib/api/browser-client.ts';

export interface JsonReply<T> {
  json: T;
  headers: Headers;
  status: number;
}

export async function callApi<T = unknown>(path: string, init: RequestInit = {}): Promise<JsonReply<T>> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  // A FormData body (an upload) sets its own multipart type with the boundary.
  if (init.body !== undefined && !(init.body instanceof FormData))
    headers.set('Content-Type', 'application/json');
  const response = await fetch(`${apiBase()}${path}`, { ...init, headers, credentials: 'include' });
  const text = await response.text();
  const json = text && response.headers.get('Content-Type')?.includes('json') ? JSON.parse(text) : null;
  if (!response.ok) {
    const message = typeof json?.message === 'string' ? json.message : response.statusText;
    throw new HttpError(message, response.status, json ?? undefined);
  }
  return { json: json as T, headers: response.headers, status: response.status };
}

/** The total of a list answer's `Content-Range: cars 0-24/10000`. */
export function totalOf(headers: Headers, fallback: number): number {
  const match = /\/(\d+)$/.exec(headers.get('Content-Range') ?? '');
  return match?.[1] ? Number(match[1]) : fallback;
}
