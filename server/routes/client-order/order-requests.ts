/**
 * POST /client-order/request-contact (once per order, e-mails the business inbox) and
 * POST /client-order/delivery (home delivery; the transport cost is the county's, never the body's).
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { deliverySchema } from '../../../src/domain/forms/delivery-schema.ts';
import { deliveryCost } from '../../../src/domain/order/delivery-cost.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { toFieldErrors } from '../../../src/lib/validation/rules.ts';
import { counties } from '../../db/schema.ts';
import { ApiError, invalidFields } from '../../http/errors.ts';
import { contactRequestMail } from '../../mail/templates/orders/order-mails.ts';
import { serverMessages } from '../../orders/messages.ts';
import type { Delivery } from '../../orders/order.ts';
import { findOrder, markContactRequested, updateOrder } from '../../orders/order-repository.ts';
import { outcomeOf } from '../../orders/steps.ts';
import { businessInboxOf } from '../settings/settings.handlers.ts';
import { type OrderRouteDeps, orderNotFound } from './order-deps.ts';

const orderCodeSchema = v.object({ order_code: deliverySchema.entries.order_code });

export async function requestContact(
  deps: OrderRouteDeps,
  body: unknown,
): Promise<{ contact_requested: true }> {
  const parsed = v.safeParse(orderCodeSchema, body);
  if (!parsed.success) throw invalidFields(toFieldErrors(parsed.issues));
  const found = await findOrder(deps.db, parsed.output.order_code);
  if (!found) throw orderNotFound();
  if (await markContactRequested(deps.db, found.order.uuid, deps.now())) {
    await deps.mailer(
      contactRequestMail(
        { order: found.order, productName: found.car.productName },
        await businessInboxOf(deps.db, deps.businessInbox),
      ),
    );
  }
  return { contact_requested: true };
}

export async function setDelivery(deps: OrderRouteDeps, body: unknown): Promise<Delivery> {
  const parsed = v.safeParse(deliverySchema, body);
  if (!parsed.success) throw invalidFields(toFieldErrors(parsed.issues));
  const input = parsed.output;
  const found = await findOrder(deps.db, input.order_code);
  if (!found) throw orderNotFound();
  const { order } = found;
  if (order.paidAt !== null || outcomeOf(order) !== 1)
    throw new ApiError(409, serverMessages.deliveryNotAllowed);
  const [county] = await deps.db.select().from(counties).where(eq(counties.id, input.judet)).limit(1);
  if (!county) throw invalidFields({ judet: ro.validation.chooseFromList });
  const delivery: Delivery = {
    type: 2,
    judet: county.name,
    localitate: input.localitate,
    adresa: input.adresa,
    telefon: input.telefon,
    // The order's own promotions: a free delivery it was placed with stays free.
    taxa_livrare: deliveryCost(county.deliveryPrice, order.person, order.promotions).total,
  };
  await updateOrder(deps.db, order.uuid, { delivery }, deps.now());
  return delivery;
}
