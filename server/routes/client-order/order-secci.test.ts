import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { financingPaymentInfoSchema } from '../../../src/domain/cms-schemas.ts';
import { exampleMoney } from '../../../src/domain/financing/example-text.ts';
import { computeFinancingOffer } from '../../../src/domain/financing/financing-offer.ts';
import { DEFAULT_FINANCING_PARAMS } from '../../../src/domain/financing/financing-params.ts';
import { cars } from '../../db/schema.ts';
import { LOCAL_SANDBOX, testBackends, useTestApp } from '../../test/harness.ts';
import { pdfBytesText } from '../../test/pdf-text.ts';
import {
  COMPANY_LEASING,
  CREDIT_TERMS,
  contactBody,
  createOrder,
  LEASING_EUR,
  orderableSku,
  someLocality,
  ZERO_DELAYS,
} from './testing/order-test-kit.ts';

interface OutboxJson {
  subject: string;
  html: string;
  attachments: { file_name: string; content_type: string; url: string }[];
}

describe.each(testBackends())('the order e-mail carries the SECCI on $name', (backend) => {
  const t = useTestApp(backend, { decisionDelays: ZERO_DELAYS, eurRonRate: 5, sandbox: LOCAL_SANDBOX });
  let sku: string;
  let place: Awaited<ReturnType<typeof someLocality>>;

  beforeAll(async () => {
    sku = await orderableSku(t.db, [2, 3]);
    place = await someLocality(t.db);
  });

  const mailsTo = async (email: string) =>
    (await t.request(`/api/sandbox/outbox?to=${encodeURIComponent(email)}`)).body as OutboxJson[];

  it.each([
    ['credit in RON', CREDIT_TERMS, 'credit-ron@example.ro'],
    ['leasing in EUR', LEASING_EUR, 'leasing-eur@example.ro'],
  ] as const)(
    'an individual %s: the PDF in the outbox has the panel figures',
    async (_name, terms, email) => {
      const body = { ...contactBody(sku, place, terms), email, email_confirm: email };
      await createOrder(t, body);
      const [mail] = await mailsTo(email);
      const [file] = mail?.attachments ?? [];
      expect(file).toMatchObject({
        file_name: `secci-${terms.credit_type}-${sku}.pdf`,
        content_type: 'application/pdf',
      });
      expect(mail?.html).toContain(file?.file_name);

      const download = await t.app.request(file?.url ?? '');
      expect(download.status).toBe(200);
      const text = await pdfBytesText(new Uint8Array(await download.arrayBuffer()));
      const [row] = await t.db
        .select({ paymentInfo: cars.paymentInfo })
        .from(cars)
        .where(eq(cars.sku, sku))
        .limit(1);
      const info = v.parse(financingPaymentInfoSchema, row?.paymentInfo);
      const params = {
        ...DEFAULT_FINANCING_PARAMS,
        type: terms.credit_type,
        currency: terms.currency,
        months: terms.months,
        upFront: terms.downpayment,
        residual: terms.residual || DEFAULT_FINANCING_PARAMS.residual,
      };
      const panel = computeFinancingOffer(info, params);
      if (!panel.ok) throw new Error('seeded cell missing');
      expect(text).toContain(exampleMoney(panel.offer.monthly, terms.currency));
      expect(text).toContain(exampleMoney(panel.offer.totalPayable, terms.currency));
    },
  );

  it('a company order gets no SECCI (outside the consumer credit directive)', async () => {
    const email = 'firma@example.ro';
    await createOrder(t, { ...contactBody(sku, place, COMPANY_LEASING), email, email_confirm: email });
    const [mail] = await mailsTo(email);
    expect(mail?.attachments).toEqual([]);
  });
});
