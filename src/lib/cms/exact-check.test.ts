import * as v from 'valibot';
import {
  carDetailSchema,
  carListSchema,
  countiesSchema,
  paymentInfoSchema,
  settingsSchema,
} from '../../domain/cms-schemas.ts';
import {
  financingPaymentInfo,
  subscriptionPaymentInfo,
} from '../../domain/financing/payment-info-builder.ts';
import { carDetailFixture, carFixture } from '../../features/catalog/car.fixture.ts';
import { exactCheck } from './exact-check.ts';

/** What the check may answer: `true` only where valibot accepts the value and gives it back equal. */
function expectSound(schema: v.GenericSchema, value: unknown): boolean {
  const fast = exactCheck(schema)(value);
  if (fast) {
    const result = v.safeParse(schema, value);
    expect(result.issues).toBeUndefined();
    expect(result.output).toEqual(value);
  }
  return fast;
}

/** A JSON round trip: what a build reads from the CMS (no undefined, no shared objects). */
const ROUNDS = 1500;

const asRead = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const financingCar = asRead(carDetailFixture(financingPaymentInfo(24_000, 5)));
const subscriptionCar = asRead(
  carDetailFixture(subscriptionPaymentInfo(450, 5), {
    category_id: 1,
    sku: 'AB-2001',
    promo_messages: [
      { kind: 'first_month_discount', name: 'Prima luna -50%', percent: 50 },
      { kind: 'free_delivery', name: 'Livrare gratuita' },
    ],
  }),
);

describe('exactCheck', () => {
  it('takes the payloads a build reads as they are (the fast path is the usual one)', () => {
    expect(expectSound(carDetailSchema, financingCar)).toBe(true);
    expect(expectSound(carDetailSchema, subscriptionCar)).toBe(true);
    expect(expectSound(carListSchema, asRead([carFixture(), carFixture({ sku: 'CJ-1002', id: 2 })]))).toBe(
      true,
    );
    expect(expectSound(countiesSchema, [{ id: 1, name: 'Cluj', delivery_price: 150 }])).toBe(true);
    expect(expectSound(settingsSchema('2026-11-27'), { offers_valid_until: '2026-12-31' })).toBe(true);
  });

  it.each([
    ['an unknown key, which valibot leaves out', (car: Record<string, unknown>) => ({ ...car, extra: 1 })],
    ['a missing key', ({ doors: _doors, ...car }: Record<string, unknown>) => car],
    ['a number as text', (car: Record<string, unknown>) => ({ ...car, km_no: '12000' })],
    ['a negative price', (car: Record<string, unknown>) => ({ ...car, price: -1 })],
    ['a fractional km count', (car: Record<string, unknown>) => ({ ...car, km_no: 1.5 })],
    ['an unknown category', (car: Record<string, unknown>) => ({ ...car, category_id: 9 })],
    ['a malformed date', (car: Record<string, unknown>) => ({ ...car, availability_date: '2026-13-45' })],
    ['a lower-case SKU', (car: Record<string, unknown>) => ({ ...car, sku: 'ab-1' })],
    ['null tables', (car: Record<string, unknown>) => ({ ...car, payment_info: null })],
    [
      'a promotion without a kind',
      (car: Record<string, unknown>) => ({ ...car, promo_messages: [{ name: 'Anvelope de iarna incluse' }] }),
    ],
    [
      'a first-month discount without its percent',
      (car: Record<string, unknown>) => ({
        ...car,
        promo_messages: [{ kind: 'first_month_discount', name: 'Prima luna' }],
      }),
    ],
    [
      'tables of no known kind',
      (car: Record<string, unknown>) => ({ ...car, payment_info: { kind: 'lease' } }),
    ],
  ])('leaves %s to valibot', (_name, mutate) => {
    const broken = mutate(financingCar as unknown as Record<string, unknown>);
    expect(exactCheck(carDetailSchema)(broken)).toBe(false);
  });

  it('leaves a record key valibot drops (__proto__) or refuses (months as words) to valibot', () => {
    const tables = asRead(financingPaymentInfo(24_000, 5));
    const credit = tables.credit as Record<string, unknown>;
    const withProto = JSON.parse(
      JSON.stringify(tables).replace('"credit":{', '"credit":{"__proto__":{"x":1},'),
    ) as unknown;
    expect(Object.hasOwn((withProto as { credit: object }).credit, '__proto__')).toBe(true);
    expect(expectSound(paymentInfoSchema, withProto)).toBe(false);
    const [firstDownPayment] = Object.keys(credit);
    const entry = credit[firstDownPayment ?? ''] as { monthlyPayment: Record<string, unknown> };
    const renamed = { ...entry, monthlyPayment: { sixty: Object.values(entry.monthlyPayment)[0] } };
    expect(
      expectSound(paymentInfoSchema, { ...tables, credit: { ...credit, [firstDownPayment ?? '']: renamed } }),
    ).toBe(false);
  });

  it('answers for a number with bounds exactly as valibot does, edge values included', () => {
    const schemas = [
      v.pipe(v.number(), v.finite(), v.minValue(0)),
      v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24)),
      v.pipe(v.number(), v.minValue(-5), v.maxValue(5), v.minValue(0)),
      v.pipe(v.number()),
    ];
    const values = [0, -0, 1, 24, 25, 0.5, -1, -5, 5, Number.NaN, Infinity, -Infinity, 1e308, '1', null];
    for (const schema of schemas) {
      for (const value of values) {
        expect(exactCheck(schema)(value), `${String(value)}`).toBe(v.safeParse(schema, value).success);
      }
    }
  });

  it('leaves defaults and transformations to valibot, and only takes a value they give back unchanged', () => {
    const withDefault = v.object({ name: v.string(), count: v.optional(v.number(), 0) });
    expect(expectSound(withDefault, { name: 'a' })).toBe(false);
    expect(expectSound(withDefault, { name: 'a', count: 2 })).toBe(true);
    const optional = v.object({ name: v.string(), count: v.optional(v.number()) });
    expect(expectSound(optional, { name: 'a' })).toBe(true);
    const trimmed = v.object({ name: v.pipe(v.string(), v.trim()) });
    expect(expectSound(trimmed, { name: ' a ' })).toBe(false);
    expect(expectSound(trimmed, { name: 'a' })).toBe(true);
    const unknownKind = v.object({ tags: v.set(v.string()) });
    expect(expectSound(unknownKind, { tags: new Set(['a']) })).toBe(false);
    const list = v.array(v.string());
    expect(expectSound(list, ['a', 'b'])).toBe(true);
    expect(expectSound(list, Object.assign(['a'], { note: 'b' }))).toBe(false);
    // biome-ignore lint/suspicious/noSparseArray: a hole is what is checked
    expect(exactCheck(list)([, 'a'])).toBe(false);
  });

  it('never takes a value valibot refuses or changes, over many random edits of a real car', () => {
    // A seeded generator: the same edits on every run, so a failure can be replayed.
    let seed = 20261127;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const replacements: unknown[] = [null, -1, 0, 1.5, 'text', '', [], {}, true, Number.NaN, '2026-01-01'];
    let taken = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const car = asRead(random() < 0.5 ? financingCar : subscriptionCar) as unknown as Record<
        string,
        unknown
      >;
      // Walk down a random path and replace, delete or add a key there.
      let node: Record<string, unknown> = car;
      for (let depth = 0; depth < 6; depth++) {
        const keys = Object.keys(node);
        const key = keys[Math.floor(random() * keys.length)];
        const next = key === undefined ? undefined : node[key];
        if (key === undefined || typeof next !== 'object' || next === null || random() < 0.25) {
          const edit = random();
          if (key !== undefined && edit < 0.45)
            node[key] = replacements[Math.floor(random() * replacements.length)];
          else if (key !== undefined && edit < 0.7) delete node[key];
          else node[`k${Math.floor(random() * 100)}`] = 1;
          break;
        }
        node = next as Record<string, unknown>;
      }
      if (expectSound(carDetailSchema, car)) taken++;
    }
    // Some edits leave a valid car (an optional figure deleted, a number replaced by another).
    expect(taken).toBeLessThan(ROUNDS);
  });
});
