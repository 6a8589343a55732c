import { Hono } from 'hono';
import { roAdminApi } from '../../src/i18n/ro.ts';
import { signatureHeader, signBody, verifySignature } from './signature.ts';
import { createRebuildWebhook } from './webhook.ts';

const secret = 'test-secret';
const body = '{"kind":"cars"}';
// Independently computed: printf '%s' '{"kind":"cars"}' | openssl dgst -sha256 -hmac test-secret
const knownSignature = 'c215ca18f6c7b39fee263fd4c0a3aa240550bcd81386e00a2d70639a32bae985';

describe('signature', () => {
  it('is the hex HMAC-SHA256 of the body', () => {
    expect(signBody(body, secret)).toBe(knownSignature);
    expect(signBody(body, 'other')).not.toBe(knownSignature);
    expect(signBody(`${body} `, secret)).not.toBe(knownSignature);
  });

  it.each([
    ['the exact signature', knownSignature, true],
    ['a sha256= prefix', `sha256=${knownSignature}`, true],
    ['upper-case hex', knownSignature.toUpperCase(), true],
    ['a missing header', undefined, false],
    ['an empty header', '', false],
    ['a truncated signature', knownSignature.slice(0, 63), false],
    ['one changed digit', `${knownSignature.slice(0, 63)}${knownSignature.endsWith('0') ? '1' : '0'}`, false],
    ['non-hex text of the right length', 'z'.repeat(64), false],
    ['the signature of another body', signBody('{}', secret), false],
  ])('%s → %s', (_label, header, valid) => {
    expect(verifySignature(body, secret, header)).toBe(valid);
  });

  it('rejects everything when no secret is configured', () => {
    expect(verifySignature(body, '', signBody(body, ''))).toBe(false);
  });
});

describe('POST /api/webhooks/rebuild', () => {
  function appWithCounter() {
    const calls = { count: 0 };
    const app = new Hono().route(
      '/api/webhooks/rebuild',
      createRebuildWebhook({ secret, requestRebuild: () => void calls.count++ }),
    );
    return { app, calls };
  }

  it('queues a rebuild for a correctly signed body', async () => {
    const { app, calls } = appWithCounter();
    const response = await app.request('/api/webhooks/rebuild', {
      method: 'POST',
      body,
      headers: { [signatureHeader]: knownSignature },
    });
    expect(response.status).toBe(202);
    expect(calls.count).toBe(1);
  });

  it.each([
    ["the notifier's body naming its event", '{"kind":"car.updated","eventId":42}', true],
    ['an outside CMS body', '{"kind":"cars"}', false],
    ['a non-integer event id', '{"kind":"cars","eventId":"42"}', false],
    ['a body that is not JSON', 'rebuild please', false],
  ])('asks for an incremental rebuild only for %s', async (_label, sent, incremental) => {
    const requests: { incremental: boolean }[] = [];
    const app = new Hono().route(
      '/api/webhooks/rebuild',
      createRebuildWebhook({ secret, requestRebuild: (request) => void requests.push(request) }),
    );
    const response = await app.request('/api/webhooks/rebuild', {
      method: 'POST',
      body: sent,
      headers: { [signatureHeader]: signBody(sent, secret) },
    });
    expect(response.status).toBe(202);
    expect(requests).toEqual([{ incremental }]);
  });

  it.each([
    ['no signature', {}],
    ['a wrong signature', { [signatureHeader]: signBody('tampered', secret) }],
  ])('answers 401 and queues nothing for %s', async (_label, headers) => {
    const { app, calls } = appWithCounter();
    const response = await app.request('/api/webhooks/rebuild', { method: 'POST', body, headers });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: roAdminApi.webhookSignatureInvalid });
    expect(calls.count).toBe(0);
  });
});
