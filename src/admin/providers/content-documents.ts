/**
 * Content the admin API replaces whole (sliders, testimonials, FAQs) and the settings, as single
 * react-admin records with id "current": read from the admin routes (never cached, unlike the
 * public ones; the settings' include the server-only keys), written with PUT. The legal pages are
 * saved with PUT per slug.
 */
import type { RaRecord } from 'react-admin';
import { callApi } from './http.ts';

export const CURRENT = 'current';

const LISTS: Record<string, { read: string; write: string }> = {
  sliders: { read: '/admin/sliders', write: '/admin/sliders' },
  testimonials: { read: '/admin/testimonials', write: '/admin/testimonials' },
  faqs: { read: '/admin/faqs', write: '/admin/faqs' },
};

export const isDocument = (resource: string) => resource in LISTS || resource === 'settings';

/** The stored ids are positions the server assigns again on save; its strict bodies refuse them. */
export function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'id')
        .map(([key, item]) => [key, withoutIds(item)]),
    );
  }
  return value;
}

export async function readDocument(resource: string): Promise<RaRecord> {
  if (resource === 'settings') {
    const { json } = await callApi<Record<string, string>>('/admin/settings');
    return { ...json, id: CURRENT };
  }
  const list = LISTS[resource];
  if (!list) throw new Error(`not a document: ${resource}`);
  const { json } = await callApi<unknown[]>(list.read);
  return { id: CURRENT, items: json };
}

export async function writeDocument(
  resource: string,
  data: Record<string, unknown>,
  previous: Record<string, unknown>,
): Promise<RaRecord> {
  if (resource === 'settings') {
    // The changed values in one PATCH: one rebuild, and a refusal names each field by its key.
    const changes = Object.fromEntries(
      Object.entries(data).filter(([key, value]) => key !== 'id' && value !== previous[key]),
    );
    if (Object.keys(changes).length > 0) {
      await callApi('/admin/settings', { method: 'PATCH', body: JSON.stringify(changes) });
    }
    return readDocument(resource);
  }
  const list = LISTS[resource];
  if (!list) throw new Error(`not a document: ${resource}`);
  // The answer is the list as stored (HTML sanitized); the public read could still be the cached one.
  const { json } = await callApi<unknown[]>(list.write, {
    method: 'PUT',
    body: JSON.stringify(withoutIds(data.items ?? [])),
  });
  return { id: CURRENT, items: json };
}

export async function saveStaticPage(slug: string, data: Record<string, unknown>): Promise<RaRecord> {
  await callApi(`/admin/static-pages/${encodeURIComponent(slug)}`, {
    method: 'PUT',
    body: JSON.stringify({ name: data.name, content: data.content }),
  });
  return (await callApi<RaRecord>(`/admin/static-pages/${encodeURIComponent(slug)}`)).json;
}
