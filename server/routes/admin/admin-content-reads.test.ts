import { createBuildLog } from '../../rebuild/build-log.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { ADMIN_TOKEN, adminRequest } from './admin.fixture.ts';

describe.each(testBackends())('the back office content reads on $name', (backend) => {
  const t = useTestApp(backend, { adminToken: ADMIN_TOKEN });

  it('lists the legal pages with Content-Range and reads one back as it is saved', async () => {
    const list = await adminRequest(t, 'GET', '/api/admin/static-pages');
    expect(list.status).toBe(200);
    const pages = list.body as { id: string; name: string }[];
    expect(pages.length).toBeGreaterThan(0);
    expect(list.headers.get('Content-Range')).toBe(`static-pages 0-${pages.length - 1}/${pages.length}`);
    const first = pages[0];
    if (!first) throw new Error('no page');
    const page = await adminRequest(t, 'GET', `/api/admin/static-pages/${first.id}`);
    const { id: _id, ...body } = page.body as { id: string; name: string; content: string };
    expect(body.name).toBe(first.name);
    expect((await adminRequest(t, 'PUT', `/api/admin/static-pages/${first.id}`, body)).status).toBe(200);
    expect((await adminRequest(t, 'GET', '/api/admin/static-pages/no-such-page')).status).toBe(404);
  });

  it.each(['sliders', 'testimonials', 'faqs'])(
    'reads the %s as stored, never cached (the public read may be a minute old)',
    async (list) => {
      const { status, headers, body } = await adminRequest(t, 'GET', `/api/admin/${list}`);
      expect(status).toBe(200);
      expect(headers.get('Cache-Control')).toBe('no-store');
      expect(body).toEqual((await t.request(`/api/${list}`)).body);
    },
  );

  it('reads every setting, the server-only business inbox too', async () => {
    await adminRequest(t, 'PUT', '/api/admin/settings/business_inbox', { value: 'birou@firma.ro' });
    const { status, body } = await adminRequest(t, 'GET', '/api/admin/settings');
    expect(status).toBe(200);
    expect(body).toMatchObject({ business_inbox: 'birou@firma.ro' });
    expect((await t.request('/api/settings')).body).not.toHaveProperty('business_inbox');
  });
});

describe.each(testBackends())('GET /api/admin/builds on $name', (backend) => {
  const log = createBuildLog();
  const t = useTestApp(backend, { adminToken: ADMIN_TOKEN, buildLog: log });

  it('answers the publish state of the rebuilds, newest first', async () => {
    log.requested()({ ok: true, folder: '/a', durationMs: 1, kind: 'full' });
    log.requested();
    const { status, headers, body } = await adminRequest(t, 'GET', '/api/admin/builds');
    expect(status).toBe(200);
    expect(headers.get('Content-Range')).toBe('builds 0-1/2');
    expect((body as { state: string }[]).map((entry) => entry.state)).toEqual(['queued', 'live']);
  });
});
