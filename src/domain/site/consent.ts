/**
 * Cookie consent rules (ePrivacy art. 5(3), Law 506/2004 art. 4(5), GDPR art. 7): which categories a
 * visitor granted, how that choice is stored in the browser and read back, and what it means for
 * Google Consent Mode v2 and the tag manager. Pure and free of imports, because the banner script
 * inlines it in every page: a module it shared with other scripts would become a chunk of its own,
 * and the banner an external script request on pages that otherwise load none.
 *
 * The stored choice is untrusted input (another tab, an older release, a hand edit): anything that is
 * not exactly a current, recent choice reads as "no choice", so the banner asks again.
 */

/** Bumped when the cookie policy changes what a visitor agrees to: every stored choice is asked again. */
export const CONSENT_POLICY_VERSION = 1;

/** localStorage key of the stored choice. Keeping it is strictly necessary, so it needs no consent. */
export const CONSENT_STORAGE_KEY = 'cookie_consent';

/** A choice older than this is asked again (a year: consent is not forever, the EDPB says renew it). */
export const CONSENT_MAX_AGE_DAYS = 365;

/** The optional categories; strictly necessary storage is always on and never asked. */
export interface ConsentChoice {
  readonly analytics: boolean;
  readonly marketing: boolean;
}

/** How the visitor decided: the first layer's two buttons, or the per-category settings. */
export type ConsentMethod = 'accept_all' | 'reject_all' | 'settings';
export const CONSENT_METHODS: readonly ConsentMethod[] = ['accept_all', 'reject_all', 'settings'];

export interface StoredConsent extends ConsentChoice {
  readonly version: number;
  /** Anonymous random id of this browser's decisions, so the proof log can link a withdrawal. */
  readonly id: string;
  /** ISO 8601 instant of the decision. */
  readonly decidedAt: string;
}

export type ConsentSignal = 'granted' | 'denied';

/** Google Consent Mode v2 signals. */
export interface ConsentSignals {
  readonly ad_storage: ConsentSignal;
  readonly ad_user_data: ConsentSignal;
  readonly ad_personalization: ConsentSignal;
  readonly analytics_storage: ConsentSignal;
}

export const NO_CONSENT: ConsentChoice = { analytics: false, marketing: false };
export const FULL_CONSENT: ConsentChoice = { analytics: true, marketing: true };

/** How long the tag manager waits for an update after the default before firing tags (ms). */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

/** The tag manager's host, in one place: the CSP `script-src` must allow exactly this origin. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * The UUID shape of ids.ts's UUID_PATTERN (written out here: this module imports nothing, see
 * above; consent.test.ts checks the two stay one shape), lower case only: the banner writes its
 * ids in lower case and the proof log matches them as exact strings.
 */
const CONSENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;
const DAY_MS = 86_400_000;

export function isConsentId(value: unknown): value is string {
  return typeof value === 'string' && CONSENT_ID.test(value);
}

/**
 * A random UUID v4 from 16 random bytes. crypto.randomUUID exists only on HTTPS pages;
 * crypto.getRandomValues everywhere, so the banner works on a plain-HTTP preview too.
 */
export function newConsentId(bytes: Uint8Array): string {
  const hex = Array.from(bytes.subarray(0, 16), (byte, index) => {
    // Version 4 in byte 6, RFC 4122 variant in byte 8.
    const fixed = index === 6 ? (byte & 0x0f) | 0x40 : index === 8 ? (byte & 0x3f) | 0x80 : byte;
    return fixed.toString(16).padStart(2, '0');
  }).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The stored choice, or null when the visitor must be asked (none, unreadable, another policy
 * version, a bad field, decided in the future or too long ago).
 *
 * @example readStoredConsent(localStorage.getItem(CONSENT_STORAGE_KEY), new Date())
 */
export function readStoredConsent(raw: string | null, now: Date): StoredConsent | null {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { version, id, decidedAt, analytics, marketing } = value as Record<string, unknown>;
  if (version !== CONSENT_POLICY_VERSION || !isConsentId(id)) return null;
  if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean' || typeof decidedAt !== 'string') {
    return null;
  }
  const age = now.getTime() - Date.parse(decidedAt);
  if (!(age >= 0 && age <= CONSENT_MAX_AGE_DAYS * DAY_MS)) return null;
  return { version, id, decidedAt, analytics, marketing };
}

/** The stored form of a decision made `now`; `id` is kept from an earlier decision of this browser. */
export function storedConsent(choice: ConsentChoice, id: string, now: Date): StoredConsent {
  return {
    version: CONSENT_POLICY_VERSION,
    id,
    decidedAt: now.toISOString(),
    analytics: choice.analytics,
    marketing: choice.marketing,
  };
}

/** analytics → analytics_storage; marketing → the three advertising signals. */
export function consentSignals(choice: ConsentChoice): ConsentSignals {
  const ads: ConsentSignal = choice.marketing ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: choice.analytics ? 'granted' : 'denied',
  };
}

/** Consent Mode's default for every visitor before any choice is read: all denied, wait for an update. */
export function defaultConsentCommand(): [
  'consent',
  'default',
  ConsentSignals & { wait_for_update: number },
] {
  return [
    'consent',
    'default',
    { ...consentSignals(NO_CONSENT), wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS },
  ];
}

/** "Basic" Consent Mode: the tag manager loads only once something it serves was granted. */
export function allowsTagManager(choice: ConsentChoice): boolean {
  return choice.analytics || choice.marketing;
}

/**
 * The container script's address; null when no container id is configured (nothing external loads).
 * A malformed id fails the build rather than silently dropping the business's analytics.
 *
 * @example tagManagerUrl('GTM-AB12CD') // 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD'
 */
export function tagManagerUrl(containerId: string | undefined): string | null {
  const id = containerId?.trim() ?? '';
  if (id === '') return null;
  if (!CONTAINER_ID.test(id)) throw new Error(`PUBLIC_GTM_ID "${id}" is not a container id like GTM-AB12CD`);
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${id}`;
}

/** The body of `POST /consents`, the server's proof that and how consent was given or refused. */
export function consentRecord(stored: StoredConsent, method: ConsentMethod) {
  return {
    consent_id: stored.id,
    policy_version: stored.version,
    method,
    analytics: stored.analytics,
    marketing: stored.marketing,
  };
}

export type ConsentRecord = ReturnType<typeof consentRecord>;
