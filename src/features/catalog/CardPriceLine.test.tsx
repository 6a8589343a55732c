// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { roCreditAds } from '../../i18n/ro.ts';
import { CarCard, type CardCar } from './CarCard.tsx';

const base: CardCar = {
  sku: 'B-101',
  product_name: 'Dacia Logan Prestige',
  category_id: 2,
  car_visibility_id: 2,
  availability_date: null,
  feature_message: null,
  promo_messages: [],
  price: 245.5,
  price_ron: 1221.4,
  profile_photo: 'cars/B-101/profile.svg',
};

afterEach(() => cleanup());

describe('card price line', () => {
  it('a financing rate carries the warning on the card and links to its representative example', () => {
    render(<CarCard car={base} />);
    expect(screen.getByText(roCreditAds.warning)).toBeTruthy();
    const link = screen.getByRole('link', {
      name: `${roCreditAds.representativeExample}: ${base.product_name}`,
    });
    expect(link.getAttribute('href')).toBe('/masina/B-101#exemplu-reprezentativ');
    expect(link.textContent).toBe(roCreditAds.representativeExample);
  });

  it('a subscription price is no credit: no warning, no example', () => {
    render(<CarCard car={{ ...base, category_id: 1, price: 399 }} />);
    expect(screen.queryByText(roCreditAds.warning)).toBeNull();
    expect(screen.queryByRole('link', { name: /Exemplu reprezentativ/ })).toBeNull();
  });
});
