/**
 * POST /client-order: whether the car can be ordered with the chosen product, and the new order's
 * row from the validated contact step (createContactStepSchema). Pure; the route looks up the car
 * and the county first.
 */

import type { ContactStep, ContactUpdate } from '../../src/domain/forms/contact-step-schema.ts';
import type { OrderType } from '../../src/domain/order/order-terms.ts';
import type { ServerMessageKey } from './messages.ts';
import type { CompanyType, ContactData, Guarantor } from './order.ts';
import type { NewOrder, OrderableCar, OrderCar } from './order-repository.ts';

/** In stock (2) or coming soon (5); reserved and hidden cars cannot be ordered. */
export const ORDERABLE_VISIBILITIES: readonly number[] = [2, 5];
const SUBSCRIPTION_CATEGORY = 1;
const FINANCING_CATEGORIES: readonly number[] = [2, 3];

export function orderRefusal(
  car: Pick<OrderCar, 'categoryId' | 'carVisibilityId'>,
  productType: OrderType,
): ServerMessageKey | null {
  if (!ORDERABLE_VISIBILITIES.includes(car.carVisibilityId)) return 'carNotOrderable';
  const offered =
    productType === 'carSubscription'
      ? car.categoryId === SUBSCRIPTION_CATEGORY
      : FINANCING_CATEGORIES.includes(car.categoryId);
  return offered ? null : 'productNotOffered';
}

type Step = Record<string, unknown> & ContactStep;

const text = (step: Record<string, unknown>, key: string): string | undefined =>
  typeof step[key] === 'string' && step[key] !== '' ? step[key] : undefined;

/** The contact as stored: the county by its name, a company's answers only when given. */
export function contactOf(step: Record<string, unknown> & ContactUpdate, countyName: string): ContactData {
  const optional = Object.fromEntries(
    (['nume_companie', 'cui', 'caen', 'data_infiintare', 'nr_recom'] as const)
      .map((key) => [key, text(step, key)])
      .filter(([, value]) => value !== undefined),
  );
  const calitatea = step.calitatea;
  return {
    nume: step.nume,
    prenume: step.prenume,
    telefon: step.telefon,
    email: step.email,
    data_nasterii: step.data_nasterii,
    judet: countyName,
    localitate: step.localitate,
    strada: step.strada,
    cod_postal: step.cod_postal,
    ...optional,
    ...(typeof calitatea === 'number'
      ? { calitatea: calitatea as NonNullable<ContactData['calitatea']> }
      : {}),
  };
}

function guarantorOf(step: Step): Guarantor | null {
  const name = text(step, 'nume_fidejusor');
  const cui = text(step, 'cui_fidejusor');
  const reg = text(step, 'nr_recom_fidejusor');
  if (step.fidejusor !== 1 || !name || !cui || !reg) return null;
  return { nume_fidejusor: name, cui_fidejusor: cui, nr_recom_fidejusor: reg };
}

export function newOrderValues(
  step: ContactStep,
  car: Pick<OrderableCar, 'id' | 'promotions'>,
  countyName: string,
): NewOrder {
  const values = step as Step;
  const base = {
    carId: car.id,
    // The order keeps the promotions it was placed with: they are its terms (issue 31.2).
    promotions: car.promotions,
    sku: step.sku,
    productType: step.credit_type,
    person: step.person,
    contact: contactOf(values, countyName),
    tipCompanie: step.person === 2 ? (values.tip_companie as CompanyType) : null,
    guarantor: step.person === 2 ? guarantorOf(values) : null,
  };
  if (step.credit_type === 'carSubscription') {
    // Subscriptions are priced in EUR and have no down payment or residual.
    return {
      ...base,
      currency: 2,
      months: step.months,
      downpayment: 0,
      residual: null,
      monthlyKmIncluded: step.monthly_km_included,
      dataPreluare: step.data_preluare,
    };
  }
  return {
    ...base,
    currency: step.currency,
    months: step.months,
    downpayment: step.downpayment,
    residual: step.credit_type === 'leasing' && step.residual > 0 ? step.residual : null,
  };
}
