import { MAX_CAR_DETAILS_PER_READ } from '../../domain/cms-schemas.ts';
import {
  financingPaymentInfo,
  subscriptionPaymentInfo,
} from '../../domain/financing/payment-info-builder.ts';
import { packFinancingInfo } from '../../domain/financing/payment-info-codec.ts';
import { carDetailFixture } from '../../features/catalog/car.fixture.ts';
import { createCarsBySku } from './car-details.ts';
import type { FetchLike } from './client.ts';

const BASE = 'http://cms.test/api/';
const car = (sku: string) => carDetailFixture(subscriptionPaymentInfo(21_000, 4.97), { sku });

/** A CMS holding cars `S-0` … `S-{count-1}`, with or without the batched call. */
function cms(count: number, { batched }: { batched: boolean }) {
  const asked: string[] = [];
  const known = new Set(Array.from({ length: count }, (_, n) => `S-${n}`));
  const fetchImpl: FetchLike = async (url) => {
    const { pathname, searchParams } = new URL(url);
    asked.push(pathname);
    if (batched && pathname === '/api/car-details') {
      const skus = (searchParams.get('skus') ?? '').split(',');
      return Response.json(skus.filter((sku) => known.has(sku)).map(car));
    }
    return new Response('{}', { status: 404 });
  };
  const readOne = vi.fn(async (sku: string) => (known.has(sku) ? car(sku) : null));
  return { fetchImpl, asked, readOne };
}

describe('createCarsBySku', () => {
  it(`reads ${MAX_CAR_DETAILS_PER_READ} cars per request and answers null for an unknown SKU`, async () => {
    const { fetchImpl, asked, readOne } = cms(120, { batched: true });
    const skus = [...Array.from({ length: 120 }, (_, n) => `S-${n}`), 'NO-SUCH-CAR'];
    const answers = await createCarsBySku(BASE, fetchImpl, readOne)(skus);
    expect(asked).toEqual(['/api/car-details', '/api/car-details', '/api/car-details']);
    expect([...answers.keys()]).toEqual(skus);
    expect(answers.get('S-119')?.sku).toBe('S-119');
    expect(answers.get('NO-SUCH-CAR')).toBeNull();
    expect(readOne).not.toHaveBeenCalled();
  });

  it('reads one car at a time from a CMS without the batched call, and stops asking for it', async () => {
    const { fetchImpl, asked, readOne } = cms(3, { batched: false });
    const read = createCarsBySku(BASE, fetchImpl, readOne);
    const first = await read(['S-0', 'S-1']);
    const second = await read(['S-2', 'NO-SUCH-CAR']);
    expect(first.get('S-1')?.sku).toBe('S-1');
    expect(second.get('S-2')?.sku).toBe('S-2');
    expect(second.get('NO-SUCH-CAR')).toBeNull();
    expect(asked).toEqual(['/api/car-details']);
    expect(readOne).toHaveBeenCalledTimes(4);
  });

  it('fails on a broken car naming the car and the field', async () => {
    const broken = { ...car('S-7'), price: 'abc' };
    const fetchImpl: FetchLike = async () => Response.json([broken]);
    await expect(createCarsBySku(BASE, fetchImpl, async () => null)(['S-7'])).rejects.toThrow(
      /CMS payload invalid: car "S-7" field price:/,
    );
  });

  describe('packed tables', () => {
    const tables = financingPaymentInfo(24_500, 4.97);
    const text = packFinancingInfo(tables);
    packFinancingInfo(financingPaymentInfo(99_999, 5.5));
    const financed = (sku: string, payment_info: unknown) => ({
      ...carDetailFixture(tables, { sku }),
      payment_info,
    });
    const answering = (items: unknown[]) => {
      const asked: string[] = [];
      const fetchImpl: FetchLike = async (url) => {
        asked.push(new URL(url).search);
        return Response.json(items);
      };
      return { asked, read: createCarsBySku(BASE, fetchImpl, async () => null) };
    };

    it('asks for them, unpacks them to the tables, and the page hands on the same text', async () => {
      const { asked, read } = answering([
        financed('F-1', { kind: 'financing', packed: text }),
        financed('F-2', tables),
      ]);
      const answers = await read(['F-1', 'F-2']);
      expect(asked).toEqual(['?skus=F-1,F-2&tables=packed']);
      const unpacked = answers.get('F-1')?.payment_info;
      expect(unpacked).toStrictEqual(tables);
      expect(answers.get('F-2')?.payment_info).toStrictEqual(tables);
      if (unpacked?.kind !== 'financing') throw new Error('expected financing tables');
      expect(packFinancingInfo(unpacked)).toBe(text);
    });

    it('fails on a packing it cannot read, naming the car and the field', async () => {
      const { read } = answering([financed('F-3', { kind: 'financing', packed: '[0,1]' })]);
      await expect(read(['F-3'])).rejects.toThrow(
        'CMS payload invalid: car "F-3" field payment_info.packed: not tables packed in format 1',
      );
    });

    it('checks the unpacked tables like whole ones, naming the cell', async () => {
      const broken = text.replace(/^(\[1,[^[]*\[\[\d+,)[\d.]+/, '$1-5');
      expect(broken).not.toBe(text);
      const { read } = answering([financed('F-4', { kind: 'financing', packed: broken })]);
      await expect(read(['F-4'])).rejects.toThrow(
        /car "F-4" field payment_info\.credit\.\d+\.downpayment\.RON:/,
      );
    });

    it('names a cell whose text lacks a required figure', async () => {
      // The first credit cell's DAE (its 10th element) is null.
      const broken = text.replace(
        /^(\[1,[^[]*\[\[\d+(?:,[\d.]+){4},\[\[\d+(?:,[\d.]+){8}),[\d.]+/,
        '$1,null',
      );
      expect(broken).not.toBe(text);
      const { read } = answering([financed('F-5', { kind: 'financing', packed: broken })]);
      await expect(read(['F-5'])).rejects.toThrow(
        /car "F-5" field payment_info\.credit\.\d+\.monthlyPayment\.\d+\.DAE: Invalid type: Expected number but received null/,
      );
    });
  });
});
