/**
 * The build's batched car reads: GET /car-details answers up to 50 cars at once, each exactly what
 * GET /cars/{sku} answers. One read per car cost the embedded server 8.5 ms of CPU (most of it
 * parsing and serialising payment_info again); a batch passes payment_info through as text. A CMS
 * without this call (an outside one implementing only the spec's calls) answers 404, and from then on
 * this reads one car at a time. Kept out of client.ts so no island carries it.
 * The batch asks for financed cars' tables packed (`tables=packed`): the embedded CMS stores each
 * car's packFinancingInfo text, a third of the tables' JSON, and the page hands that very text to
 * its calculator. They are unpacked here and checked like any tables; a CMS that ignores the
 * parameter sends them whole, which reads the same.
 */
import * as v from 'valibot';
import { type CarDetail, carDetailSchema, MAX_CAR_DETAILS_PER_READ } from '../../domain/cms-schemas.ts';
import { unpackCarTables } from '../../domain/financing/payment-info-codec.ts';
import { cmsBase, type FetchLike, getCmsJson } from './client.ts';
import { fieldError, parseRecord } from './parse.ts';

/** The cars with these SKUs, parsed; null for a SKU the CMS does not know. */
export type CarsBySku = (skus: readonly string[]) => Promise<Map<string, CarDetail | null>>;

const carDetailsSchema = v.array(carDetailSchema);

/** Reads each car on its own: a CMS without the batched call. */
export const carByCar =
  (readOne: (sku: string) => Promise<CarDetail | null>): CarsBySku =>
  async (skus) =>
    new Map(await Promise.all(skus.map(async (sku) => [sku, await readOne(sku)] as const)));

export function createCarsBySku(
  baseUrl: string,
  fetchImpl: FetchLike,
  readOne: (sku: string) => Promise<CarDetail | null>,
): CarsBySku {
  const base = cmsBase(baseUrl);
  const oneByOne = carByCar(readOne);
  let batched = true;

  async function readBatch(skus: readonly string[]): Promise<Map<string, CarDetail | null> | null> {
    const query = skus.map(encodeURIComponent).join(',');
    const data = await getCmsJson(base, fetchImpl, `/car-details?skus=${query}&tables=packed`, true);
    if (data === null) return null;
    if (Array.isArray(data)) data.forEach(unpackTables);
    const found = new Map(parseRecord(carDetailsSchema, data, 'car').map((car) => [car.sku, car]));
    return new Map(skus.map((sku) => [sku, found.get(sku) ?? null]));
  }

  return async (skus) => {
    const chunks: string[][] = [];
    for (let start = 0; start < skus.length; start += MAX_CAR_DETAILS_PER_READ) {
      chunks.push(skus.slice(start, start + MAX_CAR_DETAILS_PER_READ));
    }
    const answers = new Map<string, CarDetail | null>();
    for (const chunk of chunks) {
      let answer = batched ? await readBatch(chunk) : null;
      if (answer === null) {
        batched = false;
        answer = await oneByOne(chunk);
      }
      for (const [sku, car] of answer) answers.set(sku, car);
    }
    return answers;
  };
}

/** In place: `car` is this read's own parse of the answer. */
function unpackTables(car: unknown): void {
  try {
    unpackCarTables(car);
  } catch (error) {
    throw fieldError(
      'car',
      car,
      'payment_info.packed',
      error instanceof Error ? error.message : String(error),
    );
  }
}
