/**
 * PUT /client-order/{uuid}: one partial update, recognised by its keys (orders/updates.ts),
 * validated (422 per field), guarded by the step order (409 with the Romanian reason), stored, and
 * followed by the decision it triggers: an individual's rating at once; a company's check 2 as a
 * job (after its details, a guarantor or adjusted terms); the identification link after consent.
 * The order is loaded once (after its due jobs ran) and the stored result is answered from memory:
 * the update writes exactly `patch` and `updated_at`, so reading the row back would give the same.
 * An order this instance has just read or written is not loaded at all (orders/order-cache.ts): the
 * step is decided on the kept order and written only if nothing changed since, else it is decided
 * again on the order as loaded, exactly as without the kept one.
 * A check this update schedules is answered by the site's next poll (or at once by the next read
 * when its delay is 0), like any check that falls due after a request.
 * Every write is guarded by the revision the step was decided on, so a step is never written over
 * a change it did not see: callers racing on one order are decided one after the other, and an
 * income step that finds the order's rating taken answers that stored decision (steps.ts
 * `isStepDecided`): 20 parallel income steps leave one decision, and all 20 are told it.
 */
import { FORM_ERROR_KEY } from '../../../src/lib/validation/rules.ts';
import { individualRatingPatch } from '../../decision/order-checks.ts';
import { scheduleDecisionJob } from '../../decision/worker.ts';
import { ApiError, invalidFields } from '../../http/errors.ts';
import { orderRate } from '../../orders/fees.ts';
import { serverMessages } from '../../orders/messages.ts';
import type { OrderRecord } from '../../orders/order.ts';
import {
  type DbContext,
  type OrderInRequest,
  type OrderPatch,
  updateOrderIfUnchanged,
} from '../../orders/order-repository.ts';
import { canApplyUpdate, isStepDecided, outcomeOf, type UpdateKind } from '../../orders/steps.ts';
import { monthlyCommitment } from '../../orders/terms.ts';
import { isContactUpdate, parseUpdate, updateKindOf } from '../../orders/updates.ts';
import { dochubUrl } from '../../sandbox/identification.ts';
import { type OrderRouteDeps, orderNotFound } from './order-deps.ts';
import { loadOrderAfterDueJobs } from './read-order.ts';
import { updateContact } from './update-contact.ts';

/** Updates after which a company's check 2 runs again (and the site polls step 2 until it answers). */
const RECHECKS_COMPANY: readonly UpdateKind[] = ['company_details', 'guarantor', 'adjusted_terms'];
/** Updates after which an individual's rating is decided again. */
const REDECIDES_INDIVIDUAL: readonly UpdateKind[] = ['income', 'codebtor', 'adjusted_terms'];

/** What a step writes: its patch, and whether a company's check 2 is to run again with it. */
interface DecidedStep {
  patch: OrderPatch;
  rechecksCompany: boolean;
}

/** The step's decision is already stored: the caller is answered the order as it is. */
const ALREADY_DECIDED = 'already decided';

/**
 * Attempts at a step while other writes keep changing the order under it. Each failed attempt
 * means another write committed, so the callers of one order get through one after the other; the
 * bound only stops a step that keeps losing (then 409, and the site sends the step again).
 */
const MAX_ATTEMPTS = 10;

/**
 * The step `body` applied to `found`: validated, guarded by the step order, its decision taken;
 * or ALREADY_DECIDED when the order holds the step's decision.
 */
function decideStep(
  deps: OrderRouteDeps,
  { order, car }: OrderInRequest,
  body: Record<string, unknown>,
  sandboxOrigin: string,
): DecidedStep | typeof ALREADY_DECIDED {
  const kind = updateKindOf(body);
  if (!kind) throw invalidFields({ [FORM_ERROR_KEY]: serverMessages.unknownUpdate });
  const parsed = parseUpdate(order, kind, body);
  if (!parsed.ok) throw invalidFields(parsed.errors);
  const verdict = canApplyUpdate(order, kind);
  if (!verdict.ok) throw new ApiError(409, verdict.message);
  if (isStepDecided(order, kind)) return ALREADY_DECIDED;

  const updated: OrderRecord = { ...order, ...parsed.patch };
  const rate = orderRate(updated, deps.eurRonRate);
  const commitment = monthlyCommitment(car.paymentInfo, updated, rate);
  if (parsed.termsChanged && !commitment) {
    throw new ApiError(422, serverMessages.termsUnavailable, { months: serverMessages.termsUnavailable });
  }

  const patch: OrderPatch = { ...parsed.patch };
  const isCompany = order.person === 2;
  if (!isCompany && REDECIDES_INDIVIDUAL.includes(kind) && commitment) {
    Object.assign(patch, individualRatingPatch(updated, commitment, rate, car.paymentInfo));
  }
  const rechecksCompany = isCompany && RECHECKS_COMPANY.includes(kind);
  if (rechecksCompany) Object.assign(patch, { check2Result: null, rating: null });
  // Live mode has no identification provider: a consultant identifies and signs (no sandbox link).
  if (
    kind === 'resolution_consent' &&
    order.productType === 'carSubscription' &&
    outcomeOf(order) === 1 &&
    deps.identificationOnline
  ) {
    patch.dochubUrl = dochubUrl(sandboxOrigin, order.uuid);
  }
  return { patch, rechecksCompany };
}

/**
 * Runs `write` (the step's update) and, for a company's step that runs check 2 again, schedules
 * that check in the same transaction, unless `write` answered null (a guarded write that found a
 * change wrote nothing). Any other step is one statement, which needs no transaction (on PGlite,
 * BEGIN and COMMIT are a round trip each).
 */
async function writeStep<T>(
  deps: OrderRouteDeps,
  uuid: string,
  step: DecidedStep,
  now: Date,
  write: (db: DbContext) => Promise<T>,
): Promise<T> {
  if (!step.rechecksCompany) return write(deps.db);
  return deps.db.transaction(async (tx) => {
    const result = await write(tx);
    if (result !== null) await scheduleDecisionJob(tx, uuid, 'check2', now, deps.delays);
    return result;
  });
}

/** The order as the step left it, kept for the next step. */
function written(
  deps: OrderRouteDeps,
  found: OrderInRequest,
  { patch }: DecidedStep,
  now: Date,
  state: { revision: number; checkoutToken: string | null },
): OrderInRequest {
  const result = { ...found, ...state, order: { ...found.order, ...patch, updatedAt: now } };
  deps.orderCache.set(result);
  return result;
}

/**
 * The step on the order as kept, written only if the order, its car and its due jobs are as they
 * were read; null when anything changed, the kept order refuses the step or already holds its
 * decision (the caller loads the order, and answers what the order as loaded says).
 */
async function updateKeptOrder(
  deps: OrderRouteDeps,
  kept: OrderInRequest,
  body: Record<string, unknown>,
  sandboxOrigin: string,
): Promise<OrderInRequest | null> {
  let step: DecidedStep | typeof ALREADY_DECIDED;
  try {
    step = decideStep(deps, kept, body, sandboxOrigin);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
  if (step === ALREADY_DECIDED) return null;
  return writeGuarded(deps, kept, step);
}

/** `step` written over `found` if the order is still as it was read; null when it changed. */
async function writeGuarded(
  deps: OrderRouteDeps,
  found: OrderInRequest,
  step: DecidedStep,
): Promise<OrderInRequest | null> {
  const uuid = found.order.uuid;
  const read = { revision: found.revision, carUpdatedAt: found.car.updatedAt, now: deps.now() };
  const state = await writeStep(deps, uuid, step, read.now, (db) =>
    updateOrderIfUnchanged(db, uuid, step.patch, read),
  );
  return state && written(deps, found, step, read.now, state);
}

export async function updateClientOrder(
  deps: OrderRouteDeps,
  uuid: string,
  body: Record<string, unknown>,
  sandboxOrigin: string,
): Promise<OrderInRequest> {
  if (isContactUpdate(body)) return updateContact(deps, uuid, body);
  const kept = deps.orderCache.get(uuid);
  if (kept) {
    const result = await updateKeptOrder(deps, kept, body, sandboxOrigin);
    if (result) return result;
    deps.orderCache.delete(uuid);
  }
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const found = await loadOrderAfterDueJobs(deps, uuid);
    if (!found) throw orderNotFound();
    const step = decideStep(deps, found, body, sandboxOrigin);
    if (step === ALREADY_DECIDED) return found;
    // Another write between the load and this one: decide again on the order as it is now.
    const result = await writeGuarded(deps, found, step);
    if (result) return result;
  }
  throw new ApiError(409, serverMessages.orderChanged);
}
