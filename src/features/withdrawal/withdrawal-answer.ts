/**
 * The withdrawal API's answers as the page reads them (server/routes/withdrawals): the check step's
 * `open` (what the confirmation shows) and the recorded withdrawal, new or earlier. Dates are
 * Romanian calendar days and times computed by the server, so the page shows them as they are.
 */
import * as v from 'valibot';
import { isoDateCheck } from '../../domain/date-check.ts';
import { FINANCING_TYPES } from '../../domain/order/order-terms.ts';

const isoDate = v.pipe(v.string(), isoDateCheck());

export const openWithdrawalSchema = v.object({
  status: v.literal('open'),
  order_code: v.string(),
  product: v.picklist(FINANCING_TYPES),
  product_name: v.string(),
  concluded_on: isoDate,
  last_day: isoDate,
});

export const recordedWithdrawalSchema = v.object({
  status: v.picklist(['withdrawn', 'already_withdrawn']),
  order_code: v.string(),
  withdrawn_at: v.string(),
  date: isoDate,
  time: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/)),
});

export type OpenWithdrawal = v.InferOutput<typeof openWithdrawalSchema>;
export type RecordedWithdrawal = v.InferOutput<typeof recordedWithdrawalSchema>;

export const checkAnswerSchema = v.variant('status', [openWithdrawalSchema, recordedWithdrawalSchema]);
