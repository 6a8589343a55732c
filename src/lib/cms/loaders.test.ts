import type { CarSummary } from '../../domain/cms-schemas.ts';
import type { CmsClient } from './client.ts';
import { buildFetch, createLoaders } from './loaders.ts';

/** Listed cars in the API's order (reserved last), their categories interleaved. */
const LISTED = [
  { sku: 'AB-1', category_id: 1 },
  { sku: 'RL-2', category_id: 2 },
  { sku: 'PR-3', category_id: 3 },
  { sku: 'AB-4', category_id: 1 },
  { sku: 'PR-5', category_id: 3 },
] as CarSummary[];

/** A client whose every method counts its calls; `cars` and `car` answer per argument. */
function countingClient(failFaqsOnce = false) {
  const counts = new Map<string, number>();
  const count = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const counted = <T>(key: string, answer: T): T => {
    count(key);
    return answer;
  };
  let faqsFailed = false;
  const client: CmsClient = {
    sliders: async () => counted('sliders', []),
    testimonials: async () => counted('testimonials', []),
    faqs: async () => {
      count('faqs');
      if (failFaqsOnce && !faqsFailed) {
        faqsFailed = true;
        throw new Error('CMS down');
      }
      return [];
    },
    filters: async () => {
      count('filters');
      return {
        manufacturers: [],
        transmissions: [],
        fuel: [],
        locations: [],
        pollution_norms: [],
        tractions: [],
        colors: [],
        car_bodies: [],
      };
    },
    cars: async (query) =>
      counted(
        `cars:${query.categories_ids.join(',')}`,
        LISTED.filter(
          (car) => query.categories_ids.length === 0 || query.categories_ids.includes(car.category_id),
        ),
      ),
    car: async (sku) => counted(`car:${sku}`, null),
    carFacts: async (sku) => counted(`carFacts:${sku}`, null),
    counties: async () => counted('counties', []),
    cities: async (id) => counted(`cities:${id}`, []),
    staticPage: async (slug) => counted(`page:${slug}`, { slug, name: slug, content: '' }),
    settings: async (day) => counted(`settings:${day}`, { offers_valid_until: day }),
  };
  return { client, counts };
}

describe('createLoaders', () => {
  it('fetches each list once per build however many pages ask', async () => {
    const { client, counts } = countingClient();
    const loaders = createLoaders(() => client, { memoise: true });
    await Promise.all(Array.from({ length: 50 }, () => loaders.filters()));
    await loaders.cars({ categories_ids: [2, 3] });
    await loaders.cars({ categories_ids: [2, 3] });
    await loaders.cars({ categories_ids: [1] });
    await loaders.cars({ categories_ids: [] });
    await loaders.staticPage('impressum');
    await loaders.staticPage('impressum');
    await loaders.cities(4);
    await loaders.cities(5);
    expect(Object.fromEntries(counts)).toEqual({
      filters: 1,
      // Every category set is cut from one read of every listed car.
      'cars:': 1,
      'page:impressum': 1,
      'cities:4': 1,
      'cities:5': 1,
    });
  });

  it('cuts a category list from the one list of every car, keeping the API order', async () => {
    const { client } = countingClient();
    const loaders = createLoaders(() => client, { memoise: true });
    const skus = async (categories_ids: number[]) =>
      (await loaders.cars({ categories_ids })).map((car) => car.sku);
    expect(await skus([2, 3])).toEqual(['RL-2', 'PR-3', 'PR-5']);
    expect(await skus([1])).toEqual(['AB-1', 'AB-4']);
    expect(await skus([])).toEqual(['AB-1', 'RL-2', 'PR-3', 'AB-4', 'PR-5']);
  });

  it('asks the CMS itself for a list with a filter, and for a category under the dev server', async () => {
    const { client, counts } = countingClient();
    await createLoaders(() => client, { memoise: true }).cars({ categories_ids: [1], fuel_id: 2 });
    await createLoaders(() => client, { memoise: false }).cars({ categories_ids: [3] });
    expect(Object.fromEntries(counts)).toEqual({ 'cars:1': 1, 'cars:3': 1 });
  });

  it('reads car details every time (not kept in memory)', async () => {
    const { client, counts } = countingClient();
    const loaders = createLoaders(() => client, { memoise: true });
    await loaders.car('B-1');
    await loaders.car('B-1');
    expect(counts.get('car:B-1')).toBe(2);
  });

  it('does not memoise when told not to (dev server)', async () => {
    const { client, counts } = countingClient();
    const loaders = createLoaders(() => client, { memoise: false });
    await loaders.sliders();
    await loaders.sliders();
    expect(counts.get('sliders')).toBe(2);
  });

  it('retries a call that failed instead of replaying the failure', async () => {
    const { client, counts } = countingClient(true);
    const loaders = createLoaders(() => client, { memoise: true });
    await expect(loaders.faqs()).rejects.toThrow('CMS down');
    await expect(loaders.faqs()).resolves.toEqual([]);
    await loaders.faqs();
    expect(counts.get('faqs')).toBe(2);
  });

  it('creates the client lazily, once', async () => {
    const { client } = countingClient();
    const factory = vi.fn(() => client);
    const loaders = createLoaders(factory, { memoise: true });
    expect(factory).not.toHaveBeenCalled();
    await loaders.counties();
    await loaders.testimonials();
    expect(factory).toHaveBeenCalledTimes(1);
  });
});

describe('buildFetch', () => {
  function recording() {
    const calls: { url: string; headers: Headers }[] = [];
    const fetchImpl = async (url: string, init?: RequestInit) => {
      calls.push({ url, headers: new Headers(init?.headers) });
      return new Response('{}');
    };
    return { calls, fetchImpl };
  }

  it.each(['http://127.0.0.1:4321/api', 'http://localhost:4321/api', 'http://[::1]:4321/api'])(
    'asks a CMS on this machine (%s) for uncompressed answers, keeping the other headers',
    async (base) => {
      const { calls, fetchImpl } = recording();
      await buildFetch(base, fetchImpl)(`${base}/cars/B-1`, { headers: { accept: 'application/json' } });
      expect(calls[0]?.headers.get('accept-encoding')).toBe('identity');
      expect(calls[0]?.headers.get('accept')).toBe('application/json');
    },
  );

  it('leaves a remote CMS to negotiate compression', async () => {
    const { calls, fetchImpl } = recording();
    const fetchFor = buildFetch('https://cms.autoabonament.ro/api', fetchImpl);
    await fetchFor('https://cms.autoabonament.ro/api/cars/B-1', { headers: { accept: 'application/json' } });
    expect(calls[0]?.headers.has('accept-encoding')).toBe(false);
  });
});
