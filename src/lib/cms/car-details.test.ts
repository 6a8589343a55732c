import { MAX_CAR_DETAILS_PER_READ } from '../../domain/cms-schemas.ts';
import { subscriptionPaymentInfo } from '../../domain/financing/payment-info-builder.ts';
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
});
