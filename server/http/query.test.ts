import { Hono } from 'hono';
import * as v from 'valibot';
import { apiErrorSchema } from '../../src/domain/cms-schemas.ts';
import { MAX_ID } from '../../src/lib/validation/rules.ts';
import { createErrorHandler } from './errors.ts';
import { idList, idParam, optionalIds, parseAll } from './query.ts';

const app = new Hono();
app.onError(
  createErrorHandler((_message, error) => {
    throw error;
  }),
);
app.get('/list', (c) => c.json({ ids: idList(c, 'categories_ids') ?? null }));
app.get('/item/:id', (c) => c.json({ id: idParam(c, 'id') }));
app.get('/filters', (c) => c.json(optionalIds(c, ['fuel_id', 'color_id'])));
app.get('/both', (c) =>
  c.json(parseAll({ ids: () => idList(c, 'categories_ids'), filters: () => optionalIds(c, ['fuel_id']) })),
);

async function get(url: string) {
  const response = await app.request(url);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('idList', () => {
  it.each([
    ['/list', null],
    ['/list?categories_ids=', null],
    ['/list?categories_ids=2', [2]],
    ['/list?categories_ids[]=1&categories_ids[]=3', [1, 3]],
    ['/list?categories_ids%5B%5D=1&categories_ids%5B%5D=2', [1, 2]],
    ['/list?categories_ids[0]=3&categories_ids[1]=1', [3, 1]],
    ['/list?categories_ids=1&categories_ids=2', [1, 2]],
    ['/list?categories_ids=1,2,3', [1, 2, 3]],
    ['/list?categories_ids=1,%202,', [1, 2]],
    ['/list?categories_ids=2,2', [2]],
  ])('%s → %o', async (url, expected) => {
    expect(await get(url)).toEqual({ status: 200, body: { ids: expected } });
  });

  it.each([
    '/list?categories_ids=abc',
    '/list?categories_ids=1,x',
    '/list?categories_ids[]=1.5',
    '/list?categories_ids=-1',
    '/list?categories_ids=0',
    `/list?categories_ids=${MAX_ID + 1}`,
    '/list?categories_ids=99999999999999999999',
    '/list?categories_ids=1e3',
  ])('%s → 422 naming categories_ids', async (url) => {
    const { status, body } = await get(url);
    expect(status).toBe(422);
    expect(v.parse(apiErrorSchema, body).errors).toHaveProperty('categories_ids');
  });
});

describe('idParam', () => {
  it.each([
    ['/item/7', 200],
    [`/item/${MAX_ID}`, 200],
    [`/item/${MAX_ID + 1}`, 422],
    ['/item/abc', 422],
    ['/item/0x10', 422],
    ['/item/%F0%9F%9A%97', 422],
  ])('%s → %i', async (url, status) => {
    expect((await get(url)).status).toBe(status);
  });
});

describe('optionalIds and parseAll', () => {
  it('keeps given filters and leaves out absent or empty ones', async () => {
    expect(await get('/filters?fuel_id=3&color_id=')).toEqual({ status: 200, body: { fuel_id: 3 } });
  });

  it('names every invalid field at once', async () => {
    const { status, body } = await get('/filters?fuel_id=x&color_id=-2');
    expect(status).toBe(422);
    expect(Object.keys(v.parse(apiErrorSchema, body).errors ?? {})).toEqual(['fuel_id', 'color_id']);
  });

  it('merges errors from several readers', async () => {
    const { status, body } = await get('/both?categories_ids=abc&fuel_id=1.5');
    expect(status).toBe(422);
    expect(Object.keys(v.parse(apiErrorSchema, body).errors ?? {})).toEqual(['categories_ids', 'fuel_id']);
  });
});
