import { describe, expect, it } from 'vitest';
import { nextAction, type OrderProgress, orderTimeline } from './order-timeline.ts';

const CREATED = '2026-03-02T09:00:00.000Z';
const DECIDED = '2026-03-02T09:20:00.000Z';
const PAID = '2026-03-03T10:00:00.000Z';

const credit = (overrides: Partial<OrderProgress> = {}): OrderProgress => ({
  product: 'credit',
  person: 1,
  createdAt: CREATED,
  outcome: null,
  outcomeAt: null,
  identification: null,
  identifiedAt: null,
  signedAt: null,
  paidAt: null,
  contactRequested: false,
  review: 'none',
  withdrawnAt: null,
  ...overrides,
});
const subscription = (overrides: Partial<OrderProgress> = {}) =>
  credit({ product: 'carSubscription', ...overrides });

/** `key:state` per step, the date where there is one: the table reads like the page. */
const shape = (order: OrderProgress) =>
  orderTimeline(order).map((item) => `${item.key}:${item.state}${item.at ? `@${item.at.slice(5, 10)}` : ''}`);

describe('orderTimeline', () => {
  it.each([
    [
      'a credit just sent',
      credit(),
      [
        'request:done@03-02',
        'preApproval:current',
        'payment:upcoming',
        'handoverDate:upcoming',
        'handover:upcoming',
      ],
      'continue',
    ],
    [
      'a credit approved, not paid',
      credit({ outcome: 1, outcomeAt: DECIDED }),
      [
        'request:done@03-02',
        'preApproval:done@03-02',
        'payment:current',
        'handoverDate:upcoming',
        'handover:upcoming',
      ],
      'pay',
    ],
    [
      'a credit paid: the business sets the handover date next',
      credit({ outcome: 1, outcomeAt: DECIDED, paidAt: PAID }),
      [
        'request:done@03-02',
        'preApproval:done@03-02',
        'payment:done@03-03',
        'handoverDate:current',
        'handover:upcoming',
      ],
      'wait',
    ],
    [
      'an individual refused may ask for a review',
      credit({ outcome: 0, outcomeAt: DECIDED }),
      [
        'request:done@03-02',
        'preApproval:failed@03-02',
        'payment:upcoming',
        'handoverDate:upcoming',
        'handover:upcoming',
      ],
      'review',
    ],
    [
      'a review already asked for: the business acts',
      credit({ outcome: 0, outcomeAt: DECIDED, review: 'pending' }),
      null,
      'wait',
    ],
    ['a refused company has no review', credit({ person: 2, outcome: 0, outcomeAt: DECIDED }), null, 'wait'],
    [
      'a subscription approved: identification next, on the resolution page',
      subscription({ outcome: 1, outcomeAt: DECIDED }),
      [
        'request:done@03-02',
        'preApproval:done@03-02',
        'identification:current',
        'signing:upcoming',
        'payment:upcoming',
        'handoverDate:upcoming',
        'handover:upcoming',
      ],
      'resolution',
    ],
    [
      'a subscription signed: payment next',
      subscription({
        outcome: 1,
        outcomeAt: DECIDED,
        identification: 'signed',
        identifiedAt: DECIDED,
        signedAt: DECIDED,
      }),
      [
        'request:done@03-02',
        'preApproval:done@03-02',
        'identification:done@03-02',
        'signing:done@03-02',
        'payment:current',
        'handoverDate:upcoming',
        'handover:upcoming',
      ],
      'pay',
    ],
    [
      'identification failed: a consultant is asked for',
      subscription({ outcome: 1, outcomeAt: DECIDED, identification: 'error3', identifiedAt: DECIDED }),
      null,
      'contact',
    ],
    [
      'signing failed, contact already asked for',
      subscription({ outcome: 1, outcomeAt: DECIDED, identification: 'error4', contactRequested: true }),
      null,
      'wait',
    ],
    [
      'the handover date agreed by the desk: the handover is next',
      credit({ outcome: 1, outcomeAt: DECIDED, paidAt: PAID, handoverSetAt: '2026-03-04T08:00:00.000Z' }),
      [
        'request:done@03-02',
        'preApproval:done@03-02',
        'payment:done@03-03',
        'handoverDate:done@03-04',
        'handover:current',
      ],
      'wait',
    ],
    [
      'the car handed over: every step done',
      credit({
        outcome: 1,
        outcomeAt: DECIDED,
        paidAt: PAID,
        handoverSetAt: '2026-03-04T08:00:00.000Z',
        deliveredAt: '2026-03-10T08:00:00.000Z',
      }),
      [
        'request:done@03-02',
        'preApproval:done@03-02',
        'payment:done@03-03',
        'handoverDate:done@03-04',
        'handover:done@03-10',
      ],
      'wait',
    ],
    [
      'a paid order cancelled by the desk cancels what was to come',
      credit({
        outcome: 1,
        outcomeAt: DECIDED,
        paidAt: PAID,
        closed: { kind: 'cancelled', at: '2026-03-05T08:00:00.000Z' },
      }),
      [
        'request:done@03-02',
        'preApproval:done@03-02',
        'payment:done@03-03',
        'handoverDate:cancelled',
        'handover:cancelled',
        'cancelled:done@03-05',
      ],
      'wait',
    ],
    [
      'a reservation released unpaid: nothing left to pay',
      credit({
        outcome: 1,
        outcomeAt: DECIDED,
        closed: { kind: 'released', at: '2026-03-04T09:00:00.000Z' },
      }),
      [
        'request:done@03-02',
        'preApproval:done@03-02',
        'payment:cancelled',
        'handoverDate:cancelled',
        'handover:cancelled',
        'released:done@03-04',
      ],
      'wait',
    ],
    [
      'a withdrawal cancels what was to come',
      credit({ outcome: 1, outcomeAt: DECIDED, paidAt: PAID, withdrawnAt: '2026-03-05T08:00:00.000Z' }),
      [
        'request:done@03-02',
        'preApproval:done@03-02',
        'payment:done@03-03',
        'handoverDate:cancelled',
        'handover:cancelled',
        'withdrawal:done@03-05',
      ],
      'wait',
    ],
  ])('%s', (_name, order, steps, action) => {
    if (steps) expect(shape(order)).toEqual(steps);
    expect(nextAction(order)).toBe(action);
  });

  it('marks the failed step with its date and the later ones upcoming', () => {
    const timeline = orderTimeline(
      subscription({
        outcome: 1,
        outcomeAt: DECIDED,
        identification: 'error4',
        identifiedAt: DECIDED,
        signedAt: PAID,
      }),
    );
    expect(timeline.find((item) => item.key === 'signing')).toEqual({
      key: 'signing',
      state: 'failed',
      at: PAID,
    });
    expect(timeline.filter((item) => item.state === 'upcoming').map((item) => item.key)).toEqual([
      'payment',
      'handoverDate',
      'handover',
    ]);
  });
});
