/** A fake CMS API for the checkout's component tests: answers by method and path, records calls. */
import { vi } from 'vitest';

export interface FakeCall {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

export type FakeRoute = (call: FakeCall) => Response | Promise<Response>;

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Routes are matched on "METHOD /path?query" (the /api prefix removed), first match wins. */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = String(input).replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    const call = { method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : null };
    calls.push(call);
    const key = Object.keys(routes).find((pattern) => `${method} ${url}`.startsWith(pattern));
    const route = key ? routes[key] : undefined;
    return route ? route(call) : json({ message: 'not found' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    fetch,
    callsTo: (prefix: string) => calls.filter((c) => `${c.method} ${c.url}`.startsWith(prefix)),
  };
}
