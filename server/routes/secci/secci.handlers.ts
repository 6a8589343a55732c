/**
 * The SECCI of a simulation, for GET /secci and for the e-mail sent when a financing order is
 * created. The terms are checked by the payment schedule's query rules and priced by the financing
 * panel's pure function (through representativeExample), so the form never shows a figure the
 * panel would not.
 */

import { figuresOf } from '../../../src/domain/business-figures.ts';
import type { FinancingPaymentInfo, PaymentInfo } from '../../../src/domain/cms-schemas.ts';
import {
  DEFAULT_FINANCING_PARAMS,
  type FinancingParams,
} from '../../../src/domain/financing/financing-params.ts';
import { representativeExample } from '../../../src/domain/financing/representative-example.ts';
import { secciFileName } from '../../../src/domain/financing/secci-links.ts';
import { termsToStore } from '../../../src/domain/order/order-terms.ts';
import type { Database } from '../../db/client.ts';
import { type SecciDocument, secciPdf } from '../../documents/secci-pdf.ts';
import { ApiError, invalidFields } from '../../http/errors.ts';
import type { MailAttachment } from '../../mail/outbox.ts';
import { type RecordTerms, termsOfRecord } from '../../orders/terms.ts';
import { readSettings } from '../settings/settings.handlers.ts';
import { currentValidity, loadCar } from '../timetable/timetable.handlers.ts';
import { parseTimetableQuery } from '../timetable/timetable.query.ts';

export interface SecciFile {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

const NOT_FOR_COMPANIES = 'must be fizica: consumer credit information is for individuals only';
const MISSING_COMBINATION =
  'This combination of terms is missing from the car offer tables; choose other terms.';

/**
 * The form for `params` on this car, or why there is none: 'not-covered' for a company or the
 * subscription (outside the directive), 'missing' for terms the tables cannot price.
 */
export async function secciFile(
  car: { readonly sku: string; readonly productName: string; readonly paymentInfo: FinancingPaymentInfo },
  params: FinancingParams,
  dates: { readonly today: string; readonly validUntil: string | null },
  support: SecciDocument['support'],
): Promise<SecciFile | { readonly refused: 'not-covered' | 'missing' }> {
  const result = representativeExample(car.paymentInfo, params);
  if (!result.ok) return { refused: result.reason === 'missing-combination' ? 'missing' : 'not-covered' };
  return {
    fileName: secciFileName(result.example.type, car.sku),
    bytes: await secciPdf({
      car,
      example: result.example,
      issuedOn: dates.today,
      validUntil: dates.validUntil,
      support,
    }),
  };
}

/** GET /secci: 422 naming the field for a subscription, a company or terms the tables lack. */
export async function secciDocument(
  db: Database,
  rawQuery: Record<string, string>,
  today: string,
): Promise<SecciFile> {
  const query = parseTimetableQuery(rawQuery);
  if (query.kind !== 'schedule') throw invalidFields({ type: 'must be credit or leasing' });
  if (query.params.person === 2) throw invalidFields({ person: NOT_FOR_COMPANIES });
  const [car, validUntil, settings] = await Promise.all([
    loadCar(db, query.sku),
    currentValidity(db, today),
    readSettings(db),
  ]);
  const { supportPhone: phone, supportEmail: email } = figuresOf(settings);
  if (car.paymentInfo.kind !== 'financing') {
    throw invalidFields({ type: 'is not offered for this car' });
  }
  const file = await secciFile(
    { ...car, paymentInfo: car.paymentInfo },
    query.params,
    { today, validUntil },
    {
      phone,
      email,
    },
  );
  if ('refused' in file) throw new ApiError(422, MISSING_COMBINATION);
  return file;
}

/**
 * The SECCI attached to the e-mail of a new order: an individual's credit or leasing on terms its
 * car's tables price; null for a company, a subscription or tables that no longer price the terms.
 */
export async function orderSecci(
  car: { readonly sku: string; readonly productName: string; readonly paymentInfo: PaymentInfo | null },
  order: RecordTerms,
  dates: { readonly today: string; readonly validUntil: string | null },
  support: SecciDocument['support'],
): Promise<MailAttachment | null> {
  if (order.productType === 'carSubscription' || car.paymentInfo?.kind !== 'financing') return null;
  // Credit stores no residual; leasing always has one (the slider starts at 5 %).
  const params = termsToStore(termsOfRecord(order), DEFAULT_FINANCING_PARAMS);
  const file = await secciFile({ ...car, paymentInfo: car.paymentInfo }, params, dates, support);
  return 'refused' in file
    ? null
    : { fileName: file.fileName, contentType: 'application/pdf', content: file.bytes };
}
