import { ro } from '../../../src/i18n/ro.ts';
import { tokenMatches } from '../../http/token.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { ADMIN_TOKEN, contentEventCount, recordingNotifier } from './admin.fixture.ts';

const ENDPOINTS = [
  ['PATCH', '/api/admin/cars/RL-1001'],
  ['POST', '/api/admin/cars'],
  ['DELETE', '/api/admin/cars/RL-1001'],
  ['PUT', '/api/admin/static-pages/impressum'],
  ['PUT', '/api/admin/sliders'],
  ['PUT', '/api/admin/testimonials'],
  ['PUT', '/api/admin/faqs'],
] as const;

describe('tokenMatches', () => {
  it.each([
    [ADMIN_TOKEN, true],
    [`${ADMIN_TOKEN}x`, false],
    [ADMIN_TOKEN.slice(0, -1), false],
    [ADMIN_TOKEN.toUpperCase(), false],
    ['', false],
  ])('%s → %s', (given, expected) => {
    expect(tokenMatches(given, ADMIN_TOKEN)).toBe(expected);
  });
});

describe.each(testBackends())('admin API auth on $name', (backend) => {
  describe('with ADMIN_TOKEN set', () => {
    const notifier = recordingNotifier();
    const t = useTestApp(backend, { adminToken: ADMIN_TOKEN, notifyContentChange: notifier.notify });

    it.each([
      // No credentials at all: the back office's login is the way in (issue 34).
      ['no Authorization header', undefined, ro.staff.loginRequired],
      ['a wrong token', `Bearer not-${ADMIN_TOKEN}`, ro.adminApi.tokenInvalid],
      ['the token without the Bearer scheme', ADMIN_TOKEN, ro.adminApi.tokenMissing],
      [
        'another scheme',
        `Basic ${Buffer.from(`admin:${ADMIN_TOKEN}`).toString('base64')}`,
        ro.adminApi.tokenMissing,
      ],
      ['an empty bearer', 'Bearer ', ro.adminApi.tokenMissing],
    ])('refuses %s on every endpoint with 401, changing nothing', async (_name, authorization, message) => {
      const before = await contentEventCount(t.db);
      for (const [method, path] of ENDPOINTS) {
        const { status, headers, body } = await t.request(path, {
          method,
          headers: {
            'Content-Type': 'application/json',
            ...(authorization ? { Authorization: authorization } : {}),
          },
          body: '[]',
        });
        expect(status, `${method} ${path}`).toBe(401);
        expect(headers.get('WWW-Authenticate')).toContain('Bearer');
        expect(headers.get('Cache-Control')).toBe('no-store');
        expect(body).toEqual({ message });
      }
      expect(await contentEventCount(t.db)).toBe(before);
      expect(notifier.changes).toEqual([]);
    });

    it('lets the right token through (a 422 for an empty body, not a 401)', async () => {
      const { status, headers } = await t.request('/api/admin/sliders', {
        method: 'PUT',
        headers: { Authorization: `bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(status).toBe(422);
      expect(headers.get('Cache-Control')).toBe('no-store');
    });
  });

  describe('without ADMIN_TOKEN', () => {
    const t = useTestApp(backend);

    it.each(ENDPOINTS)('%s %s answers 401: the admin API is off', async (method, path) => {
      const { status, body } = await t.request(path, {
        method,
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
        body: '[]',
      });
      expect(status).toBe(401);
      expect(body).toEqual({ message: ro.adminApi.off });
    });
  });
});
