/**
 * The live car page (/masina/:sku answered by the /masina/ shell) exists only for a car added after
 * the last build; any other sku is a missing page and answers 404, which crawlers and link checkers
 * need. One lookup on the unique sku index per such request; built car pages never get here.
 * Hidden cars (visibility 1) still exist: their page redirects to the list, so they keep 200.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { cars } from '../db/schema.ts';
import type { ShellTarget } from './static.ts';

export const CAR_SHELL = '/masina/';

/** The sku of /masina/{sku}, decoded; null when the segment is not valid percent-encoding. */
export function skuOf(pathname: string): string | null {
  const segment = pathname.split('/').filter((part) => part !== '')[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function carShellTarget(db: Database): ShellTarget {
  return async (shell, pathname) => {
    if (shell !== CAR_SHELL) return true;
    const sku = skuOf(pathname);
    if (sku === null || sku === '') return false;
    const found = await db.select({ id: cars.id }).from(cars).where(eq(cars.sku, sku)).limit(1);
    return found.length > 0;
  };
}
