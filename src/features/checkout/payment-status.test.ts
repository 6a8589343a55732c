import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outcomeOfStatus, PAYMENT_POLL_MS, pollPaymentStatus } from './payment-status.ts';

describe('outcomeOfStatus', () => {
  it.each<[string | null, string | null]>([
    ['success', 'success'],
    ['failed', 'failed'],
    ['refunded', 'failed'],
    ['pending', null],
    ['challenge', null],
    [null, null],
  ])('%s → %s', (status, outcome) => {
    expect(outcomeOfStatus(status)).toBe(outcome);
  });
});

describe('pollPaymentStatus', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks at once, then every 20 s, and stops at the first final status', async () => {
    const answers = ['pending', null, 'success', 'failed'];
    const fetchStatus = vi.fn(async () => answers.shift() ?? null);
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
    const fetchStatus = vi.fn(async () => 'pending');
    const stop = pollPaymentStatus(fetchStatus, vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 2);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });
});
