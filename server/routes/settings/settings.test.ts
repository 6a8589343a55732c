import { defaultOffersValidUntil } from '../../../src/domain/financing/offer-validity.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { TEST_TODAY, testBackends, useTestApp } from '../../test/harness.ts';
import { ADMIN_TOKEN, adminRequest, contentEventCount, recordingNotifier } from '../admin/admin.fixture.ts';

const PATH = '/api/admin/settings/offers_valid_until';

describe.each(testBackends())('content settings on $name', (backend) => {
  const notifier = recordingNotifier();
  const t = useTestApp(backend, { adminToken: ADMIN_TOKEN, notifyContentChange: notifier.notify });

  it('GET /settings answers the seeded validity date, after the seed day', async () => {
    const { status, body } = await t.request('/api/settings');
    expect(status).toBe(200);
    expect(body).toMatchObject({ offers_valid_until: defaultOffersValidUntil(TEST_TODAY) });
    expect((body as { offers_valid_until: string }).offers_valid_until > TEST_TODAY).toBe(true);
  });

  it('an editor changes the date: stored, answered, and announced to the rebuild', async () => {
    const before = await contentEventCount(t.db, 'settings.saved');
    expect(await adminRequest(t, 'PUT', PATH, { value: '2028-06-30' })).toMatchObject({
      status: 200,
      body: { key: 'offers_valid_until', value: '2028-06-30' },
    });
    expect((await t.request('/api/settings')).body).toMatchObject({ offers_valid_until: '2028-06-30' });
    expect(await contentEventCount(t.db, 'settings.saved')).toBe(before + 1);
    expect(notifier.changes.at(-1)?.kind).toBe('settings.saved');
  });

  it.each([
    ['a date before today', '2025-12-31', ro.adminApi.settingDateInPast],
    ['a date that does not exist', '2027-02-30', ro.adminApi.settingDateInvalid],
    ['the Romanian day order', '31.12.2027', ro.adminApi.settingDateInvalid],
  ])('refuses %s with 422 naming the value', async (_case, value, reason) => {
    expect(await adminRequest(t, 'PUT', PATH, { value })).toMatchObject({
      status: 422,
      body: { errors: { value: reason } },
    });
  });

  it('answers 404 for an unknown setting and 401 without the token', async () => {
    expect(await adminRequest(t, 'PUT', '/api/admin/settings/nope', { value: '2028-01-01' })).toMatchObject({
      status: 404,
      body: { message: expect.stringContaining('offers_valid_until, business_inbox') },
    });
    const anonymous = await t.request(PATH, { method: 'PUT', body: JSON.stringify({ value: '2028-01-01' }) });
    expect(anonymous.status).toBe(401);
  });
});
