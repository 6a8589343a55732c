/**
 * The list's order and monthly rates (issue 37) on the API: GET /cars?sort= orders as the browser's
 * comparator does (car-sort.ts), refuses other values with the shared rule's message, and every
 * car carries the lowest default monthly rate the car page's panels show for it.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { CAR_SORTS, type CarSort, sortCars } from '../../../src/domain/catalog/car-sort.ts';
import {
  apiErrorSchema,
  type CarSummary,
  carListSchema,
  paymentInfoSchema,
} from '../../../src/domain/cms-schemas.ts';
import { computeFinancingOffer } from '../../../src/domain/financing/financing-offer.ts';
import {
  DEFAULT_FINANCING_PARAMS,
  DEFAULT_SUBSCRIPTION_PARAMS,
  withPerson,
  withType,
} from '../../../src/domain/financing/financing-params.ts';
import { subscriptionMonthlyPrice } from '../../../src/domain/financing/subscription-offer.ts';
import { roundMoney } from '../../../src/domain/money.ts';
import type { Person } from '../../../src/domain/order/order-terms.ts';
import { fillMissingListRates } from '../../db/list-rates.ts';
import { cars } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { ADMIN_TOKEN, adminRequest } from '../admin/admin.fixture.ts';

const SORT_MESSAGE = 'Parametrul sort accepta doar: price_asc, price_desc, rate_asc, year_desc, km_asc.';

/**
 * What the car page's panels show first for a person, in lei, written the way a visitor reaches it:
 * the subscription panel opens on 12 months and 1 000 km; the financing panel opens on credit and
 * moves to leasing when the visitor picks leasing (a company has only leasing). The lowest of those.
 */
function panelRate(tables: unknown, person: Person): number | null {
  const info = v.parse(paymentInfoSchema, tables);
  if (info.kind === 'subscription') {
    const price = subscriptionMonthlyPrice(info, {
      person,
      months: DEFAULT_SUBSCRIPTION_PARAMS.months,
      range: 1000,
    });
    return price.ok ? roundMoney(price.monthly * info.exchangeRate) : null;
  }
  // A company cannot take the credit (its choice is disabled): it sees leasing only.
  const leasing = withPerson(withType(DEFAULT_FINANCING_PARAMS, 'leasing'), person);
  const shown = (person === 1 ? [DEFAULT_FINANCING_PARAMS, leasing] : [leasing])
    .map((terms) => computeFinancingOffer(info, terms))
    .flatMap((result) => (result.ok ? [result.offer.monthly] : []));
  return shown.length === 0 ? null : Math.min(...shown);
}

describe.each(testBackends())('list order and rates on $name', (backend) => {
  const t = useTestApp(backend, { adminToken: ADMIN_TOKEN });
  let all: CarSummary[];

  beforeAll(async () => {
    const { status, body } = await t.request('/api/cars');
    expect(status).toBe(200);
    all = v.parse(carListSchema, body);
  });

  describe('monthly_rate_ron', () => {
    it('is, for every seeded car and both persons, the rate its car page panel shows', async () => {
      const rows = await t.db
        .select({
          sku: cars.sku,
          tables: cars.paymentInfo,
          individual: cars.rateIndividualRon,
          company: cars.rateCompanyRon,
        })
        .from(cars);
      expect(rows.length).toBeGreaterThan(20);
      const mismatches = rows.filter(
        (row) => row.individual !== panelRate(row.tables, 1) || row.company !== panelRate(row.tables, 2),
      );
      expect(mismatches.map((row) => row.sku)).toEqual([]);
      // Every seeded car has both: none would silently drop out of a budget.
      expect(rows.filter((row) => row.individual === null || row.company === null)).toEqual([]);
    });

    it('is in the list as stored, for each listed car', async () => {
      const rows = await t.db
        .select({ sku: cars.sku, individual: cars.rateIndividualRon, company: cars.rateCompanyRon })
        .from(cars);
      const stored = new Map(
        rows.map((row) => [row.sku, { individual: row.individual, company: row.company }]),
      );
      for (const car of all) expect(car.monthly_rate_ron).toEqual(stored.get(car.sku));
    });

    it('is filled at start for cars written without it, from their own tables', async () => {
      const [car] = all;
      if (!car) throw new Error('no listed car');
      await t.db
        .update(cars)
        .set({ rateIndividualRon: null, rateCompanyRon: null })
        .where(eq(cars.sku, car.sku));
      expect(await fillMissingListRates(t.db)).toBe(1);
      const [row] = await t.db
        .select({ individual: cars.rateIndividualRon, company: cars.rateCompanyRon })
        .from(cars)
        .where(eq(cars.sku, car.sku));
      expect(row).toEqual(car.monthly_rate_ron);
      expect(await fillMissingListRates(t.db)).toBe(0);
    });

    it('follows a new price written by the back office', async () => {
      const car = all.find((one) => one.category_id === 2);
      if (!car) throw new Error('no financed car');
      const { status } = await adminRequest(t, 'PATCH', `/api/admin/cars/${car.sku}`, {
        initial_price: Math.round(car.initial_price * 0.7),
        reduced_price: null,
      });
      expect(status).toBe(200);
      const [row] = await t.db
        .select({
          tables: cars.paymentInfo,
          individual: cars.rateIndividualRon,
          company: cars.rateCompanyRon,
        })
        .from(cars)
        .where(eq(cars.sku, car.sku));
      expect(row?.individual).toBe(panelRate(row?.tables, 1));
      expect(row?.company).toBe(panelRate(row?.tables, 2));
      expect(row?.individual).toBeLessThan(car.monthly_rate_ron.individual ?? 0);
    });
  });

  describe('GET /api/cars?sort=', () => {
    /** Today's list as it is now (a test above changed a price). */
    const todays = async () => v.parse(carListSchema, (await t.request('/api/cars')).body);

    it.each(CAR_SORTS)('%s orders the cars as the list in the browser does', async (sort: CarSort) => {
      const unsorted = await todays();
      const { status, body } = await t.request(`/api/cars?sort=${sort}`);
      expect(status).toBe(200);
      const sorted = v.parse(carListSchema, body);
      expect(sorted.map((car) => car.sku)).toEqual(sortCars(unsorted, sort, 1).map((car) => car.sku));
    });

    it('orders within the filters and categories', async () => {
      const { body } = await t.request('/api/cars?categories_ids=2,3&sort=price_desc');
      const sorted = v.parse(carListSchema, body);
      const financed = (await todays()).filter((car) => car.category_id !== 1);
      expect(sorted.map((car) => car.sku)).toEqual(sortCars(financed, 'price_desc').map((car) => car.sku));
      const prices = sorted.map((car) => car.reduced_price ?? car.initial_price);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    });

    it('without a value keeps today’s order', async () => {
      for (const query of ['', '?sort=', '?sort=%20']) {
        const { body } = await t.request(`/api/cars${query}`);
        expect((body as CarSummary[]).map((car) => car.sku)).toEqual((await todays()).map((car) => car.sku));
      }
    });

    it.each([
      ['price'],
      ['PRICE_ASC'],
      ['rate_desc'],
      ['recommended'],
      ['price_asc&sort=km_asc'],
      ['x'.repeat(5000)],
    ])('a bad sort (%#) → 422 with the rule’s message', async (value) => {
      const { status, body } = await t.request(`/api/cars?sort=${value}`);
      expect(status).toBe(422);
      expect(v.parse(apiErrorSchema, body).errors).toEqual({ sort: SORT_MESSAGE });
    });

    it('reports a bad sort together with a bad filter', async () => {
      const { status, body } = await t.request('/api/cars?sort=cheap&fuel_id=abc');
      expect(status).toBe(422);
      expect(Object.keys(v.parse(apiErrorSchema, body).errors ?? {}).sort()).toEqual(['fuel_id', 'sort']);
    });
  });
});
