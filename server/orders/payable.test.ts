import { companyOrder, individualOrder } from './order.fixture.ts';
import type { OrderRecord } from './order.ts';
import { isPayable, type PayableState, payableState } from './payable.ts';

describe('payableState', () => {
  it.each<[string, OrderRecord, PayableState]>([
    ['approved credit', individualOrder({ rating: 1 }), 'payable'],
    ['refused credit', individualOrder({ rating: 0 }), 'not_approved'],
    ['undecided credit', individualOrder(), 'not_approved'],
    ['already paid', individualOrder({ rating: 1, paidAt: new Date() }), 'paid'],
    [
      'approved subscription not signed yet',
      individualOrder({ productType: 'carSubscription', rating: 1, identificationStatus: 'identified' }),
      'not_signed',
    ],
    [
      'approved subscription signed',
      individualOrder({ productType: 'carSubscription', rating: 1, identificationStatus: 'signed' }),
      'payable',
    ],
    [
      'paid subscription',
      individualOrder({
        productType: 'carSubscription',
        rating: 1,
        identificationStatus: 'signed',
        paidAt: new Date(),
      }),
      'paid',
    ],
    ['company outcome 2', companyOrder({ check1Result: 1, check2Result: 2 }), 'not_approved'],
    ['company approved', companyOrder({ check1Result: 1, check2Result: 1 }), 'payable'],
  ])('%s → %s', (_, order, state) => {
    expect(payableState(order)).toBe(state);
    expect(isPayable(order)).toBe(state === 'payable');
  });
});
