import { parseEnv } from '../env.ts';

const S3 = {
  S3_BUCKET: 'autoabonament-files',
  S3_REGION: 'eu-central-1',
  AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  AWS_SECRET_ACCESS_KEY: 'secret-example',
};
const LIVE = {
  SHOP_MODE: 'live',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_abc123',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
  SMTP_URL: 'smtp://mail.example.ro:587',
  MAIL_FROM: 'comenzi@autoabonament.ro',
  ADMIN_TOKEN: 'a-long-admin-token-of-32-characters-or-more',
  WEBHOOK_SECRET: 'a-webhook-secret',
  SITE_URL: 'https://autoabonament.ro',
};

describe('storage environment', () => {
  it('keeps files in the two folders by default, or the ones named', () => {
    expect(parseEnv({ STORAGE_DIR: '/srv/media', PRIVATE_STORAGE_DIR: '/srv/private' }).storage).toEqual({
      kind: 'fs',
      dir: '/srv/media',
      privateDir: '/srv/private',
    });
  });

  it.each([
    [{}, undefined],
    [{ S3_ENDPOINT: 'https://s3.example.ro' }, 'https://s3.example.ro'],
  ])('reads S3 with its region and keys (%j)', (extra, endpoint) => {
    expect(parseEnv({ ...S3, ...extra }).storage).toEqual({
      kind: 's3',
      s3: {
        bucket: 'autoabonament-files',
        region: 'eu-central-1',
        endpoint,
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret-example',
      },
    });
  });

  it.each([
    ['S3_REGION', { ...S3, S3_REGION: '' }, /S3_REGION: required with S3_BUCKET/],
    ['AWS_ACCESS_KEY_ID', { ...S3, AWS_ACCESS_KEY_ID: '' }, /AWS_ACCESS_KEY_ID: required with S3_BUCKET/],
    ['AWS_SECRET_ACCESS_KEY', { ...S3, AWS_SECRET_ACCESS_KEY: ' ' }, /AWS_SECRET_ACCESS_KEY: required/],
    [
      'S3_ENDPOINT without a bucket',
      { S3_ENDPOINT: 'https://s3.example.ro' },
      /S3_ENDPOINT: set without S3_BUCKET/,
    ],
    ['S3_REGION without a bucket', { S3_REGION: 'eu-central-1' }, /S3_REGION: set without S3_BUCKET/],
    ['a bad bucket name', { ...S3, S3_BUCKET: 'My_Bucket' }, /S3_BUCKET: must be a bucket name/],
    ['a bad endpoint', { ...S3, S3_ENDPOINT: 'ftp://s3.example.ro' }, /S3_ENDPOINT: must be an http/],
  ])('refuses half a configuration: %s', (_name, source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });

  it('names every missing S3 variable at once', () => {
    expect(() => parseEnv({ S3_BUCKET: 'autoabonament-files' })).toThrow(
      /S3_REGION: [^\n]+\n\s+AWS_ACCESS_KEY_ID: [^\n]+\n\s+AWS_SECRET_ACCESS_KEY: /,
    );
  });

  it.each([
    ['https://s3.eu-central-1.amazonaws.com', true],
    ['http://127.0.0.1:9000', true],
    ['http://minio.internal:9000', false],
  ])('live mode with the endpoint %s: starts %s', (endpoint, starts) => {
    const source = { ...LIVE, ...S3, S3_ENDPOINT: endpoint };
    if (starts) expect(parseEnv(source).storage.kind).toBe('s3');
    else expect(() => parseEnv(source)).toThrow(/SHOP_MODE=live[\s\S]*S3_ENDPOINT: live mode needs an https/);
  });
});
