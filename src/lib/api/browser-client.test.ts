import { afterEach, describe, expect, it, vi } from 'vitest';
import { roCommon, roPublicApi } from '../../i18n/ro.ts';
import { getJson, postForm, postJson, putJson } from './browser-client.ts';

function respond(status: number, body?: unknown) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return vi.fn(async () => new Response(text || null, { status }));
}

afterEach(() => vi.unstubAllGlobals());

describe('postJson', () => {
  it('sends JSON with the idempotency key to the API base', async () => {
    const fetch = respond(201, { id: 7 });
    vi.stubGlobal('fetch', fetch);
    const result = await postJson('/contact-form', { name: 'Ana' }, { idempotencyKey: 'k-1' });
    expect(result).toEqual({ ok: true, status: 201, data: { id: 7 } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact-form');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Ana"}');
    expect(init.headers).toMatchObject({ 'Idempotency-Key': 'k-1', 'Content-Type': 'application/json' });
  });

  it('omits the idempotency header when no key is given', async () => {
    const fetch = respond(204);
    vi.stubGlobal('fetch', fetch);
    expect(await postJson('/subscribers', {})).toEqual({ ok: true, status: 204, data: null });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Idempotency-Key');
  });

  it.each([
    [
      '422 with field errors',
      422,
      { message: 'Date invalide', errors: { email: 'Format email invalid' } },
      {
        ok: false,
        kind: 'validation',
        status: 422,
        message: 'Date invalide',
        fieldErrors: { email: 'Format email invalid' },
      },
    ],
    [
      '422 without an error body',
      422,
      'oops',
      { ok: false, kind: 'validation', status: 422, message: roCommon.serverError, fieldErrors: {} },
    ],
    [
      '413 with a message',
      413,
      { message: 'Fisierul depaseste 10 MB' },
      { ok: false, kind: 'server', status: 413, message: 'Fisierul depaseste 10 MB' },
    ],
    [
      '500 without a body',
      500,
      undefined,
      { ok: false, kind: 'server', status: 500, message: roCommon.serverError },
    ],
    ['502 from a gateway', 502, 'Bad gateway', { ok: false, kind: 'network' }],
    ['503 from a gateway', 503, undefined, { ok: false, kind: 'network' }],
    ['504 from a gateway', 504, undefined, { ok: false, kind: 'network' }],
  ])('maps %s', async (_case, status, body, expected) => {
    vi.stubGlobal('fetch', respond(status, body));
    expect(await postJson('/x', {})).toEqual(expected);
  });

  it.each([
    ['with Retry-After', { 'Retry-After': '40' }, { retryAfterMs: 40_000 }],
    ['without Retry-After', {}, {}],
  ])('maps 429 %s to a server refusal carrying the wait', async (_case, headers, wait) => {
    const body = JSON.stringify({ message: roPublicApi.tooManyRequests });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 429, headers })),
    );
    expect(await postJson('/x', {})).toEqual({
      ok: false,
      kind: 'server',
      status: 429,
      message: roPublicApi.tooManyRequests,
      ...wait,
    });
  });

  it('reports a network failure when fetch throws', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await postJson('/x', {})).toEqual({ ok: false, kind: 'network' });
  });
});

describe('postForm', () => {
  it('sends the FormData as is, without a content type of its own', async () => {
    const fetch = respond(201, { ok: true });
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    form.set('payer_name', 'Ana');
    await postForm('/refunds', form);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });
});

describe('getJson and putJson', () => {
  it('GETs with no body and PUTs a JSON body', async () => {
    const fetch = respond(200, { order_code: 'x' });
    vi.stubGlobal('fetch', fetch);
    expect(await getJson('/client-order/x')).toEqual({ ok: true, status: 200, data: { order_code: 'x' } });
    await putJson('/client-order/x', { stare_civila: 1 });
    const [getUrl, getInit] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const [putUrl, putInit] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect([getUrl, getInit.method, getInit.body]).toEqual(['/api/client-order/x', 'GET', undefined]);
    expect([putUrl, putInit.method, putInit.body]).toEqual([
      '/api/client-order/x',
      'PUT',
      '{"stare_civila":1}',
    ]);
  });
});
