import { arrivalTime, asArrived } from './request-arrival.ts';

describe('request arrival', () => {
  it("keeps the request's arrival time through its awaits", async () => {
    const seen = await asArrived(1234.5, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const later = await Promise.resolve().then(() => arrivalTime());
      return [arrivalTime(), later];
    });
    expect(seen).toEqual([1234.5, 1234.5]);
  });

  it('outside a request, is now: such a statement queues as a request arriving now', () => {
    const before = performance.now();
    const time = arrivalTime();
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThanOrEqual(performance.now());
  });
});
