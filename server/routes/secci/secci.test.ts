import * as v from 'valibot';
import { apiErrorSchema, financingPaymentInfoSchema } from '../../../src/domain/cms-schemas.ts';
import { exampleMoney } from '../../../src/domain/financing/example-text.ts';
import { computeFinancingOffer } from '../../../src/domain/financing/financing-offer.ts';
import {
  DEFAULT_FINANCING_PARAMS,
  type FinancingParams,
} from '../../../src/domain/financing/financing-params.ts';
import { secciUrl } from '../../../src/domain/financing/secci-links.ts';
import { formatRate } from '../../../src/domain/format.ts';
import { roundMoney } from '../../../src/domain/money.ts';
import { groupEntities } from '../../../src/domain/site/site-config.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { pdfBytesText } from '../../test/pdf-text.ts';
import { firstShownCar } from '../client-order/testing/order-test-kit.ts';

const CELLS: [string, Partial<FinancingParams>][] = [
  ['default credit', {}],
  ['credit 25 % 36 months', { upFront: 25, months: 36 }],
  ['leasing RON 50 % residual 20 %', { type: 'leasing', upFront: 50, residual: 20 }],
  [
    'leasing EUR 30 % residual 10 % 48 months',
    { type: 'leasing', currency: 2, upFront: 30, residual: 10, months: 48 },
  ],
];

const pdfText = async (response: Response) => pdfBytesText(new Uint8Array(await response.arrayBuffer()));

describe.each(testBackends())('GET /api/secci on $name', (backend) => {
  const t = useTestApp(backend);
  let car: { sku: string; productName: string; info: v.InferOutput<typeof financingPaymentInfoSchema> };
  let subscriptionSku: string;

  beforeAll(async () => {
    const financed = await firstShownCar(t.db, 2);
    const subscribed = await firstShownCar(t.db, 1);
    car = { ...financed, info: v.parse(financingPaymentInfoSchema, financed.paymentInfo) };
    subscriptionSku = subscribed.sku;
  });

  it.each(CELLS)(
    '%s: a PDF named secci-{type}-{sku}.pdf with the panel figures to the cent',
    async (_name, terms) => {
      const params = { ...DEFAULT_FINANCING_PARAMS, ...terms };
      const response = await t.app.request(secciUrl('/api', params, car.sku));
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/pdf');
      expect(response.headers.get('Content-Disposition')).toBe(
        `attachment; filename="secci-${params.type}-${car.sku}.pdf"`,
      );
      const text = await pdfText(response);
      // The panel's own figures, formatted as the panel prints them.
      const panel = computeFinancingOffer(car.info, params);
      if (!panel.ok) throw new Error('seeded cell missing');
      const { offer } = panel;
      const money = (value: number) => exampleMoney(value, params.currency);
      for (const figure of [
        money(offer.monthly),
        money(roundMoney(offer.monthly - offer.casco)),
        money(offer.downPayment),
        money(offer.financedValue),
        money(roundMoney(offer.downPayment + offer.financedValue)),
        money(offer.totalPayable),
        money(offer.analizaDosar),
        money(offer.casco),
        formatRate(offer.dae),
        formatRate(offer.daeTotal),
        ...(offer.residualValue === null ? [] : [money(offer.residualValue)]),
      ]) {
        expect(text).toContain(figure);
      }
      expect(text).toContain(`${params.months} rate lunare de ${money(offer.monthly)}`);
      expect(text).toContain(ro.creditAds.warning);
      expect(text).toContain(groupEntities.find((entity) => entity.key === 'leasing')?.legalName);
      expect(text).toContain(car.productName);
      expect(text).toContain('14 zile');
      expect(text).toContain(ro.secci.earlyRepayment);
      expect(text).toContain(ro.secci.latePayment);
      // Bundled CASCO unbundled (CCD II): the rate without it is labelled, and the note that an
      // equivalent policy from another insurer may be brought is printed (wrapped over lines).
      const flowing = text.replace(/\s+/g, ' ');
      expect(flowing).toContain(ro.secci.instalmentsWithoutCasco);
      expect(flowing).toContain(ro.secci.cascoText);
      expect(text).toContain(params.currency === 2 ? 'variabila' : 'fixa pe toata durata');
    },
  );

  it.each([
    ['a company', { person: 'juridica', type: 'leasing' }, 'person'],
    ['the subscription', { type: 'carSubscription', months: '12' }, 'type'],
  ] as const)(
    'refuses %s with a 422 naming the field (outside the directive)',
    async (_name, terms, field) => {
      const params = { ...DEFAULT_FINANCING_PARAMS, type: 'leasing' as const, upFront: 50 };
      const query = new URLSearchParams(new URL(secciUrl('http://x', params, car.sku)).search);
      for (const [key, value] of Object.entries(terms)) query.set(key, value);
      const response = await t.app.request(`/api/secci?${query}`);
      expect(response.status).toBe(422);
      const body = v.parse(apiErrorSchema, await response.json());
      expect(Object.keys(body.errors ?? {})).toContain(field);
    },
  );

  it('refuses a subscription car and bad terms with 422, an unknown car with 404', async () => {
    const subscriptionCar = await t.app.request(secciUrl('/api', DEFAULT_FINANCING_PARAMS, subscriptionSku));
    expect(subscriptionCar.status).toBe(422);
    const badMonths = await t.app.request(
      secciUrl('/api', { ...DEFAULT_FINANCING_PARAMS, months: 72 }, car.sku),
    );
    expect(badMonths.status).toBe(422);
    const unknown = await t.app.request(secciUrl('/api', DEFAULT_FINANCING_PARAMS, 'NO-SUCH-CAR'));
    expect(unknown.status).toBe(404);
    const garbage = await t.app.request('/api/secci?type=credit&months=x&sku=%00');
    expect(garbage.status).toBe(422);
  });
});
