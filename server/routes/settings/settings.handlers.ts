/**
 * Site-wide content settings: a key/value table, with the keys the shop knows and the rule each
 * value must meet. GET /settings answers every known key; the admin API saves one at a time.
 */
import * as v from 'valibot';
import { OFFERS_VALID_UNTIL } from '../../../src/domain/financing/offer-validity.ts';
import { roAdminApi } from '../../../src/i18n/ro.ts';
import { isoDate, notBefore } from '../../../src/lib/validation/rules.ts';
import type { Database } from '../../db/client.ts';
import { queryKeeper } from '../../db/kept-queries.ts';
import { settings } from '../../db/schema.ts';
import type { DbContext } from '../../orders/order-repository.ts';
import { type ChangeDeps, commitChange } from '../admin/commit-change.ts';

/** The value schema of each known setting, given today's date (yyyy-MM-dd). */
export const SETTING_VALUES = {
  [OFFERS_VALID_UNTIL]: (today: string) =>
    v.pipe(
      isoDate(roAdminApi.settingDateRequired, roAdminApi.settingDateInvalid),
      notBefore(today, roAdminApi.settingDateInPast),
    ),
} as const;
export type SettingKey = keyof typeof SETTING_VALUES;

export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTING_VALUES, key);

const allSettings = queryKeeper((db: DbContext) =>
  db.select({ key: settings.key, value: settings.value }).from(settings).prepare('settings'),
);

export async function readSettings(db: DbContext): Promise<Partial<Record<SettingKey, string>>> {
  const rows = await allSettings(db).execute();
  return Object.fromEntries(rows.filter((row) => isSettingKey(row.key)).map((row) => [row.key, row.value]));
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

/** The admin save: the value and its content event commit together, then the rebuild hears of it. */
export async function saveSetting(deps: ChangeDeps, key: SettingKey, value: string): Promise<void> {
  await commitChange(deps, 'settings.saved', (tx: Database) => writeSetting(tx, key, value, new Date()));
}
