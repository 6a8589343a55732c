/**
 * Site-wide settings: a key/value table, with the keys the shop knows and the rule each value must
 * meet. GET /settings answers every key the site is built from; the server's own settings (the
 * business inbox that hears of every lead) stay private. The admin API saves one at a time.
 */
import * as v from 'valibot';
import { type BusinessFigures, DEFAULT_FIGURES, figuresOf } from '../../../src/domain/business-figures.ts';
import { RELEASE_HOURS_MAX, RELEASE_HOURS_MIN } from '../../../src/domain/desk/order-desk.ts';
import { OFFERS_VALID_UNTIL } from '../../../src/domain/financing/offer-validity.ts';
import {
  RETENTION_KEYS,
  RETENTION_PERIODS,
  type RetentionKey,
} from '../../../src/domain/privacy/retention.ts';
import { roOrderDesk } from '../../../src/i18n/ro/order-desk.ts';
import { roPrivacy } from '../../../src/i18n/ro/privacy.ts';
import { roStaff } from '../../../src/i18n/ro/staff.ts';
import { fill, roAdminApi } from '../../../src/i18n/ro.ts';
import { FIGURE_RULES } from '../../../src/lib/validation/figure-settings.ts';
import { email, isoDate, notBefore } from '../../../src/lib/validation/rules.ts';
import { type AuditSource, recordAudit } from '../../audit/audit-log.ts';
import { ADMIN_TOTP_REQUIRED, TOTP_SETTING_VALUES } from '../../auth/totp-policy.ts';
import type { Database } from '../../db/client.ts';
import { queryKeeper } from '../../db/kept-queries.ts';
import { settings } from '../../db/schema.ts';
import type { DbContext } from '../../orders/order-repository.ts';
import { type ChangeDeps, commitChange } from '../admin/commit-change.ts';

/** Where the business hears of every lead and contact request (PUT /api/admin/settings/business_inbox). */
export const BUSINESS_INBOX = 'business_inbox';

/** A retention period (src/domain/privacy/retention.ts): a whole number in its range, as text. */
const period = (key: RetentionKey) => (_today: string) => {
  const { min, max } = RETENTION_PERIODS[key];
  const message = fill(roPrivacy.api.periodInvalid, { min, max });
  return v.pipe(
    v.string(message),
    v.trim(),
    v.regex(/^\d{1,4}$/, message),
    v.check((text) => Number(text) >= min && Number(text) <= max, message),
    v.transform((text) => String(Number(text))),
  );
};
/**
 * How many hours an order may stay unpaid before the release job frees it (server/orders/release-job.ts);
 * unset: RELEASE_HOURS_DEFAULT (48).
 */
export const RELEASE_HOURS_SETTING = 'reservation_release_hours';

/** The value schema of each known setting, given today's date (yyyy-MM-dd). */
export const SETTING_VALUES = {
  [OFFERS_VALID_UNTIL]: (today: string) =>
    v.pipe(
      isoDate(roAdminApi.settingDateRequired, roAdminApi.settingDateInvalid),
      notBefore(today, roAdminApi.settingDateInPast),
    ),
  [BUSINESS_INBOX]: (_today: string) => email(roAdminApi.settingEmailRequired),
  retention_leads_months: period('retention_leads_months'),
  retention_refused_months: period('retention_refused_months'),
  retention_consent_months: period('retention_consent_months'),
  retention_outbox_days: period('retention_outbox_days'),
  [RELEASE_HOURS_SETTING]: (_today: string) =>
    v.pipe(
      v.string(roOrderDesk.settingReleaseHours),
      v.regex(/^\d{1,3}$/, roOrderDesk.settingReleaseHours),
      v.check((value) => {
        const hours = Number(value);
        return hours >= RELEASE_HOURS_MIN && hours <= RELEASE_HOURS_MAX;
      }, roOrderDesk.settingReleaseHours),
    ),
  [ADMIN_TOTP_REQUIRED]: (_today: string) => v.picklist(TOTP_SETTING_VALUES, roStaff.totpSettingInvalid),
  // The business figures (src/domain/business-figures.ts): fees, the rate, support's contacts.
  ...(Object.fromEntries(
    Object.entries(FIGURE_RULES).map(([key, rule]) => [key, (_today: string) => rule]),
  ) as { [K in keyof typeof FIGURE_RULES]: (today: string) => (typeof FIGURE_RULES)[K] }),
} as const;
export type SettingKey = keyof typeof SETTING_VALUES;

/** PATCH /api/admin/settings: any of the known settings, each by its own rule. */
export const settingsPatchSchema = (today: string) =>
  v.strictObject(
    Object.fromEntries(
      Object.entries(SETTING_VALUES).map(([key, rule]) => [key, v.optional(rule(today))]),
    ) as { [K in SettingKey]: v.OptionalSchema<ReturnType<(typeof SETTING_VALUES)[K]>, undefined> },
  );

export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTING_VALUES, key);

/** Read by the server only: not published by GET /settings, and a change rebuilds nothing. */
const SERVER_ONLY: ReadonlySet<SettingKey> = new Set([
  BUSINESS_INBOX,
  RELEASE_HOURS_SETTING,
  ADMIN_TOTP_REQUIRED,
  ...RETENTION_KEYS,
]);

/**
 * Settings only an admin may change: the retention periods decide what personal data is erased,
 * the release time when a customer's order is closed, and two-factor is staff security.
 */
export const ADMIN_ONLY_SETTINGS: ReadonlySet<SettingKey> = new Set([
  ...RETENTION_KEYS,
  RELEASE_HOURS_SETTING,
  ADMIN_TOTP_REQUIRED,
]);

const allSettings = queryKeeper((db: DbContext) =>
  db.select({ key: settings.key, value: settings.value }).from(settings).prepare('settings'),
);

export async function readSettings(db: DbContext): Promise<Partial<Record<SettingKey, string>>> {
  const rows = await allSettings(db).execute();
  return Object.fromEntries(rows.filter((row) => isSettingKey(row.key)).map((row) => [row.key, row.value]));
}

/** GET /settings: what the site is built from, without the server's own settings. */
export async function readPublicSettings(db: DbContext): Promise<Partial<Record<SettingKey, string>>> {
  const all = await readSettings(db);
  return Object.fromEntries(Object.entries(all).filter(([key]) => !SERVER_ONLY.has(key as SettingKey)));
}

/**
 * The business figures in force: fees, the EUR/RON rate, support's contacts. An unset setting keeps
 * its default; the rate's default is the server's EUR_RON_RATE.
 */
export async function readFigures(db: DbContext, eurRonRate: number): Promise<BusinessFigures> {
  return figuresOf(await readSettings(db), { ...DEFAULT_FIGURES, eurRonRate });
}

/** The business inbox: the setting when an editor set it, otherwise the server's default. */
export async function businessInboxOf(db: DbContext, fallback: string): Promise<string> {
  return (await readSettings(db))[BUSINESS_INBOX] ?? fallback;
}

/** Upserts one setting (seed and admin API alike). */
export async function writeSetting(
  db: DbContext,
  key: SettingKey,
  value: string,
  updatedAt: Date,
): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt } });
}

/**
 * The admin save of one or more settings: the values, an audit entry per changed value (before and
 * after) and, when a published setting changed, the content event commit together; then the
 * rebuild hears of it. Unchanged values write nothing.
 */
export async function saveSettings(
  deps: ChangeDeps,
  changes: { readonly [K in SettingKey]?: string | undefined },
  audit: AuditSource,
): Promise<void> {
  const write = async (tx: Database) => {
    const before = await readSettings(tx);
    const now = new Date();
    const changed: SettingKey[] = [];
    for (const [key, value] of Object.entries(changes) as [SettingKey, string | undefined][]) {
      if (value === undefined || before[key] === value) continue;
      await writeSetting(tx, key, value, now);
      await recordAudit(tx, audit, {
        action: 'settings.update',
        target: `settings/${key}`,
        // As objects: a bare JSON string in jsonb comes back as a number when it looks like one.
        before: before[key] === undefined ? null : { [key]: before[key] },
        after: { [key]: value },
      });
      changed.push(key);
    }
    return changed;
  };
  const published = Object.keys(changes).some((key) => !SERVER_ONLY.has(key as SettingKey));
  if (!published) {
    await deps.db.transaction((tx) => write(tx as unknown as Database));
    return;
  }
  await commitChange(deps, 'settings.saved', write);
}

/** The admin save of one setting (PUT /api/admin/settings/:key). */
export const saveSetting = (deps: ChangeDeps, key: SettingKey, value: string, audit: AuditSource) =>
  saveSettings(deps, { [key]: value }, audit);
