/**
 * Which cars the lists show and in what order. Visibility 1 cars are only reachable by SKU (the site
 * redirects them); lists put 2 (available) first, then 5, then 4. The filter bar uses the same set
 * so it never offers a value that would list nothing.
 */
import { inArray, type SQL, sql } from 'drizzle-orm';
import { cars } from '../../db/schema.ts';

export const LISTED_VISIBILITIES = [2, 5, 4] as const;

export const isListed = (): SQL => inArray(cars.carVisibilityId, [...LISTED_VISIBILITIES]);

/** Rank of a listed visibility: 2 → 0, 5 → 1, 4 → 2. */
export const visibilityRank = (): SQL =>
  sql`case ${cars.carVisibilityId} when 2 then 0 when 5 then 1 when 4 then 2 else 3 end`;
