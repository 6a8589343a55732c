import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarReservedRefund, PaymentStatusAnswer } from './checkout-api.ts';
import {
  outcomeOfOrderStatus,
  outcomeOfStatus,
  PAYMENT_POLL_MS,
  type PaymentOutcome,
  pollPaymentStatus,
} from './payment-status.ts';

const status = (
  value: string,
  carReserved = false,
  refund: CarReservedRefund = 'none',
): PaymentStatusAnswer => ({
  kind: 'status',
  status: value,
  carReserved,
  refund,
});

describe('outcomeOfStatus', () => {
  it.each<[string, PaymentStatusAnswer, PaymentOutcome | null]>([
    ['success', status('success'), 'success'],
    ['failed', status('failed'), 'failed'],
    ['refunded', status('refunded'), 'failed'],
    ['failed, car reserved', status('failed', true), 'car_reserved'],
    [
      'car reserved after the provider took the money',
      status('failed', true, 'returned'),
      'car_reserved_refunded',
    ],
    ['car reserved, automatic refund failed', status('failed', true, 'owed'), 'car_reserved_refund_owed'],
    ['pending', status('pending'), null],
    ['challenge', status('challenge'), null],
    ['unreadable', { kind: 'unreadable' }, null],
    ['unknown payment', { kind: 'missing' }, 'missing'],
  ])('%s → %s', (_case, answer, outcome) => {
    expect(outcomeOfStatus(answer)).toBe(outcome);
  });
});

describe('outcomeOfOrderStatus (no payment id)', () => {
  it.each<[string, PaymentStatusAnswer, PaymentOutcome | null]>([
    ['paid', status('success'), 'success'],
    ['last attempt failed', status('failed'), 'failed'],
    ['last attempt failed, car reserved', status('failed', true), 'car_reserved'],
    ['last attempt refused and refunded', status('failed', true, 'returned'), 'car_reserved_refunded'],
    ['no attempt yet', status('none'), 'unpaid'],
    ['checkout left open', status('pending'), 'unpaid'],
    ['3-D Secure left open', status('challenge'), 'unpaid'],
    ['unreadable', { kind: 'unreadable' }, null],
    ['unknown order', { kind: 'missing' }, 'order_missing'],
  ])('%s → %s', (_case, answer, outcome) => {
    expect(outcomeOfOrderStatus(answer)).toBe(outcome);
  });
});

describe('pollPaymentStatus', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks at once, then every 20 s, and stops at the first final status', async () => {
    const answers: PaymentStatusAnswer[] = [
      status('pending'),
      { kind: 'unreadable' },
      status('success'),
      status('failed'),
    ];
    const fetchStatus = vi.fn(
      async (): Promise<PaymentStatusAnswer> => answers.shift() ?? { kind: 'unreadable' },
    );
    const onOutcome = vi.fn();
    pollPaymentStatus(fetchStatus, onOutcome);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS - 1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    expect(onOutcome).toHaveBeenCalledExactlyOnceWith('success');
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
  });

  it('stops when told to', async () => {
    const fetchStatus = vi.fn(async () => status('pending'));
    const stop = pollPaymentStatus(fetchStatus, vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 2);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });
});
