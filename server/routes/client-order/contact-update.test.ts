/**
 * Step 1 sent again (the shopper pressed Back to the contact step): the order that exists is
 * corrected with a PUT, never created a second time, and no second e-mail is sent.
 */
import { eq } from 'drizzle-orm';
import { ro } from '../../../src/i18n/ro.ts';
import { clientOrders, outbox } from '../../db/schema.ts';
import { markPaid } from '../../orders/order-repository.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import {
  COMPANY_LEASING,
  CREDIT_TERMS,
  contactBody,
  createOrder,
  get,
  orderableSku,
  put,
  someLocality,
  ZERO_DELAYS,
} from './testing/order-test-kit.ts';

describe.each(testBackends())('PUT /api/client-order/{uuid} with the contact step on $name', (backend) => {
  const t = useTestApp(backend, { decisionDelays: ZERO_DELAYS, eurRonRate: 5 });
  let sku: string;
  let place: { judet: number; localitate: string };

  beforeAll(async () => {
    sku = await orderableSku(t.db, [2, 3]);
    place = await someLocality(t.db);
  });

  /** The contact answers alone, as the wizard sends them for an order that exists. */
  const contactOnly = (email: string, change: object = {}) => {
    const { sku: _sku, ...answers } = contactBody(sku, place, {}, email);
    return { ...answers, ...change };
  };
  const storedContact = async (uuid: string) => {
    const [row] = await t.db.select().from(clientOrders).where(eq(clientOrders.uuid, uuid));
    return row?.contact;
  };
  const mailsTo = (email: string) => t.db.$count(outbox, eq(outbox.to, email));
  const ordersOf = (email: string) =>
    t.db
      .select({ uuid: clientOrders.uuid, contact: clientOrders.contact })
      .from(clientOrders)
      .then((rows) => rows.filter((row) => (row.contact as { email: string }).email === email));

  it('corrects the contact of the same order, keeps its terms and sends no second e-mail', async () => {
    const email = 'back.to.step1@example.ro';
    const uuid = await createOrder(t, contactBody(sku, place, CREDIT_TERMS, email));
    const before = await get(t, uuid);
    const answer = await put(t, uuid, contactOnly(email, { nume: 'Ionescu', strada: 'Str. Noua 2' }));
    expect(answer.status).toBe(200);
    expect(await storedContact(uuid)).toMatchObject({ nume: 'Ionescu', strada: 'Str. Noua 2', email });
    expect(await ordersOf(email)).toHaveLength(1);
    expect(await mailsTo(email)).toBe(1);
    const after = await get(t, uuid);
    for (const key of ['sku', 'credit_type', 'months', 'downpayment', 'currency', 'reached_step'] as const) {
      expect(after[key]).toEqual(before[key]);
    }
  });

  it('refuses a changed answer on its field, as the create does', async () => {
    const email = 'back.invalid@example.ro';
    const uuid = await createOrder(t, contactBody(sku, place, CREDIT_TERMS, email));
    const answer = await put(t, uuid, contactOnly(email, { email_confirm: 'other@example.ro' }));
    expect(answer.status).toBe(422);
    expect((answer.body as { errors: Record<string, string> }).errors.email_confirm).toBe(
      ro.validation.emailsDiffer,
    );
    expect(await storedContact(uuid)).toMatchObject({ email });
  });

  it.each([
    ['a paid order', 'paid', ro.orderServer.orderPaid],
    ["a company's order (its check 1 ran on step 1)", 'company', ro.orderServer.individualOnly],
  ])('refuses %s with 409', async (_name, kind, message) => {
    const email = `back.refused.${kind}@example.ro`;
    const terms = kind === 'company' ? COMPANY_LEASING : CREDIT_TERMS;
    const uuid = await createOrder(t, contactBody(sku, place, terms, email));
    if (kind === 'paid') await markPaid(t.db, uuid, new Date());
    const answer = await put(t, uuid, contactOnly(email, { nume: 'Altcineva' }));
    expect(answer.status).toBe(409);
    expect((answer.body as { message: string }).message).toBe(message);
    expect(await storedContact(uuid)).toMatchObject({ nume: 'Popescu' });
  });

  it('answers 404 for an unknown order', async () => {
    const answer = await put(t, '00000000-0000-4000-8000-000000000000', contactOnly('nobody@example.ro'));
    expect(answer.status).toBe(404);
  });
});
