/**
 * Every route that reads a body refuses one over its limit with 413 and the catalogue's message,
 * whether the client declares the size or streams it; the largest valid bodies still fit.
 */
import * as v from 'valibot';
import { contactSchema } from '../../src/domain/forms/contact-schema.ts';
import { sandboxPaths } from '../../src/domain/site/sandbox-paths.ts';
import { roPublicApi } from '../../src/i18n/ro.ts';
import { EMAIL_MAX, TEXT_MAX } from '../../src/lib/validation/text.ts';
import { ADMIN_TOKEN } from '../routes/admin/admin.fixture.ts';
import { LOCAL_SANDBOX, testBackends, useTestApp } from '../test/harness.ts';
import { BODY_LIMITS } from './body-limits.ts';

const ORDER = '00000000-0000-4000-8000-000000000000';
const routes: [string, string, number, string][] = [
  ['POST', '/api/contact-form', BODY_LIMITS.contact, 'application/json'],
  ['POST', '/api/subscribers', BODY_LIMITS.form, 'application/json'],
  ['POST', '/api/stock-alert', BODY_LIMITS.form, 'application/json'],
  ['POST', '/api/price-alerts', BODY_LIMITS.form, 'application/json'],
  ['POST', '/api/saved-quotes', BODY_LIMITS.form, 'application/json'],
  ['POST', '/api/client-order/other-credit-type', BODY_LIMITS.form, 'application/json'],
  ['POST', '/api/reservations', BODY_LIMITS.form, 'application/json'],
  ['POST', '/api/client-order', BODY_LIMITS.order, 'application/json'],
  ['PUT', `/api/client-order/${ORDER}`, BODY_LIMITS.order, 'application/json'],
  ['POST', '/api/client-order/request-contact', BODY_LIMITS.form, 'application/json'],
  ['POST', '/api/client-order/delivery', BODY_LIMITS.form, 'application/json'],
  ['POST', `/api/client-order/${ORDER}/review`, BODY_LIMITS.form, 'application/json'],
  ['PATCH', '/api/admin/cars/AB-1', BODY_LIMITS.admin, 'application/json'],
  ['PUT', '/api/admin/faqs', BODY_LIMITS.admin, 'application/json'],
  ['POST', sandboxPaths.charge, BODY_LIMITS.small, 'application/x-www-form-urlencoded'],
  ['POST', sandboxPaths.challenge, BODY_LIMITS.small, 'application/x-www-form-urlencoded'],
  ['POST', sandboxPaths.identification(ORDER), BODY_LIMITS.small, 'application/x-www-form-urlencoded'],
];

/** `size` bytes sent as a stream, so no Content-Length tells the server in advance. */
function streamOf(size: number): ReadableStream<Uint8Array> {
  let left = size;
  return new ReadableStream({
    pull(controller) {
      const chunk = Math.min(left, 64 * 1024);
      if (chunk === 0) return controller.close();
      controller.enqueue(new Uint8Array(chunk).fill(0x20));
      left -= chunk;
    },
  });
}

describe.each(testBackends())('body limits ($name)', (backend) => {
  const t = useTestApp(backend, { adminToken: ADMIN_TOKEN, sandbox: LOCAL_SANDBOX });
  const headers = (type: string) => ({ 'Content-Type': type, Authorization: `Bearer ${ADMIN_TOKEN}` });

  it.each(routes)('%s %s refuses %i + 1 declared bytes with 413', async (method, path, limit, type) => {
    const res = await t.request(path, {
      method,
      headers: { ...headers(type), 'Content-Length': String(limit + 1) },
      body: ' '.repeat(limit + 1),
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: roPublicApi.bodyTooLarge });
  });

  it.each(routes)(
    '%s %s refuses a streamed body over %i bytes with 413',
    async (method, path, limit, type) => {
      const init = {
        method,
        headers: headers(type),
        body: streamOf(limit + 1),
        duplex: 'half',
      } as RequestInit;
      const res = await t.request(path, init);
      expect(res.status).toBe(413);
    },
  );

  it('the rebuild webhook is limited as well', async () => {
    const { createRebuildWebhook } = await import('../rebuild/webhook.ts');
    const webhook = createRebuildWebhook({ secret: 's', requestRebuild: () => {} });
    const res = await webhook.request('/', { method: 'POST', body: ' '.repeat(BODY_LIMITS.small + 1) });
    expect(res.status).toBe(413);
  });

  it('the largest valid contact message fits its limit and is stored', async () => {
    // \u0001 costs the most JSON bytes per character (6) and is an allowed character.
    const filler = (length: number) => '\u0001'.repeat(length);
    const body = {
      name: filler(TEXT_MAX.name),
      email: `${filler(EMAIL_MAX.local)}@${'d'.repeat(EMAIL_MAX.whole - EMAIL_MAX.local - 4)}.ro`,
      message: filler(TEXT_MAX.message),
      data_protection: true,
    };
    expect(v.safeParse(contactSchema, body).success).toBe(true);
    const res = await t.request('/api/contact-form', {
      method: 'POST',
      headers: headers('application/json'),
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
  });

  it('answers 415 in Romanian for JSON sent as text/plain or without a type', async () => {
    for (const type of ['text/plain', undefined]) {
      const res = await t.request('/api/contact-form', {
        method: 'POST',
        ...(type ? { headers: { 'Content-Type': type } } : {}),
        body: JSON.stringify({ name: 'Ana' }),
      });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ message: roPublicApi.jsonRequired });
    }
  });

  it('a 100 MB street on POST /api/client-order is a 413 before it is read', async () => {
    const res = await t.request('/api/client-order', {
      method: 'POST',
      headers: headers('application/json'),
      body: streamOf(100 * 1024 * 1024),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });
});
