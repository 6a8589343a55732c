/**
 * The online withdrawal function (Directive 2011/83/EU art. 11a; CCD II art. 26), two steps:
 * - `POST /withdrawals/check` `{ order_code, email }`: 200 `{ status: 'open', … }` with what the
 *   confirmation shows, or 200 `{ status: 'already_withdrawn', … }` with the first date;
 * - `POST /withdrawals` `{ order_code, email, confirm: true }`: 201 `{ status: 'withdrawn', … }`
 *   (stored, acknowledgement e-mailed), 200 `already_withdrawn` for any later one.
 * Both: 404 for an unknown order or an e-mail that does not match (one message for both), 409 with
 * the reason when the right does not apply (company, subscription, not concluded, period over),
 * 422 naming the field. Rate-limited in the `forms` group.
 */
import { Hono } from 'hono';
import { romanianDateTime, withdrawalWindow } from '../../../src/domain/credit/withdrawal-window.ts';
import {
  withdrawalConfirmSchema,
  withdrawalLookupSchema,
} from '../../../src/domain/forms/withdrawal-schema.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { BODY_LIMITS } from '../../http/body-limits.ts';
import { ApiError } from '../../http/errors.ts';
import { bodyLimitOf, parseJsonBody } from '../../http/request-body.ts';
import { type OrderRouteDeps, siteOriginOf } from '../client-order/order-deps.ts';
import {
  confirmWithdrawal,
  lookUpWithdrawal,
  type WithdrawalLookupResult,
  type WithdrawalOutcome,
} from './withdrawals.handlers.ts';

type Answered = Extract<WithdrawalOutcome, { kind: 'withdrawn' | 'created' }>;

function withdrawnAnswer({ found, withdrawal, kind }: Answered) {
  const at = romanianDateTime(withdrawal.withdrawnAt);
  return {
    status: kind === 'created' ? ('withdrawn' as const) : ('already_withdrawn' as const),
    order_code: found.order.uuid,
    withdrawn_at: withdrawal.withdrawnAt.toISOString(),
    date: at.date,
    time: at.time,
  };
}

/** 404 and 409 carry one Romanian message; the 404 never says whether the code or the e-mail missed. */
function refusal(result: Extract<WithdrawalLookupResult, { kind: 'unknown' | 'refused' }>): ApiError {
  return result.kind === 'unknown'
    ? new ApiError(404, ro.withdrawal.notFound)
    : new ApiError(409, result.message);
}

export function withdrawalsRoutes(deps: OrderRouteDeps): Hono {
  const app = new Hono();
  app.post('/withdrawals/check', bodyLimitOf(BODY_LIMITS.form), async (c) => {
    const result = await lookUpWithdrawal(deps, await parseJsonBody(c, withdrawalLookupSchema));
    if (result.kind === 'unknown' || result.kind === 'refused') throw refusal(result);
    if (result.kind === 'withdrawn') return c.json(withdrawnAnswer(result));
    const { order, car } = result.found;
    const window = withdrawalWindow(result.concludedAt);
    return c.json({
      status: 'open' as const,
      order_code: order.uuid,
      product: order.productType === 'leasing' ? ('leasing' as const) : ('credit' as const),
      product_name: car.productName,
      concluded_on: window.concludedOn,
      last_day: window.lastDay,
    });
  });
  app.post('/withdrawals', bodyLimitOf(BODY_LIMITS.form), async (c) => {
    const { confirm: _confirm, ...input } = await parseJsonBody(c, withdrawalConfirmSchema);
    const outcome = await confirmWithdrawal(deps, input, siteOriginOf(deps, c));
    if (outcome.kind === 'unknown' || outcome.kind === 'refused') throw refusal(outcome);
    return c.json(withdrawnAnswer(outcome), outcome.kind === 'created' ? 201 : 200);
  });
  return app;
}
