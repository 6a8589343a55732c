import { Hono } from 'hono';
import { ro } from '../../src/i18n/ro.ts';
import {
  isLoopback,
  SANDBOX_COOKIE,
  SANDBOX_TOKEN_HEADER,
  type SandboxAccess,
  sandboxGate,
} from './sandbox-gate.ts';

const TOKEN = 'sandbox-token-0123456789';

function gated(access: Omit<SandboxAccess, 'enabled'>, kind: 'api' | 'page' = 'page') {
  const app = new Hono();
  app.use('*', sandboxGate({ enabled: true, ...access }, kind));
  app.get('/sandbox/mail', (c) => c.text('mailbox'));
  return app;
}
const from = (address: string | undefined) => () => address;

describe('isLoopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.10.20.30', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['::FFFF:127.0.0.1', true],
    ['10.0.0.1', false],
    ['192.168.1.5', false],
    ['::ffff:10.0.0.1', false],
    ['128.0.0.1', false],
    ['fe80::1', false],
    ['127.0.0.1.evil', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });
});

describe('sandboxGate', () => {
  it('lets a loopback client in', async () => {
    const response = await gated({ clientAddress: from('127.0.0.1') }).request('/sandbox/mail');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('mailbox');
  });

  it.each([
    ['another host', '203.0.113.7', {}],
    ['no socket at all', undefined, {}],
    ['loopback, but relayed by a proxy (X-Forwarded-For)', '127.0.0.1', { 'X-Forwarded-For': '203.0.113.7' }],
    ['loopback, but relayed by a proxy (Forwarded)', '::1', { Forwarded: 'for=203.0.113.7' }],
    ['loopback, but relayed by a proxy (X-Real-IP)', '127.0.0.1', { 'X-Real-IP': '203.0.113.7' }],
  ])('refuses %s with a Romanian 403', async (_case, address, headers) => {
    const response = await gated({ clientAddress: from(address) }).request('/sandbox/mail', { headers });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(ro.publicApi.sandboxRefused);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('refuses in JSON on the API', async () => {
    const response = await gated({ clientAddress: from('203.0.113.7') }, 'api').request('/sandbox/mail');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: ro.publicApi.sandboxRefused });
  });

  describe('with SANDBOX_TOKEN', () => {
    const remote = () => gated({ token: TOKEN, clientAddress: from('203.0.113.7') });

    it('accepts the token in the header from anywhere', async () => {
      const response = await remote().request('/sandbox/mail', {
        headers: { [SANDBOX_TOKEN_HEADER]: TOKEN },
      });
      expect(response.status).toBe(200);
    });

    it.each([
      ['a wrong header', { [SANDBOX_TOKEN_HEADER]: `${TOKEN}x` }],
      ['an empty header', { [SANDBOX_TOKEN_HEADER]: '' }],
      ['a wrong cookie', { Cookie: `${SANDBOX_COOKIE}=nope` }],
    ])('refuses %s', async (_case, headers) => {
      expect((await remote().request('/sandbox/mail', { headers })).status).toBe(403);
    });

    it('a ?token= link sets the cookie and reloads without the token; the cookie then lets in', async () => {
      const link = await remote().request(`/sandbox/mail?token=${TOKEN}&page=2`);
      expect(link.status).toBe(303);
      expect(link.headers.get('Location')).toBe('/sandbox/mail?page=2');
      const cookie = link.headers.get('Set-Cookie') ?? '';
      expect(cookie).toContain(`${SANDBOX_COOKIE}=${TOKEN}`);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      const pair = cookie.split(';')[0] ?? '';
      const visit = await remote().request('/sandbox/mail', { headers: { Cookie: pair } });
      expect(visit.status).toBe(200);
    });

    it('a wrong ?token= link sets nothing and is refused', async () => {
      const response = await remote().request('/sandbox/mail?token=guess-guess-guess-guess');
      expect(response.status).toBe(403);
      expect(response.headers.get('Set-Cookie')).toBeNull();
    });

    it('still lets a loopback client in without the token', async () => {
      const local = gated({ token: TOKEN, clientAddress: from('::1') });
      expect((await local.request('/sandbox/mail')).status).toBe(200);
    });
  });
});
