/**
 * A car's payment_info as the order routes need it. The column is large (every financing table of
 * the car), and every order read used to have the database turn it into objects, validate it and
 * turn it back into text for the read-back. Now it travels as text, and is parsed and validated
 * once per distinct text: a car's tables change only with an admin edit, which gives a new text.
 */
import * as v from 'valibot';
import { type PaymentInfo, paymentInfoSchema } from '../../src/lib/cms/schemas.ts';

const MAX_ENTRIES = 64;
const parsed = new Map<string, PaymentInfo | null>();

/** The validated tables of `text` (jsonb as text), or null when they do not match the schema. */
export function parsePaymentInfo(text: string): PaymentInfo | null {
  const known = parsed.get(text);
  if (known !== undefined) return known;
  let value: PaymentInfo | null = null;
  try {
    const result = v.safeParse(paymentInfoSchema, JSON.parse(text));
    value = result.success ? result.output : null;
  } catch {
    value = null;
  }
  if (parsed.size >= MAX_ENTRIES) {
    const oldest = parsed.keys().next();
    if (!oldest.done) parsed.delete(oldest.value);
  }
  parsed.set(text, value);
  return value;
}
