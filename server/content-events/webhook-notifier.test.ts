import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { contentEvents } from '../db/schema.ts';
import { signatureHeader, verifySignature } from '../rebuild/signature.ts';
import { createRebuildWebhook } from '../rebuild/webhook.ts';
import { openTestDatabase } from '../test/harness.ts';
import { contentChangesSince, lastContentEventId, recordContentEvent } from './content-events.ts';
import { createWebhookNotifier } from './webhook-notifier.ts';

const SECRET = 'notifier-secret';
const URL_ = 'http://shop.test/api/webhooks/rebuild';

interface Sent {
  url: string;
  body: string;
  signature: string | null;
}

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());
afterEach(() => vi.unstubAllGlobals());

/** Replaces fetch; `answer` decides each call's outcome (a status, or an error to throw). */
function fakeFetch(answer: (call: number) => number | Error) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    sent.push({ url, body: String(init.body), signature: headers.get(signatureHeader) });
    const outcome = answer(sent.length);
    if (outcome instanceof Error) throw outcome;
    return new Response(null, { status: outcome });
  });
  return sent;
}

function notifierWith(retryDelaysMs: number[]) {
  const logs: string[] = [];
  const notifier = createWebhookNotifier({
    db: handle.db,
    url: () => URL_,
    secret: SECRET,
    log: (line) => logs.push(line),
    retryDelaysMs,
  });
  return { notifier, logs };
}

async function isDelivered(eventId: number): Promise<boolean | undefined> {
  const [row] = await handle.db
    .select({ delivered: contentEvents.delivered })
    .from(contentEvents)
    .where(eq(contentEvents.id, eventId));
  return row?.delivered;
}

describe('webhook notifier', () => {
  it('POSTs the change kind signed with the secret and marks the event delivered', async () => {
    const sent = fakeFetch(() => 202);
    const { notifier, logs } = notifierWith([0]);
    const change = await recordContentEvent(handle.db, 'car.updated', 'RL-1001');
    expect(await isDelivered(change.eventId)).toBe(false);

    notifier.notify(change);
    await notifier.settled();

    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.url).toBe(URL_);
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({ kind: 'car.updated', eventId: change.eventId });
    expect(verifySignature(request?.body ?? '', SECRET, request?.signature)).toBe(true);
    expect(verifySignature(request?.body ?? '', 'another-secret', request?.signature)).toBe(false);
    expect(await isDelivered(change.eventId)).toBe(true);
    expect(logs).toEqual([]);
  });

  it('the events after a build name their subjects, with those shortly before its start', async () => {
    const mark = await lastContentEventId(handle.db);
    const old = await recordContentEvent(handle.db, 'car.hidden', 'OLD-1');
    const fresh = await recordContentEvent(handle.db, 'static-page.saved', 'politica-cookie');
    const afterOld = await contentChangesSince(handle.db, old.eventId, new Date(Date.now() + 60_000));
    expect(afterOld).toEqual([fresh]);
    // An event below the mark but created within the margin before the build start is read again.
    const withMargin = await contentChangesSince(handle.db, fresh.eventId, new Date());
    expect(withMargin.map((change) => change.subject).slice(-2)).toEqual(['OLD-1', 'politica-cookie']);
    expect(mark).toBeLessThan(old.eventId);
  });

  it('is accepted by the real rebuild webhook, which queues a rebuild', async () => {
    let rebuilds = 0;
    const webhook = createRebuildWebhook({ secret: SECRET, requestRebuild: () => (rebuilds += 1) });
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => webhook.request('/', init));
    const { notifier } = notifierWith([0]);
    const change = await recordContentEvent(handle.db, 'faqs.replaced');
    notifier.notify(change);
    await notifier.settled();
    expect(rebuilds).toBe(1);
    expect(await isDelivered(change.eventId)).toBe(true);
  });

  it('retries failures (refused or unreachable) and marks the event once one gets through', async () => {
    const sent = fakeFetch((call) =>
      call === 1 ? new Error('connect ECONNREFUSED') : call === 2 ? 500 : 202,
    );
    const { notifier, logs } = notifierWith([0, 0, 0]);
    const change = await recordContentEvent(handle.db, 'sliders.replaced');
    notifier.notify(change);
    await notifier.settled();
    expect(sent).toHaveLength(3);
    expect(logs).toHaveLength(2);
    expect(logs[0]).toContain('ECONNREFUSED');
    expect(await isDelivered(change.eventId)).toBe(true);
  });

  it('gives up after the last retry and leaves the event undelivered', async () => {
    const sent = fakeFetch(() => 401);
    const { notifier, logs } = notifierWith([0, 0]);
    const change = await recordContentEvent(handle.db, 'car.hidden');
    notifier.notify(change);
    await notifier.settled();
    expect(sent).toHaveLength(3);
    expect(logs.at(-1)).toContain('giving up');
    expect(await isDelivered(change.eventId)).toBe(false);
  });

  it('never rejects to its caller: notify returns before the webhook answers', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const { notifier } = notifierWith([]);
    const change = await recordContentEvent(handle.db, 'testimonials.replaced');
    expect(notifier.notify(change)).toBeUndefined();
    expect(await isDelivered(change.eventId)).toBe(false);
    answer(new Response(null, { status: 202 }));
    await notifier.settled();
    expect(await isDelivered(change.eventId)).toBe(true);
  });

  it('stop skips the pending retry pause instead of waiting it out', async () => {
    const sent = fakeFetch(() => 503);
    const { notifier, logs } = notifierWith([60_000]);
    notifier.notify(await recordContentEvent(handle.db, 'car.created'));
    await vi.waitFor(() => expect(logs).toHaveLength(1));
    const started = Date.now();
    await notifier.stop();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(sent).toHaveLength(1);
    expect(logs.at(-1)).toContain('shutting down');
  });
});
