import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { financingInfo } from '../../features/financing/payment-info.fixture.ts';
import { type FinancingPaymentInfo, financingPaymentInfoSchema } from '../cms-schemas.ts';
import { financingPaymentInfo } from './payment-info-builder.ts';
import { isCurrentPacking, packFinancingInfo, unpackFinancingInfo } from './payment-info-codec.ts';

/** Tables no test packs otherwise: packing them takes away the hand-over of the text before. */
const OTHER_TABLES = financingPaymentInfo(99_999, 5.5);

/** Packs, then unpacks from the text alone (what the browser does), not from the hand-over. */
function throughText(info: FinancingPaymentInfo): FinancingPaymentInfo {
  const text = packFinancingInfo(info);
  packFinancingInfo(OTHER_TABLES);
  return unpackFinancingInfo(text);
}

describe('packFinancingInfo / unpackFinancingInfo', () => {
  it.each([
    [18_500, 4.97],
    [64_990.5, 5.0912],
  ])('restores the exact tables the seed computes for a %d EUR car', (price, rate) => {
    const info = financingPaymentInfo(price, rate);
    const restored = throughText(info);
    expect(restored).toStrictEqual(info);
    expect(v.parse(financingPaymentInfoSchema, restored)).toStrictEqual(info);
  });

  it('leaves absent optional fields absent rather than undefined', () => {
    const restored = throughText(financingInfo);
    expect(restored).toStrictEqual(financingInfo);
    const cell = Object.values(Object.values(restored.credit)[0]?.monthlyPayment ?? {})[0];
    expect(cell && 'LFEURO' in cell).toBe(false);
  });

  it('keeps keys that are not plain numbers as they were', () => {
    const [key, entry] = Object.entries(financingInfo.credit)[0] ?? [];
    if (!key || !entry) throw new Error('the fixture has no credit entry');
    const info = { ...financingInfo, credit: { '05': entry, [key]: entry } };
    expect(Object.keys(throughText(info).credit).sort()).toEqual(['05', key].sort());
  });

  it('hands the tables it just packed to the unpacking that follows, and parses any other text', () => {
    const first = financingPaymentInfo(21_000, 4.97);
    const firstText = packFinancingInfo(first);
    const second = financingPaymentInfo(33_000, 4.97);
    const secondText = packFinancingInfo(second);
    expect(unpackFinancingInfo(secondText)).toBe(second);
    const parsed = unpackFinancingInfo(firstText);
    expect(parsed).not.toBe(first);
    expect(parsed).toStrictEqual(first);
  });

  it('is about a third of the CMS JSON, with no quote to escape in an HTML attribute', () => {
    const info = financingPaymentInfo(32_000, 4.97);
    const packed = packFinancingInfo(info);
    expect(packed.length).toBeLessThan(JSON.stringify(info).length * 0.35);
    expect(packed).not.toMatch(/["&<>']/);
  });

  it('hands back the very text tables were unpacked from instead of packing them again', () => {
    const info = financingPaymentInfo(27_500, 4.97);
    const text = packFinancingInfo(info);
    packFinancingInfo(OTHER_TABLES);
    const unpacked = unpackFinancingInfo(text);
    expect(unpacked).not.toBe(info);
    packFinancingInfo(OTHER_TABLES);
    // A text a packing of these tables would not give (the order of a record's keys) is still handed back.
    const reordered = text.replace(/^\[1,/, '[1, ');
    expect(packFinancingInfo(unpacked)).toBe(text);
    expect(packFinancingInfo(unpackFinancingInfo(reordered))).toBe(reordered);
  });

  it('refuses text of another layout or no packing at all, and tells its own layout apart', () => {
    const text = packFinancingInfo(financingPaymentInfo(19_000, 4.97));
    packFinancingInfo(OTHER_TABLES);
    expect(isCurrentPacking(text)).toBe(true);
    const older = text.replace(/^\[1,/, '[0,');
    expect(isCurrentPacking(older)).toBe(false);
    expect(() => unpackFinancingInfo(older)).toThrow('not tables packed in format 1');
    expect(() => unpackFinancingInfo('{"kind":"financing"}')).toThrow('not tables packed in format 1');
  });
});
