/**
 * react-admin's data provider over the admin API (/api/admin/*), one adapter per resource: the
 * server pages, filters and sorts the car list; content lists are whole documents (see
 * content-resources.ts). Writes send only the fields that changed.
 */
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { isDocument, readDocument, saveStaticPage, writeDocument } from './content-documents.ts';
import { callApi, totalOf } from './http.ts';

/** The fields of `data` that differ from `previous` (a PATCH carries only what the editor changed). */
export function changedFields(data: Record<string, unknown>, previous: Record<string, unknown>) {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (JSON.stringify(value) !== JSON.stringify(previous[key])) changes[key] = value;
  }
  return changes;
}

/** Fields the server computes or that name the record; never sent back. */
const READ_ONLY = new Set(['id', 'sku', 'price']);
const CAR_MEDIA_FIELDS = ['profile_photo', 'gallery', 'equipment_list_pdf', 'maintenance_history_pdf'];
const writable = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !READ_ONLY.has(key)));

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  ).toString();

/** Resources whose API path differs from their name: the desk's leads live under /admin/leads/. */
const API_PATHS: Record<string, string> = {
  'stock-alerts': 'leads/stock-alerts',
  viewings: 'leads/viewings',
  'contact-messages': 'leads/contact',
  'other-credit': 'leads/other-credit',
  subscribers: 'leads/subscribers',
};

const path = (resource: string, id?: Identifier) =>
  `/admin/${API_PATHS[resource] ?? resource}${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}`;

export const dataProvider: DataProvider = {
  async getList(resource, params) {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const filter = params.filter as Record<string, string | number | undefined>;
    const search = query({
      page,
      per_page: perPage,
      sort: params.sort?.field,
      order: params.sort?.order,
      ...filter,
    });
    const { json, headers } = await callApi<RaRecord[]>(`${path(resource)}?${search}`);
    return { data: json as never[], total: totalOf(headers, json.length) };
  },
  async getOne(resource, params) {
    if (isDocument(resource)) return { data: (await readDocument(resource)) as never };
    const { json } = await callApi<RaRecord>(path(resource, params.id));
    return { data: json as never };
  },
  async getMany(resource, params) {
    const data = await Promise.all(
      params.ids.map(async (id) => (await callApi<RaRecord>(path(resource, id))).json),
    );
    return { data: data as never[] };
  },
  async getManyReference(resource, params) {
    return this.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
  },
  async update(resource, params) {
    if (isDocument(resource)) {
      return { data: (await writeDocument(resource, params.data, params.previousData ?? {})) as never };
    }
    if (resource === 'static-pages') {
      return { data: (await saveStaticPage(String(params.id), params.data)) as never };
    }
    const changes = writable(changedFields(params.data, params.previousData ?? {}));
    // A car's photos and PDFs are saved by their own routes as the editor acts (CarMedia.tsx): a
    // form opened before would otherwise send the photos it was loaded with back.
    if (resource === 'cars') for (const field of CAR_MEDIA_FIELDS) delete changes[field];
    if (Object.keys(changes).length > 0) {
      await callApi(path(resource, params.id), { method: 'PATCH', body: JSON.stringify(changes) });
    }
    return this.getOne(resource, { id: params.id });
  },
  async updateMany(resource, params) {
    await Promise.all(
      params.ids.map((id) =>
        callApi(path(resource, id), { method: 'PATCH', body: JSON.stringify(writable(params.data)) }),
      ),
    );
    return { data: params.ids };
  },
  async create(resource, params) {
    const { id: _id, price: _price, ...body } = params.data as Record<string, unknown>;
    const { json } = await callApi<RaRecord & { sku?: string }>(path(resource), {
      method: 'POST',
      body: JSON.stringify(body),
    });
    const id = json.sku ?? json.id;
    return this.getOne(resource, { id });
  },
  async delete(resource, params) {
    await callApi(path(resource, params.id), { method: 'DELETE' });
    return { data: params.previousData as never };
  },
  async deleteMany(resource, params) {
    await Promise.all(params.ids.map((id) => callApi(path(resource, id), { method: 'DELETE' })));
    return { data: params.ids };
  },
};

/** The car form's choices: every lookup's rows, and models with their manufacturer. */
export async function fetchLookups(): Promise<
  Record<string, { id: number; name: string; manufacturer_id?: number }[]>
> {
  return (await callApi<Record<string, { id: number; name: string }[]>>('/admin/lookups')).json;
}
