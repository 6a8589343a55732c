import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { financingInfo } from '../../features/financing/payment-info.fixture.ts';
import { financingPaymentInfoSchema } from '../cms-schemas.ts';
import { financingPaymentInfo } from './payment-info-builder.ts';
import { packFinancingInfo, unpackFinancingInfo } from './payment-info-codec.ts';

describe('packFinancingInfo / unpackFinancingInfo', () => {
  it.each([
    [18_500, 4.97],
    [64_990.5, 5.0912],
  ])('restores the exact tables the seed computes for a %d EUR car', (price, rate) => {
    const info = financingPaymentInfo(price, rate);
    const restored = unpackFinancingInfo(packFinancingInfo(info));
    expect(restored).toStrictEqual(info);
    expect(v.parse(financingPaymentInfoSchema, restored)).toStrictEqual(info);
  });

  it('leaves absent optional fields absent rather than undefined', () => {
    const restored = unpackFinancingInfo(packFinancingInfo(financingInfo));
    expect(restored).toStrictEqual(financingInfo);
    const cell = Object.values(Object.values(restored.credit)[0]?.monthlyPayment ?? {})[0];
    expect(cell && 'LFEURO' in cell).toBe(false);
  });

  it('keeps keys that are not plain numbers as they were', () => {
    const [key, entry] = Object.entries(financingInfo.credit)[0] ?? [];
    if (!key || !entry) throw new Error('the fixture has no credit entry');
    const info = { ...financingInfo, credit: { '05': entry, [key]: entry } };
    expect(Object.keys(unpackFinancingInfo(packFinancingInfo(info)).credit).sort()).toEqual(
      ['05', key].sort(),
    );
  });

  it('is about a third of the CMS JSON, with no quote to escape in an HTML attribute', () => {
    const info = financingPaymentInfo(32_000, 4.97);
    const packed = packFinancingInfo(info);
    expect(packed.length).toBeLessThan(JSON.stringify(info).length * 0.35);
    expect(packed).not.toMatch(/["&<>']/);
  });
});
