import { companyOrder, individualOrder } from './order.fixture.ts';
import type { OrderRecord } from './order.ts';
import { isPayable } from './payable.ts';

describe('isPayable', () => {
  it.each<[string, OrderRecord, boolean]>([
    ['approved credit', individualOrder({ rating: 1 }), true],
    ['refused credit', individualOrder({ rating: 0 }), false],
    ['undecided credit', individualOrder(), false],
    ['already paid', individualOrder({ rating: 1, paidAt: new Date() }), false],
    [
      'approved subscription not signed yet',
      individualOrder({ productType: 'carSubscription', rating: 1, identificationStatus: 'identified' }),
      false,
    ],
    [
      'approved subscription signed',
      individualOrder({ productType: 'carSubscription', rating: 1, identificationStatus: 'signed' }),
      true,
    ],
    ['company outcome 2', companyOrder({ check1Result: 1, check2Result: 2 }), false],
    ['company approved', companyOrder({ check1Result: 1, check2Result: 1 }), true],
  ])('%s → %s', (_, order, payable) => {
    expect(isPayable(order)).toBe(payable);
  });
});
