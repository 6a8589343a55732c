import * as v from 'valibot';
import { countiesSchema, financingPaymentInfoSchema, staticPageSchema } from '../../domain/cms-schemas.ts';
import { parseRecord } from './parse.ts';

const carSchema = v.object({
  sku: v.string(),
  price: v.number(),
  payment_info: v.object({
    credit: v.record(v.string(), v.record(v.string(), v.object({ RON: v.number() }))),
  }),
});
const carList = v.array(carSchema);

const goodCar = { sku: 'B-1042', price: 100, payment_info: { credit: { '55': { '60': { RON: 12 } } } } };

describe('parseRecord', () => {
  it('returns the parsed output for a valid payload', () => {
    expect(parseRecord(carSchema, goodCar, 'car')).toEqual(goodCar);
  });

  it.each([
    {
      name: 'a wrong type deep in a record, named by sku',
      schema: carSchema,
      data: { ...goodCar, payment_info: { credit: { '55': { '60': { RON: 'abc' } } } } },
      what: 'car',
      expected:
        'CMS payload invalid: car "B-1042" field payment_info.credit.55.60.RON: Invalid type: Expected number but received "abc"',
    },
    {
      name: 'a broken item of a list, named by its own sku',
      schema: carList,
      data: [goodCar, { ...goodCar, sku: 'C-7', price: null }],
      what: 'car',
      expected: 'CMS payload invalid: car "C-7" field price: Invalid type: Expected number but received null',
    },
    {
      name: 'a list item without identity, named by position',
      schema: carList,
      data: [goodCar, { price: 5, payment_info: { credit: {} } }],
      what: 'car',
      expected: 'CMS payload invalid: car #1 field sku: Invalid key: Expected "sku" but received undefined',
    },
    {
      name: 'a static page named by slug',
      schema: staticPageSchema,
      data: { slug: 'impressum', name: 'Impressum' },
      what: 'static page',
      expected:
        'CMS payload invalid: static page "impressum" field content: Invalid key: Expected "content" but received undefined',
    },
    {
      name: 'a county named by numeric id',
      schema: countiesSchema,
      data: [{ id: 12, name: 'Cluj', delivery_price: -1 }],
      what: 'county',
      expected:
        'CMS payload invalid: county 12 field delivery_price: Invalid value: Expected >=0 but received -1',
    },
    {
      name: 'a payload of the wrong shape altogether',
      schema: carList,
      data: { error: 'oops' },
      what: 'car',
      expected: 'CMS payload invalid: car: Invalid type: Expected Array but received Object',
    },
  ])('names the record and field: $name', ({ schema, data, what, expected }) => {
    expect(() => parseRecord(schema, data, what)).toThrow(expected);
  });

  it('lists at most five problems and counts the rest', () => {
    const broken = Array.from({ length: 7 }, (_, index) => ({ sku: `X-${index}`, price: 'x' }));
    let message = '';
    try {
      parseRecord(v.array(v.object({ sku: v.string(), price: v.number() })), broken, 'car');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toHaveLength(6);
    expect(message).toContain('car "X-4" field price');
    expect(message).not.toContain('"X-5"');
    expect(message).toMatch(/\(2 more problems\)$/);
  });

  it('reports a wrong discriminant of the real financing schema by its path', () => {
    expect(() => parseRecord(financingPaymentInfoSchema, { kind: 'financing' }, 'payment info')).toThrow(
      /payment info field exchangeRate: Invalid key/,
    );
  });
});

describe('parseRecord beside the site forms', () => {
  it("keeps valibot's own wording when the forms' Romanian catch-all message is set", async () => {
    await import('../validation/field-errors.ts');
    expect(() =>
      parseRecord(countiesSchema, [{ id: 12, name: 'Cluj', delivery_price: -1 }], 'county'),
    ).toThrow(
      'CMS payload invalid: county 12 field delivery_price: Invalid value: Expected >=0 but received -1',
    );
  });
});
