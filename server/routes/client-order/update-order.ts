/**
 * PUT /client-order/{uuid}: one partial update, recognised by its keys (orders/updates.ts),
 * validated (422 per field), guarded by the step order (409 with the Romanian reason), stored, and
 * followed by the decision it triggers: an individual's rating at once; a company's check 2 as a
 * job (after its details, a guarantor or adjusted terms); the identification link after consent.
 * The order is loaded once (after its due jobs ran) and the stored result is answered from memory:
 * the update writes exactly `patch` and `updated_at`, so reading the row back would give the same.
 * A check this update schedules is answered by the site's next poll (or at once by the next read
 * when its delay is 0), like any check that falls due after a request.
 */
import { FORM_ERROR_KEY } from '../../../src/lib/validation/rules.ts';
import { individualRatingPatch } from '../../decision/order-checks.ts';
import { scheduleDecisionJob } from '../../decision/worker.ts';
import { ApiError, invalidFields } from '../../http/errors.ts';
import { serverMessages } from '../../orders/messages.ts';
import type { OrderRecord } from '../../orders/order.ts';
import { type OrderInRequest, type OrderPatch, updateOrder } from '../../orders/order-repository.ts';
import { canApplyUpdate, outcomeOf, type UpdateKind } from '../../orders/steps.ts';
import { monthlyCommitment } from '../../orders/terms.ts';
import { parseUpdate, updateKindOf } from '../../orders/updates.ts';
import { dochubUrl } from '../../sandbox/identification.ts';
import { type OrderRouteDeps, orderNotFound } from './order-deps.ts';
import { loadOrderAfterDueJobs } from './read-order.ts';

/** Updates after which a company's check 2 runs again (and the site polls step 2 until it answers). */
const RECHECKS_COMPANY: readonly UpdateKind[] = ['company_details', 'guarantor', 'adjusted_terms'];
/** Updates after which an individual's rating is decided again. */
const REDECIDES_INDIVIDUAL: readonly UpdateKind[] = ['income', 'codebtor', 'adjusted_terms'];

export async function updateClientOrder(
  deps: OrderRouteDeps,
  uuid: string,
  body: Record<string, unknown>,
  sandboxOrigin: string,
): Promise<OrderInRequest> {
  const found = await loadOrderAfterDueJobs(deps, uuid);
  if (!found) throw orderNotFound();
  const { order, car } = found;

  const kind = updateKindOf(body);
  if (!kind) throw invalidFields({ [FORM_ERROR_KEY]: serverMessages.unknownUpdate });
  const parsed = parseUpdate(order, kind, body);
  if (!parsed.ok) throw invalidFields(parsed.errors);
  const verdict = canApplyUpdate(order, kind);
  if (!verdict.ok) throw new ApiError(409, verdict.message);

  const updated: OrderRecord = { ...order, ...parsed.patch };
  const commitment = monthlyCommitment(car.paymentInfo, updated, deps.eurRonRate);
  if (parsed.termsChanged && !commitment) {
    throw new ApiError(422, serverMessages.termsUnavailable, { months: serverMessages.termsUnavailable });
  }

  const patch: OrderPatch = { ...parsed.patch };
  const isCompany = order.person === 2;
  if (!isCompany && REDECIDES_INDIVIDUAL.includes(kind) && commitment) {
    Object.assign(patch, individualRatingPatch(updated, commitment, deps.eurRonRate, car.paymentInfo));
  }
  if (isCompany && RECHECKS_COMPANY.includes(kind)) {
    Object.assign(patch, { check2Result: null, rating: null });
  }
  if (kind === 'resolution_consent' && order.productType === 'carSubscription' && outcomeOf(order) === 1) {
    patch.dochubUrl = dochubUrl(sandboxOrigin, uuid);
  }

  const now = deps.now();
  if (isCompany && RECHECKS_COMPANY.includes(kind)) {
    await deps.db.transaction(async (tx) => {
      await updateOrder(tx, uuid, patch, now);
      await scheduleDecisionJob(tx, uuid, 'check2', now, deps.delays);
    });
  } else {
    // One statement needs no transaction (on PGlite, BEGIN and COMMIT are a round trip each).
    await updateOrder(deps.db, uuid, patch, now);
  }
  return { ...found, order: { ...order, ...patch, updatedAt: now } };
}
