/**
 * How a fuzzed request is made for each kind of body the API takes: JSON (with a mutated body and
 * sometimes a wrong or missing content type), a form (urlencoded or multipart, with an optional
 * file) and an admin list. fuzz-routes.ts says which route takes which.
 */
import fc from 'fast-check';
import { type Body, formText, jsonPayload, mutatedBody, nastyValue } from './fuzz-values.ts';

export interface FuzzRequest {
  readonly path: string;
  readonly init: RequestInit;
  /** The body as the schema sees it (JSON value or form fields); undefined when none was sent. */
  readonly parsed: unknown;
}

/** A path segment that is sometimes the valid one and sometimes anything. */
/** A path segment: the valid one or any text, UTF-8 encoded (a lone surrogate has no URL form). */
export const segment = (valid: string) =>
  fc
    .oneof(fc.constant(valid), fc.string({ maxLength: 30 }), nastyValue.map(formText))
    .map((text) => encodeURIComponent(text.toWellFormed()));

export function jsonRoute(
  method: string,
  path: fc.Arbitrary<string>,
  valid: Body,
): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(path, jsonPayload(valid)).map(([p, payload]) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload.body);
    } catch {
      parsed = undefined;
    }
    const headers: Record<string, string> = payload.contentType
      ? { 'Content-Type': payload.contentType }
      : {};
    return { path: p, init: { method, headers, body: payload.body }, parsed };
  });
}

export const json = (method: string, path: string, valid: Body) =>
  jsonRoute(method, fc.constant(path), valid);

export function formRoute(
  path: string,
  valid: Body,
  file?: fc.Arbitrary<Uint8Array | undefined>,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(mutatedBody(valid), file ?? fc.constant(undefined), fc.boolean())
    .map(([body, bytes, multipart]) => {
      const fields = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, formText(value)]));
      let init: RequestInit;
      if (multipart || bytes) {
        const form = new FormData();
        for (const [key, value] of Object.entries(fields)) form.append(key, value);
        if (bytes)
          form.append('file', new File([new Uint8Array(bytes)], 'extras.pdf', { type: 'application/pdf' }));
        init = { method: 'POST', body: form };
      } else {
        init = { method: 'POST', body: new URLSearchParams(fields) };
      }
      return { path, init, parsed: fields };
    });
}

/** An admin list body: up to three items, each valid or mutated. */
export function listRoute(path: string, item: fc.Arbitrary<Body>): fc.Arbitrary<FuzzRequest> {
  return fc.array(item.chain(mutatedBody), { maxLength: 3 }).map((list) => ({
    path,
    init: { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(list) },
    parsed: list,
  }));
}
