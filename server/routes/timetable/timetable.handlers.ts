/**
 * GET /timetable documents: the car's payment_info decides what can be priced; the schedule and
 * the offer come from the same pure modules the panels use, so the PDF repeats the page's figures.
 */

import { eq } from 'drizzle-orm';
import { figuresOf } from '../../../src/domain/business-figures.ts';
import { isValidityCurrent } from '../../../src/domain/financing/offer-validity.ts';
import { buildPaymentSchedule } from '../../../src/domain/financing/payment-schedule.ts';
import { subscriptionMonthlyPrice } from '../../../src/domain/financing/subscription-offer.ts';
import { offerFileName, scheduleFileName } from '../../../src/domain/financing/timetable-links.ts';
import { roPublicApi } from '../../../src/i18n/ro.ts';
import type { Database } from '../../db/client.ts';
import { cars } from '../../db/schema.ts';
import { offerPdf } from '../../documents/offer-pdf.ts';
import { schedulePdf } from '../../documents/schedule-pdf.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { checkedPaymentInfo } from '../../orders/car-payment-info.ts';
import { readSettings } from '../settings/settings.handlers.ts';
import type { TimetableQuery } from './timetable.query.ts';

export interface TimetableDocument {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

const MISSING_COMBINATION =
  'This combination of terms is missing from the car offer tables; choose other terms.';

/** The car's name and validated tables; 404 for an unknown sku (GET /secci reads it too). */
export async function loadCar(db: Database, sku: string) {
  const [row] = await db
    .select({
      sku: cars.sku,
      productName: cars.productName,
      paymentInfo: cars.paymentInfo,
      promotions: cars.promoMessages,
    })
    .from(cars)
    .where(eq(cars.sku, sku))
    .limit(1);
  if (!row) throw notFound(roPublicApi.carNotFound);
  // Read fresh (a document is asked for rarely); checked by the same function as the order routes'.
  const info = checkedPaymentInfo(row.paymentInfo);
  // Stored by the CMS's own writers; a payload failing its schema is a bug, reported as a 500.
  if (!info) throw new Error(`car ${row.sku} has a payment_info that fails its schema`);
  return { sku: row.sku, productName: row.productName, paymentInfo: info, promotions: row.promotions };
}

function wrongKind(expected: string): ApiError {
  return new ApiError(422, `This car is not offered as ${expected}`, { type: `is not offered for this car` });
}

export async function timetableDocument(
  db: Database,
  query: TimetableQuery,
  today: string,
): Promise<TimetableDocument> {
  const car = await loadCar(db, query.sku);
  if (query.kind === 'offer') {
    if (car.paymentInfo.kind !== 'subscription') throw wrongKind('a subscription');
    const price = subscriptionMonthlyPrice(car.paymentInfo, {
      person: query.person,
      months: query.months,
      range: query.km,
    });
    if (!price.ok) throw new ApiError(422, MISSING_COMBINATION);
    return {
      fileName: offerFileName(car.sku),
      bytes: await offerPdf({
        car,
        months: query.months,
        km: query.km,
        person: query.person,
        monthly: price.monthly,
        issuedOn: today,
        promotions: car.promotions,
        figures: figuresOf(await readSettings(db)),
      }),
    };
  }
  if (car.paymentInfo.kind !== 'financing') throw wrongKind(query.params.type);
  const result = buildPaymentSchedule(car.paymentInfo, query.params);
  if (!result.ok) throw new ApiError(422, MISSING_COMBINATION);
  return {
    fileName: scheduleFileName(query.params.type, car.sku),
    bytes: await schedulePdf({
      car,
      params: query.params,
      schedule: result.schedule,
      issuedOn: today,
      validUntil: await currentValidity(db, today),
    }),
  };
}

/** The offers' validity date to print, or null when unset or already past (never print an expired one). */
export async function currentValidity(db: Database, today: string): Promise<string | null> {
  const validUntil = (await readSettings(db)).offers_valid_until;
  return validUntil !== undefined && isValidityCurrent(validUntil, today) ? validUntil : null;
}
