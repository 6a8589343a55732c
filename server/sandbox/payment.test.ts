import { createMemoryPaymentRepository } from '../test/payment-memory.ts';
import { charge, openCheckout, type PaymentDeps, resolveChallenge } from './payment.ts';

const card = (number: string) => ({ number, expiry: '12/29', cvc: '123' });
const SUCCESS = '4111 1111 1111 1111';
const DECLINE = '4000 0000 0000 0002';
const CHALLENGE = '4000 0000 0000 3220';
const order = { uuid: 'order-1', payable: true, amountEur: 220, amountRon: 1100 };

function setup(carOf?: (orderUuid: string) => string) {
  const repo = createMemoryPaymentRepository(carOf);
  let seq = 0;
  const deps: PaymentDeps = {
    repo,
    now: () => new Date(Date.UTC(2026, 4, 15, 12)),
    newId: () => `pay_${++seq}`,
    newToken: () => `tok_${seq + 1}`,
  };
  return { repo, deps };
}

describe('openCheckout', () => {
  it('answers invalid for an order that is not payable', async () => {
    const { deps, repo } = setup();
    expect(await openCheckout(deps, { ...order, payable: false })).toBe('invalid');
    expect(repo.all()).toHaveLength(0);
  });

  it('reuses the one open checkout on reload', async () => {
    const { deps, repo } = setup();
    const first = await openCheckout(deps, order);
    expect(await openCheckout(deps, order)).toBe(first);
    expect(repo.all()).toHaveLength(1);
    expect(repo.all()[0]).toMatchObject({
      status: 'pending',
      idempotencyKey: `order-1:${first}`,
      amountRon: 1100,
    });
  });

  it('opens a new checkout after a declined card, and answers invalid once paid', async () => {
    const { deps } = setup();
    const first = await openCheckout(deps, order);
    await charge(deps, first, card(DECLINE));
    const second = await openCheckout(deps, order);
    expect(second).not.toBe(first);
    await charge(deps, second, card(SUCCESS));
    expect(await openCheckout(deps, order)).toBe('invalid');
  });
});

describe('charge', () => {
  it.each([
    [SUCCESS, 'success', null, true],
    [DECLINE, 'failed', 'declined', false],
    [CHALLENGE, 'challenge', null, false],
    ['5555 5555 5555 4444', 'failed', 'declined', false],
  ] as const)('%s → %s', async (number, status, failureReason, newlyCharged) => {
    const { deps } = setup();
    const token = await openCheckout(deps, order);
    const result = await charge(deps, token, card(number));
    expect(result).toMatchObject({ kind: 'payment', newlyCharged, payment: { status, failureReason } });
  });

  it('reports bad card fields without changing the payment', async () => {
    const { deps, repo } = setup();
    const token = await openCheckout(deps, order);
    const result = await charge(deps, token, { number: '4111 1111 1111 1112', expiry: '01/20', cvc: '1' });
    expect(result).toMatchObject({ kind: 'card_errors', fields: ['number', 'expiry', 'cvc'] });
    expect(repo.all()[0]?.status).toBe('pending');
  });

  it('answers invalid_token for an unknown token', async () => {
    const { deps } = setup();
    expect(await charge(deps, 'nope', card(SUCCESS))).toEqual({ kind: 'invalid_token' });
  });

  it('never charges twice: retries and concurrent clicks answer the one success', async () => {
    const { deps, repo } = setup();
    const token = await openCheckout(deps, order);
    const results = await Promise.all([1, 2, 3].map(() => charge(deps, token, card(SUCCESS))));
    const retry = await charge(deps, token, card(SUCCESS));
    const charged = [...results, retry].filter((r) => r.kind === 'payment' && r.newlyCharged);
    expect(charged).toHaveLength(1);
    expect(repo.all().filter((p) => p.status === 'success')).toHaveLength(1);
  });

  it('a card waiting for 3-D Secure keeps the one open checkout: a reload gets the same token', async () => {
    const { deps, repo } = setup();
    const first = await openCheckout(deps, order);
    await charge(deps, first, card(CHALLENGE));
    expect(await openCheckout(deps, order)).toBe(first);
    const again = await charge(deps, first, card(SUCCESS));
    expect(again).toMatchObject({ kind: 'payment', newlyCharged: false, payment: { status: 'challenge' } });
    const authorised = await resolveChallenge(deps, first, true);
    expect(authorised).toMatchObject({ kind: 'payment', newlyCharged: true, payment: { status: 'success' } });
    expect(repo.all().filter((p) => p.status === 'success')).toHaveLength(1);
  });
});

describe('resolveChallenge', () => {
  it.each([
    [true, 'success', true],
    [false, 'failed', false],
  ] as const)('authorised %s → %s', async (authorised, status, newlyCharged) => {
    const { deps, repo } = setup();
    const token = await openCheckout(deps, order);
    await charge(deps, token, card(CHALLENGE));
    const result = await resolveChallenge(deps, token, authorised);
    expect(result).toMatchObject({ kind: 'payment', newlyCharged, payment: { status, cardLast4: '3220' } });
    const again = await resolveChallenge(deps, token, authorised);
    expect(again).toMatchObject({ kind: 'payment', newlyCharged: false, payment: { status } });
    expect(repo.all()[0]?.status).toBe(status);
  });

  it('does not let a pending checkout skip the card form', async () => {
    const { deps, repo } = setup();
    const token = await openCheckout(deps, order);
    await resolveChallenge(deps, token, true);
    expect(repo.all()[0]?.status).toBe('pending');
  });
});

describe('one paid order per car', () => {
  const sameCar = () => 'car-1';
  const second = { ...order, uuid: 'order-2' };

  it('declines the second order for a car already paid, before taking money', async () => {
    const { deps, repo } = setup(sameCar);
    const first = await openCheckout(deps, order);
    const late = await openCheckout(deps, second);
    await charge(deps, first, card(SUCCESS));
    const result = await charge(deps, late, card(SUCCESS));
    expect(result).toMatchObject({
      kind: 'payment',
      newlyCharged: false,
      payment: { orderUuid: 'order-2', status: 'failed', failureReason: 'car_reserved', cardLast4: '1111' },
    });
    expect(repo.all().filter((row) => row.status === 'success')).toHaveLength(1);
  });

  it('declines a 3-D Secure authorisation that comes after another order paid for the car', async () => {
    const { deps } = setup(sameCar);
    const late = await openCheckout(deps, second);
    await charge(deps, late, card(CHALLENGE));
    await charge(deps, await openCheckout(deps, order), card(SUCCESS));
    expect(await resolveChallenge(deps, late, true)).toMatchObject({
      payment: { status: 'failed', failureReason: 'car_reserved' },
    });
  });

  it('lets orders for different cars both pay', async () => {
    const { deps, repo } = setup();
    await charge(deps, await openCheckout(deps, order), card(SUCCESS));
    await charge(deps, await openCheckout(deps, second), card(SUCCESS));
    expect(repo.all().map((row) => row.status)).toEqual(['success', 'success']);
  });
});
