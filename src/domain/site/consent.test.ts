import { describe, expect, it } from 'vitest';
import { UUID_PATTERN } from '../ids.ts';
import {
  allowsTagManager,
  CONSENT_MAX_AGE_DAYS,
  CONSENT_POLICY_VERSION,
  consentRecord,
  consentSignals,
  defaultConsentCommand,
  FULL_CONSENT,
  isConsentId,
  NO_CONSENT,
  newConsentId,
  readStoredConsent,
  storedConsent,
  tagManagerUrl,
} from './consent.ts';

const NOW = new Date('2026-11-24T10:00:00.000Z');
const ID = '0b6c2f1e-5a4d-4c3b-9e8f-7a6b5c4d3e2f';
const valid = {
  version: CONSENT_POLICY_VERSION,
  id: ID,
  decidedAt: '2026-11-20T08:30:00.000Z',
  analytics: true,
  marketing: false,
};
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe('readStoredConsent', () => {
  it('reads back a current, valid choice', () => {
    expect(readStoredConsent(JSON.stringify(valid), NOW)).toEqual(valid);
  });

  it('round-trips what storedConsent writes', () => {
    const stored = storedConsent({ analytics: false, marketing: true }, ID, NOW);
    expect(readStoredConsent(JSON.stringify(stored), NOW)).toEqual(stored);
    expect(stored).toMatchObject({ version: CONSENT_POLICY_VERSION, decidedAt: NOW.toISOString() });
  });

  it('keeps only the known fields', () => {
    expect(readStoredConsent(JSON.stringify({ ...valid, extra: '<script>' }), NOW)).toEqual(valid);
  });

  it('accepts a choice exactly at the maximum age', () => {
    const stored = { ...valid, decidedAt: daysBefore(CONSENT_MAX_AGE_DAYS) };
    expect(readStoredConsent(JSON.stringify(stored), NOW)).toEqual(stored);
  });

  describe.each([
    ['nothing stored', null],
    ['empty text', ''],
    ['not JSON', '{version:1'],
    ['JSON null', 'null'],
    ['a number', '1'],
    ['an array', JSON.stringify([valid])],
    ['an older policy version', JSON.stringify({ ...valid, version: CONSENT_POLICY_VERSION - 1 })],
    ['a newer policy version', JSON.stringify({ ...valid, version: CONSENT_POLICY_VERSION + 1 })],
    ['the version as text', JSON.stringify({ ...valid, version: String(CONSENT_POLICY_VERSION) })],
    ['no id', JSON.stringify({ ...valid, id: undefined })],
    ['a malformed id', JSON.stringify({ ...valid, id: 'abc' })],
    ['analytics as text', JSON.stringify({ ...valid, analytics: 'true' })],
    ['marketing missing', JSON.stringify({ ...valid, marketing: undefined })],
    ['an unreadable date', JSON.stringify({ ...valid, decidedAt: 'ieri' })],
    ['a date as number', JSON.stringify({ ...valid, decidedAt: NOW.getTime() })],
    ['a date in the future', JSON.stringify({ ...valid, decidedAt: '2026-11-25T10:00:00.000Z' })],
    [
      'a choice over the maximum age',
      JSON.stringify({ ...valid, decidedAt: daysBefore(CONSENT_MAX_AGE_DAYS + 1) }),
    ],
  ])('with %s', (_case, raw) => {
    it('asks again (null)', () => {
      expect(readStoredConsent(raw, NOW)).toBeNull();
    });
  });
});

describe.each([
  [NO_CONSENT, 'denied', 'denied', false],
  [{ analytics: true, marketing: false }, 'granted', 'denied', true],
  [{ analytics: false, marketing: true }, 'denied', 'granted', true],
  [FULL_CONSENT, 'granted', 'granted', true],
])('choice %o', (choice, analytics, ads, loadsTagManager) => {
  it(`maps to analytics_storage ${analytics} and the advertising signals ${ads}`, () => {
    expect(consentSignals(choice)).toEqual({
      ad_storage: ads,
      ad_user_data: ads,
      ad_personalization: ads,
      analytics_storage: analytics,
    });
  });

  it(`${loadsTagManager ? 'loads' : 'does not load'} the tag manager`, () => {
    expect(allowsTagManager(choice)).toBe(loadsTagManager);
  });
});

describe('defaultConsentCommand', () => {
  it('denies every Consent Mode v2 signal and waits for the update', () => {
    expect(defaultConsentCommand()).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        wait_for_update: 500,
      },
    ]);
  });
});

describe('tagManagerUrl', () => {
  it.each([undefined, '', '   '])('is null when no container is configured (%o)', (id) => {
    expect(tagManagerUrl(id)).toBeNull();
  });

  it.each([
    ['GTM-AB12CD', 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD'],
    [' GTM-TEST123 ', 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123'],
  ])('addresses the container %s', (id, url) => {
    expect(tagManagerUrl(id)).toBe(url);
  });

  it.each(['UA-1234-1', 'GTM-', 'gtm-ab12cd', 'GTM-AB12CD&x=<script>', 'G-AB12CD'])(
    'fails the build on a malformed id %s',
    (id) => {
      expect(() => tagManagerUrl(id)).toThrow(/PUBLIC_GTM_ID/);
    },
  );
});

describe('consentRecord', () => {
  it('is the proof body: anonymous id, policy version, method and categories, nothing else', () => {
    const stored = storedConsent(FULL_CONSENT, ID, NOW);
    expect(consentRecord(stored, 'accept_all')).toEqual({
      consent_id: ID,
      policy_version: CONSENT_POLICY_VERSION,
      method: 'accept_all',
      analytics: true,
      marketing: true,
    });
  });
});

describe('newConsentId', () => {
  it.each([
    ['zeros', new Uint8Array(16)],
    ['ones', new Uint8Array(16).fill(255)],
    ['a count', Uint8Array.from({ length: 16 }, (_, index) => index * 17)],
  ])('makes a valid UUID v4 from %s', (_case, bytes) => {
    const id = newConsentId(bytes);
    expect(isConsentId(id)).toBe(true);
    expect(id[14]).toBe('4');
    expect('89ab').toContain(id[19]);
  });

  it('uses every byte it is given', () => {
    expect(newConsentId(Uint8Array.from({ length: 16 }, (_, index) => index))).toBe(
      '00010203-0405-4607-8809-0a0b0c0d0e0f',
    );
  });
});

describe('isConsentId', () => {
  it.each([
    [ID, true],
    // An order code may be upper case; a consent id has one spelling, the banner's lower case.
    [ID.toUpperCase(), false],
    [`${ID}0`, false],
    [42, false],
  ])('%s → %s', (value, expected) => {
    expect(isConsentId(value)).toBe(expected);
  });

  it("has the order codes' UUID shape, in lower case", () => {
    for (const value of [ID, ID.toUpperCase(), `${ID}0`, ID.slice(1), ID.replace(/-/g, '')]) {
      expect(isConsentId(value), value).toBe(UUID_PATTERN.test(value) && value === value.toLowerCase());
    }
  });
});
