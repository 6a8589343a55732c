import { eq } from 'drizzle-orm';
import { CONSENT_POLICY_VERSION } from '../../../src/domain/site/consent.ts';
import { roConsent } from '../../../src/i18n/ro/consent.ts';
import { consentRecords } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { CONSENT_BODY_LIMIT_BYTES } from './consents.routes.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ID = '3c1f7e2a-9b4d-4e6f-a1b2-c3d4e5f60718';
const record = {
  consent_id: ID,
  policy_version: CONSENT_POLICY_VERSION,
  method: 'settings',
  analytics: true,
  marketing: false,
};

const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'User-Agent': IPHONE_SAFARI, ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe.each(testBackends())('POST /api/consents on $name', (backend) => {
  const t = useTestApp(backend);
  const rowsOf = (consentId: string) =>
    t.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.consentId, consentId))
      .orderBy(consentRecords.id);

  it('logs a decision with 201: id, version, method, categories, user agent class and time', async () => {
    const before = Date.now();
    const response = await t.request('/api/consents', post(record, { 'X-Forwarded-For': '203.0.113.9' }));
    expect(response).toMatchObject({ status: 201, body: { message: roConsent.recorded } });
    const [row, ...more] = await rowsOf(ID);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      consentId: ID,
      policyVersion: CONSENT_POLICY_VERSION,
      method: 'settings',
      analytics: true,
      marketing: false,
      deviceClass: 'mobile',
      browserFamily: 'safari',
    });
    expect(row?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 60_000);
  });

  it('stores no IP address nor the full user agent', async () => {
    const id = '5d2e8f3b-0c5e-4f70-b2c3-d4e5f6071829';
    await t.request(
      '/api/consents',
      post({ ...record, consent_id: id }, { 'X-Forwarded-For': '203.0.113.9' }),
    );
    const stored = JSON.stringify(await rowsOf(id));
    expect(stored).not.toContain('203.0.113.9');
    expect(stored).not.toContain('iPhone');
  });

  it('keeps every decision of a browser, so a withdrawal is on record after the consent', async () => {
    const id = '6e3f904c-1d6f-4081-83d4-e5f607182930';
    await t.request(
      '/api/consents',
      post({ ...record, consent_id: id, method: 'accept_all', marketing: true }),
    );
    await t.request(
      '/api/consents',
      post({ ...record, consent_id: id, method: 'settings', analytics: false, marketing: false }),
    );
    const rows = await rowsOf(id);
    expect(rows.map((row) => [row.method, row.analytics, row.marketing])).toEqual([
      ['accept_all', true, true],
      ['settings', false, false],
    ]);
  });

  it('classes a request without a user agent as unknown', async () => {
    const id = '7f40a15d-2e70-4192-94e5-f60718293a41';
    const init = post({ ...record, consent_id: id });
    const headers = new Headers(init.headers);
    headers.delete('User-Agent');
    await t.request('/api/consents', { ...init, headers });
    expect(await rowsOf(id)).toMatchObject([{ deviceClass: 'unknown', browserFamily: 'other' }]);
  });

  it.each([
    ['consent_id', { ...record, consent_id: 'abc' }, roConsent.consentIdInvalid],
    [
      'policy_version',
      { ...record, policy_version: CONSENT_POLICY_VERSION + 1 },
      roConsent.policyVersionInvalid,
    ],
    ['method', { ...record, method: 'reject_all' }, roConsent.methodInvalid],
    ['analytics', { ...record, analytics: 'da' }, roConsent.categoryInvalid],
    [
      'marketing',
      { consent_id: ID, policy_version: 1, method: 'settings', analytics: false },
      roConsent.categoryInvalid,
    ],
  ])('refuses a bad %s with 422 in Romanian and stores nothing', async (field, body, message) => {
    const before = (await t.db.select().from(consentRecords)).length;
    const response = await t.request('/api/consents', post(body));
    expect(response).toMatchObject({ status: 422, body: { message, errors: { [field]: message } } });
    expect(await t.db.select().from(consentRecords)).toHaveLength(before);
  });

  it.each([
    ['not JSON', '{"consent_id":'],
    ['an array', '[]'],
    ['null', 'null'],
  ])('refuses a body that is %s with 422', async (_case, body) => {
    const response = await t.request('/api/consents', post(body));
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ message: expect.any(String) });
  });

  it('refuses a body over its small limit with 413', async () => {
    const response = await t.request(
      '/api/consents',
      post({ ...record, padding: 'x'.repeat(CONSENT_BODY_LIMIT_BYTES) }),
    );
    expect(response.status).toBe(413);
  });
});
