/**
 * Test-only: a local HTTP server answering the few Stripe API endpoints the adapter calls, with
 * bodies shaped like Stripe's documented objects (PaymentIntent, Refund, error). Like Stripe, a
 * request repeating an Idempotency-Key answers the first response. The SDK is pointed at it with
 * its `host`, `port` and `protocol` options, so the tests run without network. Tests move a
 * payment along with `setIntent` (what the shopper's card and Stripe would do).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type StripeObject = Record<string, unknown>;

export interface FakeStripe {
  api: { host: string; port: number; protocol: 'http' };
  intents: Map<string, StripeObject>;
  refunds: StripeObject[];
  /** Every request as received: method, path, Idempotency-Key and form fields. */
  requests: Array<{
    method: string;
    path: string;
    idempotencyKey: string | undefined;
    form: URLSearchParams;
  }>;
  setIntent(id: string, patch: StripeObject): void;
  /** The next `count` calls answer 500 (a provider outage). */
  failNext(count: number): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, StripeObject>();
  const refunds: StripeObject[] = [];
  const requests: FakeStripe['requests'] = [];
  const answered = new Map<string, { status: number; body: StripeObject }>();
  let failures = 0;
  let serial = 0;
  const nextId = (prefix: string) => `${prefix}_fake${String(++serial).padStart(6, '0')}`;
  const notFound = (id: string) => ({
    status: 404,
    body: {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` },
    },
  });

  function handle(
    method: string,
    path: string,
    form: URLSearchParams,
  ): { status: number; body: StripeObject } {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = nextId('pi');
      const intent: StripeObject = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake`,
        last_payment_error: null,
        livemode: false,
        metadata: {
          order_uuid: form.get('metadata[order_uuid]'),
          payment_id: form.get('metadata[payment_id]'),
        },
        created: Math.floor(Date.now() / 1000),
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (intentPath) {
      const id = decodeURIComponent(intentPath[1] ?? '');
      const intent = intents.get(id);
      if (!intent) return notFound(id);
      if (intentPath[2] && method === 'POST') {
        if (intent.status === 'succeeded' || intent.status === 'processing') {
          return {
            status: 400,
            body: {
              error: {
                type: 'invalid_request_error',
                code: 'payment_intent_unexpected_state',
                message: `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`,
              },
            },
          };
        }
        intent.status = 'canceled';
      }
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const ref = form.get('payment_intent') ?? '';
      const intent = intents.get(ref);
      if (!intent) return notFound(ref);
      const refund: StripeObject = {
        id: nextId('re'),
        object: 'refund',
        amount: Number(form.get('amount') ?? intent.amount),
        currency: intent.currency,
        payment_intent: ref,
        status: 'succeeded',
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
      },
    };
  }

  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://localhost');
    const form = new URLSearchParams(method === 'GET' ? url.search : body);
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    requests.push({ method, path: url.pathname, idempotencyKey, form });
    let answer: { status: number; body: StripeObject };
    if (failures > 0) {
      failures -= 1;
      answer = { status: 500, body: { error: { type: 'api_error', message: 'fake outage' } } };
    } else if (idempotencyKey && answered.has(idempotencyKey)) {
      answer = answered.get(idempotencyKey) as { status: number; body: StripeObject };
    } else {
      answer = handle(method, url.pathname, form);
      if (idempotencyKey && method === 'POST') answered.set(idempotencyKey, answer);
    }
    response.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': `req_${serial}` });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    intents,
    refunds,
    requests,
    setIntent(id, patch) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no fake intent ${id}`);
      Object.assign(intent, patch);
    },
    failNext(count) {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Stripe event object around a PaymentIntent, as Stripe posts it to the webhook. */
export function intentEvent(
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'payment_intent.created',
  intent: StripeObject,
  id: string,
): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: intent },
  });
}
