/**
 * What the composed app exposes to a stranger (issue 11): sandboxes off unless switched on, CORS
 * limited to the site's origins, security headers on every API answer and sandbox page.
 */

import { SITE_SECURITY_HEADERS } from '../src/domain/site/security-headers.ts';
import { ro } from '../src/i18n/ro.ts';
import { API_SECURITY_HEADERS } from './http/security-headers.ts';
import { LOCAL_SANDBOX, testBackends, useTestApp } from './test/harness.ts';

const SITE = 'https://shop.example.ro';
const STRANGER = 'https://evil.example';
/** app.request's own origin: what a same-origin browser call sends. */
const OWN = 'http://localhost';

const SANDBOX_PATHS = [
  '/sandbox/mail',
  '/sandbox/mail/1',
  '/api/sandbox/outbox?limit=200',
  '/sandbox/payment/widget.js',
  '/sandbox/payment/form?token=x&origin=http%3A%2F%2Flocalhost',
  '/sandbox/identification/00000000-0000-4000-8000-000000000000',
];

describe.each(testBackends())('app security on $name', (backend) => {
  describe('in live mode: no sandbox at all', () => {
    const t = useTestApp(backend, { corsOrigins: [SITE], mode: 'live', sandbox: LOCAL_SANDBOX });

    it.each(SANDBOX_PATHS)('GET %s → 404', async (path) => {
      expect((await t.request(path)).status).toBe(404);
    });

    it('POST /sandbox/payment/charge → 404', async () => {
      const response = await t.request('/sandbox/payment/charge', { method: 'POST' });
      expect(response.status).toBe(404);
    });

    it("GET /api/payments without a provider: 'invalid' for an unknown order, never 'unavailable'", async () => {
      const { status, body } = await t.request(
        '/api/payments?order_code=00000000-0000-4000-8000-000000000000',
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({ token: 'invalid', reason: 'not_found' });
    });
  });

  describe('in test mode, a local client without SANDBOX=1', () => {
    const local = useTestApp(backend, { sandbox: { ...LOCAL_SANDBOX, enabled: false } });

    it.each(['/sandbox/mail', '/sandbox/mail/1', '/api/sandbox/outbox?limit=200'])(
      'the local mailbox stays off: GET %s → 404',
      async (path) => {
        expect((await local.request(path)).status).toBe(404);
      },
    );

    it('the payment sandbox answers (a newcomer pays with a test card on npm start)', async () => {
      expect((await local.request('/sandbox/payment/widget.js')).status).toBe(200);
    });
  });

  describe('in test mode (the default)', () => {
    const t = useTestApp(backend, { corsOrigins: [SITE] });

    it.each(['/sandbox/payment/widget.js', '/sandbox/identification/00000000-0000-4000-8000-000000000000'])(
      'the payment and identification sandboxes are mounted, for local clients only: GET %s → 403',
      async (path) => {
        // app.request has no socket: the gate counts it as a stranger.
        expect((await t.request(path)).status).toBe(403);
      },
    );

    it.each([
      ['a configured origin', SITE, SITE],
      ['the server’s own origin', OWN, OWN],
      ['a foreign origin', STRANGER, null],
    ])('CORS preflight from %s', async (_case, origin, allowed) => {
      const preflight = await t.app.request('/api/contact-form', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(allowed);
      expect(preflight.headers.get('Vary')).toContain('Origin');
    });

    it.each([
      [SITE, SITE],
      [STRANGER, null],
    ])('CORS on a GET from %s', async (origin, allowed) => {
      const { status, headers } = await t.request('/api/sliders', { headers: { Origin: origin } });
      expect(status).toBe(200);
      expect(headers.get('Access-Control-Allow-Origin')).toBe(allowed);
    });

    it.each([
      ['a JSON 200', '/api/sliders', 200],
      ['a JSON 404', '/api/nope', 404],
      [
        'a refused body (422)',
        '/api/contact-form',
        422,
        { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } },
      ],
    ])('security headers on %s', async (_case, path, status, init?: RequestInit) => {
      const response = await t.request(path, init);
      expect(response.status).toBe(status);
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
        expect(response.headers.get(name), name).toBe(value);
      }
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    });

    it('security headers on a preflight', async () => {
      const preflight = await t.app.request('/api/contact-form', {
        method: 'OPTIONS',
        headers: { Origin: SITE, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.headers.get('X-Content-Type-Options')).toBe('nosniff');
    });
  });

  describe('with the sandboxes on', () => {
    const t = useTestApp(backend, { sandbox: LOCAL_SANDBOX });

    it.each(['/sandbox/mail', '/sandbox/payment/form?token=x&origin=http%3A%2F%2Flocalhost'])(
      '%s carries the site’s security headers',
      async (path) => {
        const { status, headers } = await t.request(path);
        expect(status).toBe(200);
        expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
        expect(headers.get('Referrer-Policy')).toBe(SITE_SECURITY_HEADERS['Referrer-Policy']);
      },
    );

    it('the mailbox may not be framed; the card form keeps its own frame-ancestors', async () => {
      const mail = await t.request('/sandbox/mail');
      expect(mail.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
      expect(mail.headers.get('Content-Security-Policy')).toBe(
        SITE_SECURITY_HEADERS['Content-Security-Policy'],
      );
      const form = await t.request('/sandbox/payment/form?token=x&origin=http%3A%2F%2Flocalhost');
      expect(form.headers.get('Content-Security-Policy')).toBe('frame-ancestors http://localhost');
      expect(form.headers.get('X-Frame-Options')).toBeNull();
    });

    it('the card form refuses a shop origin that is neither configured nor its own', async () => {
      const form = await t.request(`/sandbox/payment/form?token=x&origin=${encodeURIComponent(STRANGER)}`);
      expect(form.status).toBe(400);
    });
  });

  describe('with the sandboxes on, for a client that is not local', () => {
    const t = useTestApp(backend, { sandbox: { enabled: true, clientAddress: () => '203.0.113.7' } });

    it.each(SANDBOX_PATHS)('GET %s → 403', async (path) => {
      const { status, headers } = await t.request(path);
      expect(status).toBe(403);
      expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    });

    it('the outbox refuses in JSON', async () => {
      const { body } = await t.request('/api/sandbox/outbox');
      expect(body).toEqual({ message: ro.publicApi.sandboxRefused });
    });
  });
});
