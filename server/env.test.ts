import { EnvError, parseEnv } from './env.ts';
import { DEFAULT_RATE_LIMITS } from './rate-limit/limits.ts';

describe('parseEnv', () => {
  it('gives working defaults when nothing is set', () => {
    const env = parseEnv({});
    expect(env).toEqual({
      mode: 'test',
      payment: { provider: 'sandbox' },
      port: 4321,
      database: { kind: 'pglite', dataDir: 'data/pglite' },
      cmsUrl: 'http://localhost:4321/api',
      publicCmsUrl: 'http://localhost:4321/api',
      webhookSecret: undefined,
      adminToken: undefined,
      siteOrigin: undefined,
      corsOrigins: ['http://localhost:4321'],
      sandbox: { enabled: false, token: undefined },
      storageDir: 'data/storage',
      privateStorageDir: 'data/private',
      storage: { kind: 'fs', dir: 'data/storage', privateDir: 'data/private' },
      eurRonRate: 5,
      decisionDelayMs: 3000,
      rateLimits: DEFAULT_RATE_LIMITS,
      trustedProxies: 0,
      rateLimitSecret: undefined,
      mail: undefined,
    });
  });

  describe('mail', () => {
    it('reads SMTP delivery, the sender and its domain, the reply-to and an inline DKIM key', () => {
      const env = parseEnv({
        SMTP_URL: 'smtp://shop:s3cret@mail.example.ro:587',
        MAIL_FROM: 'AutoAbonament <comenzi@autoabonament.ro>',
        MAIL_REPLY_TO: 'contact@autoabonament.ro',
        DKIM_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nABC\\n-----END PRIVATE KEY-----',
        DKIM_SELECTOR: 'shop',
        DKIM_DOMAIN: 'autoabonament.ro',
      });
      expect(env.mail).toEqual({
        smtpUrl: 'smtp://shop:s3cret@mail.example.ro:587',
        from: 'AutoAbonament <comenzi@autoabonament.ro>',
        fromDomain: 'autoabonament.ro',
        replyTo: 'contact@autoabonament.ro',
        dkim: {
          domainName: 'autoabonament.ro',
          keySelector: 'shop',
          privateKey: '-----BEGIN PRIVATE KEY-----\nABC\n-----END PRIVATE KEY-----',
        },
      });
    });

    it.each([
      [{ SMTP_URL: 'http://mail.example.ro' }, 'SMTP_URL'],
      [{ SMTP_URL: 'smtp://mail.example.ro:587/path' }, 'SMTP_URL'],
      [{ SMTP_URL: 'smtp://mail.example.ro:587' }, 'MAIL_FROM'],
      [{ SMTP_URL: 'smtp://mail.example.ro:587', MAIL_FROM: 'comenzi' }, 'MAIL_FROM'],
      [
        { SMTP_URL: 'smtps://mail.example.ro', MAIL_FROM: 'a@b.ro', DKIM_SELECTOR: 'shop' },
        'DKIM_PRIVATE_KEY',
      ],
      [{ DKIM_PRIVATE_KEY: 'k', DKIM_SELECTOR: 's', DKIM_DOMAIN: 'b.ro' }, 'SMTP_URL'],
      [
        {
          SMTP_URL: 'smtps://m.ro',
          MAIL_FROM: 'a@b.ro',
          DKIM_PRIVATE_KEY: '/no/such/key.pem',
          DKIM_SELECTOR: 's',
          DKIM_DOMAIN: 'b.ro',
        },
        'DKIM_PRIVATE_KEY',
      ],
    ])('%o fails naming %s', (source, name) => {
      expect(() => parseEnv(source)).toThrow(new RegExp(`${name}: `));
    });
  });

  it.each([
    [{ PORT: '8080' }, 'port', 8080],
    [{ DECISION_DELAY_MS: '250' }, 'decisionDelayMs', 250],
    [{ PORT: '' }, 'port', 4321],
    [{ DATABASE_URL: 'memory://' }, 'database', { kind: 'pglite' }],
    [{ DATABASE_URL: 'data/other' }, 'database', { kind: 'pglite', dataDir: 'data/other' }],
    [
      { DATABASE_URL: 'postgres://u:p@db:5432/shop' },
      'database',
      { kind: 'postgres', url: 'postgres://u:p@db:5432/shop' },
    ],
    [
      { DATABASE_URL: 'postgres://u:p@db:5432/shop', DATABASE_POOL_SIZE: '12' },
      'database',
      { kind: 'postgres', url: 'postgres://u:p@db:5432/shop', poolSize: 12 },
    ],
    [{ DATABASE_URL: 'memory://', DATABASE_POOL_SIZE: '12' }, 'database', { kind: 'pglite' }],
    [{ PORT: '9000' }, 'cmsUrl', 'http://localhost:9000/api'],
    [{ CMS_URL: 'https://cms.example.ro/api' }, 'publicCmsUrl', 'https://cms.example.ro/api'],
    [{ PUBLIC_CMS_URL: 'https://api.example.ro/api' }, 'publicCmsUrl', 'https://api.example.ro/api'],
    [{ EUR_RON_RATE: '4.97' }, 'eurRonRate', 4.97],
    [
      { ADMIN_TOKEN: 'secret-token-of-at-least-32-characters' },
      'adminToken',
      'secret-token-of-at-least-32-characters',
    ],
    [{ STORAGE_DIR: '/srv/media' }, 'storageDir', '/srv/media'],
    [{ TRUST_PROXY: '1' }, 'trustedProxies', 1],
    [{ RATE_LIMIT_SECRET: 'k3y' }, 'rateLimitSecret', 'k3y'],
    [{ RATE_LIMITS: 'off' }, 'rateLimits', { forms: null, orders: null, wizard: null }],
    [
      { RATE_LIMITS: 'forms=3/60' },
      'rateLimits',
      { ...DEFAULT_RATE_LIMITS, forms: { limit: 3, windowMs: 60_000 } },
    ],
    [{ SANDBOX: '1' }, 'sandbox', { enabled: true, token: undefined }],
    [{ SANDBOX: '0' }, 'sandbox', { enabled: false, token: undefined }],
    [
      { SANDBOX: '1', SANDBOX_TOKEN: 'a-long-enough-token' },
      'sandbox',
      { enabled: true, token: 'a-long-enough-token' },
    ],
    [{ SITE_URL: 'https://www.shop.ro/' }, 'siteOrigin', 'https://www.shop.ro'],
    [{ SITE_URL: 'https://www.shop.ro/' }, 'corsOrigins', ['https://www.shop.ro']],
    [{ PORT: '8080' }, 'corsOrigins', ['http://localhost:8080']],
    [
      { CORS_ORIGINS: 'https://www.shop.ro, https://shop.ro', SITE_URL: 'https://www.shop.ro' },
      'corsOrigins',
      ['https://www.shop.ro', 'https://shop.ro'],
    ],
  ] as const)('%o sets %s', (source, key, expected) => {
    expect(parseEnv(source)[key]).toEqual(expected);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '0' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://root@db/shop' }, 'DATABASE_URL'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: '101' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: 'five' }, 'DATABASE_POOL_SIZE'],
    [{ CMS_URL: 'localhost:4321/api' }, 'CMS_URL'],
    [{ PUBLIC_CMS_URL: 'ftp://example.ro/api' }, 'PUBLIC_CMS_URL'],
    [{ EUR_RON_RATE: 'five' }, 'EUR_RON_RATE'],
    [{ EUR_RON_RATE: '0.5' }, 'EUR_RON_RATE'],
    [{ RATE_LIMITS: 'forms=lots' }, 'RATE_LIMITS'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ SANDBOX: 'yes' }, 'SANDBOX'],
    [{ SANDBOX: 'true' }, 'SANDBOX'],
    [{ SANDBOX_TOKEN: 'short' }, 'SANDBOX_TOKEN'],
    [{ ADMIN_TOKEN: 'tok' }, 'ADMIN_TOKEN'],
    [{ ADMIN_TOKEN: 'a'.repeat(31) }, 'ADMIN_TOKEN'],
    [{ CORS_ORIGINS: 'https://shop.ro/path' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: '*' }, 'CORS_ORIGINS'],
    [{ SITE_URL: 'shop.ro' }, 'SITE_URL'],
  ])('%o fails naming %s', (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}: `));
  });

  it('lists every bad variable at once', () => {
    expect(() => parseEnv({ PORT: 'x', EUR_RON_RATE: 'y' })).toThrow(/PORT: [^\n]+\n\s+EUR_RON_RATE: /);
  });

  describe('payment provider and shop mode', () => {
    const STRIPE = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    };
    const LIVE = {
      SHOP_MODE: 'live',
      ...STRIPE,
      SMTP_URL: 'smtp://mail.example.ro:587',
      MAIL_FROM: 'comenzi@autoabonament.ro',
      ADMIN_TOKEN: 'a-long-admin-token-of-32-characters-or-more',
      WEBHOOK_SECRET: 'a-webhook-secret',
      SITE_URL: 'https://autoabonament.ro',
    };

    it('reads Stripe with its three keys', () => {
      expect(parseEnv({ ...STRIPE, STRIPE_SECRET_KEY: 'sk_test_1' }).payment).toEqual({
        provider: 'stripe',
        secretKey: 'sk_test_1',
        publishableKey: 'pk_live_abc123',
        webhookSecret: 'whsec_abc123',
      });
    });

    it.each(['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const)(
      'PAYMENT_PROVIDER=stripe without %s names it',
      (name) => {
        expect(() => parseEnv({ ...STRIPE, [name]: '' })).toThrow(new RegExp(`${name}: required`));
      },
    );

    it('starts in live mode with everything configured', () => {
      const env = parseEnv(LIVE);
      expect(env.mode).toBe('live');
      expect(env.payment.provider).toBe('stripe');
    });

    it.each([
      ['PAYMENT_PROVIDER', { PAYMENT_PROVIDER: '' }],
      ['SMTP_URL', { SMTP_URL: '', MAIL_FROM: '' }],
      ['ADMIN_TOKEN', { ADMIN_TOKEN: '' }],
      ['WEBHOOK_SECRET', { WEBHOOK_SECRET: '' }],
      ['SITE_URL', { SITE_URL: '' }],
      ['SITE_URL', { SITE_URL: 'http://autoabonament.ro' }],
      ['STRIPE_SECRET_KEY', { STRIPE_SECRET_KEY: 'sk_test_abc' }],
      ['SANDBOX', { SANDBOX: '1' }],
    ])('live mode refuses to start without %s', (name, change) => {
      expect(() => parseEnv({ ...LIVE, ...change })).toThrow(new RegExp(`SHOP_MODE=live[\\s\\S]*  ${name}:`));
    });

    it('names every missing variable at once', () => {
      const error = (() => {
        try {
          parseEnv({ SHOP_MODE: 'live' });
        } catch (caught) {
          return caught as Error;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(EnvError);
      for (const name of ['PAYMENT_PROVIDER', 'SMTP_URL', 'ADMIN_TOKEN', 'WEBHOOK_SECRET', 'SITE_URL']) {
        expect(error?.message).toContain(`  ${name}:`);
      }
    });
  });
});
