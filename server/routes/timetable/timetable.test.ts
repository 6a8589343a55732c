import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import * as v from 'valibot';
import { firstMonthPrice } from '../../../src/domain/catalog/promotions.ts';
import {
  apiErrorSchema,
  financingPaymentInfoSchema,
  subscriptionPaymentInfoSchema,
} from '../../../src/domain/cms-schemas.ts';
import { computeFinancingOffer } from '../../../src/domain/financing/financing-offer.ts';
import {
  DEFAULT_FINANCING_PARAMS,
  type FinancingParams,
} from '../../../src/domain/financing/financing-params.ts';
import {
  firstMonthText,
  monthlyInstalmentText,
  subscriptionCurrencyNote,
  subscriptionMonthlyText,
  subscriptionPriceNote,
} from '../../../src/domain/financing/offer-text.ts';
import { defaultOffersValidUntil, OFFERS_VALID_UNTIL } from '../../../src/domain/financing/offer-validity.ts';
import { subscriptionMonthlyPrice } from '../../../src/domain/financing/subscription-offer.ts';
import { scheduleUrl } from '../../../src/domain/financing/timetable-links.ts';
import { formatAmount, formatDate, formatEur, formatNumber } from '../../../src/domain/format.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { cars, settings } from '../../db/schema.ts';
import { TEST_TODAY, testBackends, useTestApp } from '../../test/harness.ts';
import { firstShownCar } from '../client-order/testing/order-test-kit.ts';

async function pdfText(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

const financingCells: [string, Partial<FinancingParams>][] = [
  ['default credit', {}],
  ['credit 25 % 36 months', { upFront: 25, months: 36 }],
  ['leasing individual RON', { type: 'leasing', upFront: 50, residual: 20 }],
  ['leasing individual EUR 30 %', { type: 'leasing', currency: 2, upFront: 30, residual: 10, months: 48 }],
  ['leasing company RON 15 %', { type: 'leasing', person: 2, upFront: 15, residual: 5, months: 12 }],
];

describe.each(testBackends())('GET /api/timetable on $name', (backend) => {
  const t = useTestApp(backend);
  let financed: { sku: string; productName: string; info: v.InferOutput<typeof financingPaymentInfoSchema> };
  let subscribed: { sku: string; info: v.InferOutput<typeof subscriptionPaymentInfoSchema> };

  beforeAll(async () => {
    const financing = await firstShownCar(t.db, 2);
    const subscription = await firstShownCar(t.db, 1);
    financed = { ...financing, info: v.parse(financingPaymentInfoSchema, financing.paymentInfo) };
    subscribed = {
      sku: subscription.sku,
      info: v.parse(subscriptionPaymentInfoSchema, subscription.paymentInfo),
    };
  });

  const get = (query: string) => t.app.request(`/api/timetable?${query}`);

  describe.each(financingCells)('payment schedule, %s', (_name, overrides) => {
    const params = { ...DEFAULT_FINANCING_PARAMS, ...overrides };

    it('is a PDF attachment named scadentar-{type}-{sku}.pdf with the panel figures', async () => {
      const response = await t.app.request(scheduleUrl('/api', params, financed.sku));
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/pdf');
      expect(response.headers.get('Content-Disposition')).toBe(
        `attachment; filename="scadentar-${params.type}-${financed.sku}.pdf"`,
      );
      const text = await pdfText(response);
      const offer = computeFinancingOffer(financed.info, params);
      if (!offer.ok) throw new Error('seeded cell missing');
      expect(text).toContain(financed.sku);
      expect(text).toContain(financed.productName);
      expect(text).toContain(monthlyInstalmentText(offer.offer.monthly, params.currency));
      // Every month's row carries the panel's instalment.
      const rows = text.split(formatAmount(offer.offer.monthly)).length - 1;
      expect(rows).toBeGreaterThanOrEqual(params.months);
      if (params.type === 'leasing' && offer.offer.residualValue !== null) {
        expect(text).toContain(formatAmount(offer.offer.residualValue));
      }
      // The CASCO column repeats the panel's "CASCO lunar" figure (companies: both without VAT).
      const cascoCells = text.split(` ${formatAmount(offer.offer.casco)} `).length - 1;
      expect(cascoCells).toBeGreaterThanOrEqual(params.months);
    });
  });

  it('prints the validity date of the CMS setting, or none once it has passed', async () => {
    const url = scheduleUrl('/api', DEFAULT_FINANCING_PARAMS, financed.sku);
    const seeded = formatDate(defaultOffersValidUntil(TEST_TODAY));
    expect(await pdfText(await t.app.request(url))).toContain(`Oferta valabila pana la ${seeded}.`);
    await t.db.update(settings).set({ value: '2025-12-31' }).where(eq(settings.key, OFFERS_VALID_UNTIL));
    const text = await pdfText(await t.app.request(url));
    expect(text).not.toContain('31.12.2025');
    expect(text).not.toContain('Oferta valabila pana la');
    expect(text).toContain(ro.financing.pdf.rateTerms);
    await t.db
      .update(settings)
      .set({ value: defaultOffersValidUntil(TEST_TODAY) })
      .where(eq(settings.key, OFFERS_VALID_UNTIL));
  });

  it('spreads a 60-month schedule over several pages', async () => {
    const text = await pdfText(
      await t.app.request(scheduleUrl('/api', DEFAULT_FINANCING_PARAMS, financed.sku)),
    );
    expect(text).toMatch(/Pagina 2 din [2-9]/);
  });

  it.each([
    [3, 1000, 'fizica'],
    [6, 3000, 'fizica'],
    [12, 1500, 'juridica'],
  ] as const)('subscription offer for %i months and %i km (%s)', async (months, km, person) => {
    const response = await get(
      `type=carSubscription&months=${months}&sku=${subscribed.sku}&monthly_km_included=${km}&person=${person}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="oferta-carSubscription-${subscribed.sku}.pdf"`,
    );
    const price = subscriptionMonthlyPrice(subscribed.info, {
      person: person === 'juridica' ? 2 : 1,
      months,
      range: km,
    });
    if (!price.ok) throw new Error('seeded price missing');
    const text = await pdfText(response);
    expect(text).toContain(subscriptionMonthlyText(price.monthly));
    // Company prices are without VAT and say so, as the panel does; individual prices say cu TVA.
    const personOf = person === 'juridica' ? 2 : 1;
    expect(text).toContain(subscriptionPriceNote(personOf));
    expect(text).toContain(subscriptionCurrencyNote(personOf));
    expect(text).not.toContain(person === 'juridica' ? 'cu TVA' : 'fara TVA');
    expect(text).toContain('800 €');
    expect(text).toContain(`${formatNumber(km)} km/luna`);
    expect(text).toContain('Rovinieta');
  });

  it("prints the car's promotions with what they give: the first month's price, the free transport (issue 31.2)", async () => {
    await t.db
      .update(cars)
      .set({
        promoMessages: [
          { kind: 'first_month_discount', name: 'Prima luna -50%', percent: 50 },
          { kind: 'free_delivery', name: 'Livrare gratuita' },
        ],
      })
      .where(eq(cars.sku, subscribed.sku));
    const response = await get(`type=carSubscription&months=12&sku=${subscribed.sku}&person=juridica`);
    expect(response.status).toBe(200);
    const price = subscriptionMonthlyPrice(subscribed.info, { person: 2, months: 12, range: 1000 });
    if (!price.ok) throw new Error('seeded price missing');
    const first = firstMonthPrice(price.monthly, [
      { kind: 'first_month_discount', name: 'Prima luna -50%', percent: 50 },
    ]);
    if (!first) throw new Error('no first month');
    const text = await pdfText(response);
    expect(text).toContain(firstMonthText(first));
    expect(text).toContain(
      `Prima luna -50%: prima luna costa ${formatEur(first.price, { financing: true })}`,
    );
    expect(text).toContain('Livrare gratuita: livrarea la domiciliu este gratuita (transport 0,00 €).');
  });

  it('answers the offer with only type, months and sku (1000 km)', async () => {
    const response = await get(`type=carSubscription&months=12&sku=${subscribed.sku}`);
    expect(response.status).toBe(200);
    const price = subscriptionMonthlyPrice(subscribed.info, { person: 1, months: 12, range: 1000 });
    expect(await pdfText(response)).toContain(subscriptionMonthlyText(price.ok ? price.monthly : -1));
  });

  const financingQuery = (changes: Record<string, string>) =>
    new URLSearchParams({
      type: 'credit',
      months: '60',
      downpayment: '55',
      residual: '20',
      currency: 'RON',
      person: 'fizica',
      sku: 'PLACEHOLDER',
      ...changes,
    }).toString();

  it.each([
    [{ type: 'rent' }, ['type']],
    [{ months: 'sixty' }, ['months']],
    [{ currency: 'USD', person: 'x' }, ['currency', 'person']],
    [{ sku: 'bad sku' }, ['sku']],
    [{ person: 'juridica' }, ['person']],
    [{ currency: 'EUR' }, ['currency']],
    [{ type: 'leasing', currency: 'EUR', downpayment: '20' }, ['downpayment']],
    [{ months: '13' }, ['months']],
  ])('422 naming the invalid fields for %o', async (changes, fields) => {
    const query = financingQuery({ sku: financed.sku, ...changes });
    const response = await get(query);
    expect(response.status).toBe(422);
    const body = v.parse(apiErrorSchema, await response.json());
    expect(Object.keys(body.errors ?? {}).sort()).toEqual([...fields].sort());
  });

  it.each([
    ['months', 'type=carSubscription&months=9&sku=X'],
    ['monthly_km_included', 'type=carSubscription&months=12&monthly_km_included=2500&sku=X'],
    ['sku', 'type=carSubscription&months=12'],
    ['type', 'months=12&sku=X'],
  ])('422 naming %s for a bad offer query', async (field, query) => {
    const response = await get(query);
    expect(response.status).toBe(422);
    const body = v.parse(apiErrorSchema, await response.json());
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
  });

  it('404 for an unknown sku', async () => {
    const response = await get(financingQuery({ sku: 'NO-SUCH-CAR-1' }));
    expect(response.status).toBe(404);
  });

  it('422 when the product does not fit the car', async () => {
    expect((await get(`type=carSubscription&months=12&sku=${financed.sku}`)).status).toBe(422);
    expect((await get(financingQuery({ sku: subscribed.sku }))).status).toBe(422);
  });

  it('422 with a clear message for a combination missing from the tables', async () => {
    const info = structuredClone(financed.info);
    delete info.credit['35']?.monthlyPayment['24'];
    await t.db.update(cars).set({ paymentInfo: info }).where(eq(cars.sku, financed.sku));
    const response = await get(financingQuery({ sku: financed.sku, downpayment: '35', months: '24' }));
    expect(response.status).toBe(422);
    const body = v.parse(apiErrorSchema, await response.json());
    expect(body.message).toMatch(/missing from the car offer tables/);
    await t.db.update(cars).set({ paymentInfo: financed.info }).where(eq(cars.sku, financed.sku));
  });
});
