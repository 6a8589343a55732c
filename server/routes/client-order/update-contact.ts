/**
 * PUT /client-order/{uuid} with step 1's answers: the shopper went back to the contact step of an
 * order that exists and sent it again. The order's contact is corrected in place; no second order,
 * no second "Am primit cererea" e-mail. The terms stay the order's (they are not part of the body).
 */
import * as v from 'valibot';
import { createContactUpdateSchema } from '../../../src/domain/forms/contact-step-schema.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { toFieldErrors } from '../../../src/lib/validation/rules.ts';
import { ApiError, invalidFields } from '../../http/errors.ts';
import { contactOf } from '../../orders/contact-order.ts';
import { type OrderInRequest, updateOrder } from '../../orders/order-repository.ts';
import { canUpdateContact } from '../../orders/steps.ts';
import { type OrderRouteDeps, orderNotFound } from './order-deps.ts';
import { loadOrderAfterDueJobs } from './read-order.ts';

export async function updateContact(
  deps: OrderRouteDeps,
  uuid: string,
  body: Record<string, unknown>,
): Promise<OrderInRequest> {
  const found = await loadOrderAfterDueJobs(deps, uuid);
  if (!found) throw orderNotFound();
  const verdict = canUpdateContact(found.order);
  if (!verdict.ok) throw new ApiError(409, verdict.message);
  const parsed = v.safeParse(createContactUpdateSchema(deps.today()), body);
  if (!parsed.success) throw invalidFields(toFieldErrors(parsed.issues));
  const county = await deps.references.county(parsed.output.judet, parsed.output.localitate);
  if ('field' in county) throw invalidFields({ [county.field]: ro.validation.chooseFromList });

  const contact = contactOf(parsed.output, county.name);
  const now = deps.now();
  await updateOrder(deps.db, uuid, { contact }, now);
  // The revision the trigger gave this update, as after any other step (update-order.ts).
  const written = {
    ...found,
    revision: found.revision + 1,
    order: { ...found.order, contact, updatedAt: now },
  };
  deps.orderCache.set(written);
  return written;
}
