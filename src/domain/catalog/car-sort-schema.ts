/**
 * GET /cars' `sort` as a valibot schema: the rule of car-sort.ts (isCarSort over CAR_SORTS), with
 * the message the API answers for any other value. Apart from car-sort.ts so the list island, which
 * applies the same rule, does not load valibot.
 */
import * as v from 'valibot';
import { fill, roListOrder } from '../../i18n/ro.ts';
import { CAR_SORTS, isCarSort } from './car-sort.ts';

export const carSortSchema = v.pipe(
  v.unknown(),
  v.check(isCarSort, fill(roListOrder.sortInvalid, { values: CAR_SORTS.join(', ') })),
);
