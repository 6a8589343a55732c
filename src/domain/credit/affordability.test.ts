/** The affordability rule's table (issue 15.3; BNR Regulation 17/2012 caps), as docs/decision-engine.md states it. */

import { financingInfo } from '../../features/financing/payment-info.fixture.ts';
import { DEFAULT_FINANCING_PARAMS } from '../financing/financing-params.ts';
import {
  affordability,
  offerAffordability,
  offerInstalment,
  smallestFittingChange,
} from './affordability.ts';

describe('affordability', () => {
  it.each([
    ['RON credit at exactly 40%', 5000, 0, 2000, 'RON', 0.4, 0.4, true],
    ['RON credit one leu over', 5000, 0, 2001, 'RON', 0.4002, 0.4, false],
    ['RON credit with existing debts (some in EUR: mixed) at 40%', 5000, 1500, 500, 'RON', 0.4, 0.4, true],
    ['EUR product for a RON earner at exactly 20%', 5000, 0, 1000, 'EUR', 0.2, 0.2, true],
    ['EUR product over 20% though under 40%', 5000, 0, 1500, 'EUR', 0.3, 0.2, false],
    ['cents that add up to the cap still fit', 3000.3, 0.1, 1200.02, 'RON', 0.4, 0.4, true],
  ] as const)('%s', (_, incomeRon, obligationsRon, instalmentRon, currency, ratio, cap, fits) => {
    expect(affordability({ incomeRon, obligationsRon, instalmentRon, currency })).toEqual({
      ratio,
      cap,
      fits,
    });
  });

  it('without income the ratio is infinite and nothing fits', () => {
    const result = affordability({ incomeRon: 0, obligationsRon: 0, instalmentRon: 1, currency: 'RON' });
    expect(result).toEqual({ ratio: Number.POSITIVE_INFINITY, cap: 0.4, fits: false });
  });

  it('converts an EUR instalment at the given rate', () => {
    expect(offerInstalment({ monthly: 200, currency: 2 }, 5)).toEqual({ currency: 'EUR', ron: 1000 });
    expect(offerInstalment({ monthly: 952.5, currency: 1 }, 5)).toEqual({ currency: 'RON', ron: 952.5 });
  });
});

describe('offerAffordability and smallestFittingChange on the fixture table', () => {
  const leasingEur = {
    ...DEFAULT_FINANCING_PARAMS,
    type: 'leasing',
    currency: 2,
    months: 60,
    upFront: 50,
  } as const;

  it('weighs the panel offer: leasing EUR uses the LFEURO instalment (110 EUR = 550 lei)', () => {
    const weighed = offerAffordability(financingInfo, leasingEur, {
      incomeRon: 2750,
      obligationsRon: 0,
      eurRonRate: 5,
    });
    expect(weighed).toMatchObject({ instalmentRon: 550, currency: 'EUR', ratio: 0.2, cap: 0.2, fits: true });
  });

  it('a cell the tables lack is null, never a number', () => {
    expect(
      offerAffordability(
        financingInfo,
        { ...leasingEur, months: 12 },
        { incomeRon: 1, obligationsRon: 0, eurRonRate: 5 },
      ),
    ).toBeNull();
  });

  it('suggests lei when only the currency change fits (605 lei at 40% of 2000)', () => {
    const change = smallestFittingChange(financingInfo, leasingEur, {
      incomeRon: 2000,
      obligationsRon: 0,
      eurRonRate: 5,
    });
    expect(change).toMatchObject({ kind: 'currency', instalmentRon: 605, ratio: 0.3025, fits: true });
    expect(change?.params).toMatchObject({ currency: 1, months: 60, upFront: 50, residual: 20 });
  });

  it('none when nothing in the tables fits, and none for a company', () => {
    const money = { incomeRon: 100, obligationsRon: 0, eurRonRate: 5 };
    expect(smallestFittingChange(financingInfo, leasingEur, money)).toBeNull();
    expect(
      smallestFittingChange(financingInfo, { ...leasingEur, person: 2 }, { ...money, incomeRon: 1e6 }),
    ).toBeNull();
  });
});
