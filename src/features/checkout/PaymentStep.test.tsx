// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseOrderReadBack } from '../../domain/order/order-read-back.ts';
import { roCheckout, roValidation } from '../../i18n/ro.ts';
import { PHONE_MESSAGE } from '../../lib/validation/rules.ts';
import { creditOrder, ORDER_UUID, type RawOrder } from './order.fixture.ts';
import { PaymentStep } from './PaymentStep.tsx';
import { fakeApi, json } from './testing/fake-api.ts';

const t = roCheckout;
const m = roValidation;

const COUNTIES = [
  { id: 1, name: 'Cluj', delivery_price: 100 },
  { id: 2, name: 'Iasi', delivery_price: 150 },
];
const CITIES: Record<string, { id: number; name: string; postal_code: string }[]> = {
  '1': [{ id: 11, name: 'Cluj-Napoca', postal_code: '400001' }],
  '2': [{ id: 21, name: 'Pascani', postal_code: '705200' }],
};

function renderStep(raw: RawOrder = creditOrder(), deliveryStatus = 200) {
  const api = fakeApi({
    'GET /counties/': (call) => json(CITIES[call.url.split('/').pop() ?? ''] ?? []),
    'GET /counties': () => json(COUNTIES),
    'POST /client-order/delivery': () => json({ type: 2 }, deliveryStatus),
  });
  const order = parseOrderReadBack(raw);
  if (!order) throw new Error('bad fixture');
  const navigate = vi.fn();
  render(<PaymentStep order={order} car={null} navigate={navigate} />);
  return { api, navigate, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const pay = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: t.pay }));

async function chooseHome(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: t.homeDelivery }));
  await screen.findByRole('option', { name: 'Cluj' });
}

async function chooseCounty(user: ReturnType<typeof userEvent.setup>, name: string, city: string) {
  await user.selectOptions(field(t.countyLabel), name);
  await screen.findByRole('option', { name: city });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PaymentStep delivery cost', () => {
  it.each<[string, 1 | 2, string, string]>([
    ['individual: county price plus 21% VAT', 1, 'Iasi', 'Cost transport: 181,50 € (150,00 € + TVA 21%)'],
    ['company: county price without VAT', 2, 'Iasi', 'Cost transport: 150,00 €'],
    ['individual, another county', 1, 'Cluj', 'Cost transport: 121,00 € (100,00 € + TVA 21%)'],
  ])('%s', async (_case, person, county, text) => {
    const { user } = renderStep(creditOrder({ person }));
    await chooseHome(user);
    await chooseCounty(user, county, county === 'Cluj' ? 'Cluj-Napoca' : 'Pascani');
    expect(screen.getByText(text)).toBeTruthy();
  });
});

describe('PaymentStep county and locality', () => {
  it('empties the locality and reloads the list when the county changes', async () => {
    const { user } = renderStep();
    await chooseHome(user);
    await chooseCounty(user, 'Cluj', 'Cluj-Napoca');
    await user.selectOptions(field(t.localityLabel), 'Cluj-Napoca');
    expect(field(t.localityLabel).value).toBe('Cluj-Napoca');
    await chooseCounty(user, 'Iasi', 'Pascani');
    expect(field(t.localityLabel).value).toBe('');
    expect(screen.queryByRole('option', { name: 'Cluj-Napoca' })).toBeNull();
  });

  it('never sends the previous county locality: the form asks for a new one', async () => {
    const { user, api, navigate } = renderStep();
    await chooseHome(user);
    await chooseCounty(user, 'Cluj', 'Cluj-Napoca');
    await user.selectOptions(field(t.localityLabel), 'Cluj-Napoca');
    await user.type(field(t.addressLabel), 'Str. Garii 3');
    await user.type(field(t.phoneLabel), '+40712345678');
    await user.click(screen.getByRole('checkbox', { name: new RegExp(t.termsLink) }));
    await chooseCounty(user, 'Iasi', 'Pascani');
    await pay(user);
    expect(await screen.findByText(m.chooseFromList)).toBeTruthy();
    expect(api.callsTo('POST')).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('PaymentStep locality list unavailable', () => {
  it('says so next to the locality select instead of offering an empty list', async () => {
    fakeApi({
      'GET /counties/': () => json({ message: 'indisponibil' }, 500),
      'GET /counties': () => json(COUNTIES),
    });
    const order = parseOrderReadBack(creditOrder());
    if (!order) throw new Error('bad fixture');
    render(<PaymentStep order={order} car={null} navigate={vi.fn()} />);
    const user = userEvent.setup();
    await chooseHome(user);
    await user.selectOptions(field(t.countyLabel), 'Cluj');
    expect(await screen.findByText(t.citiesUnavailable)).toBeTruthy();
  });
});

describe('PaymentStep submit', () => {
  it('free pickup: only the terms are required, then on to /plata', async () => {
    const { user, navigate, api } = renderStep();
    await pay(user);
    expect(await screen.findByText(m.required)).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: new RegExp(t.termsLink) }));
    await pay(user);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/plata/${ORDER_UUID}`));
    expect(api.callsTo('POST')).toEqual([]);
  });

  it('home delivery: every field message of the spec on an empty submit', async () => {
    const { user, navigate } = renderStep();
    await chooseHome(user);
    await pay(user);
    expect(await screen.findAllByText(m.chooseFromList)).toHaveLength(2);
    expect(screen.getByText(m.streetRequired)).toBeTruthy();
    expect(screen.getByText(m.phoneRequired)).toBeTruthy();
    await user.type(field(t.phoneLabel), '0712');
    await pay(user);
    expect(await screen.findByText(PHONE_MESSAGE)).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  async function fillHome(user: ReturnType<typeof userEvent.setup>) {
    await chooseHome(user);
    await chooseCounty(user, 'Iasi', 'Pascani');
    await user.selectOptions(field(t.localityLabel), 'Pascani');
    await user.type(field(t.addressLabel), 'Str. Garii 3');
    await user.type(field(t.phoneLabel), '+40712345678');
    await user.click(screen.getByRole('checkbox', { name: new RegExp(t.termsLink) }));
  }

  it('home delivery: stores the delivery with the shown cost before going to /plata', async () => {
    const { user, navigate, api } = renderStep();
    await fillHome(user);
    await pay(user);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/plata/${ORDER_UUID}`));
    expect(api.callsTo('POST /client-order/delivery').map((call) => call.body)).toEqual([
      {
        order_code: ORDER_UUID,
        judet: 2,
        localitate: 'Pascani',
        adresa: 'Str. Garii 3',
        telefon: '+40712345678',
        taxa_livrare: 181.5,
        terms_conditions: true,
      },
    ]);
  });

  it('home delivery refused by the server: tells the shopper and does not go on', async () => {
    const { user, navigate } = renderStep(creditOrder(), 500);
    await fillHome(user);
    await pay(user);
    expect(await screen.findByText(t.deliveryFailed)).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });
});
