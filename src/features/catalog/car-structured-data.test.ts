import { describe, expect, it } from 'vitest';
import { financingPaymentInfo } from '../../domain/financing/payment-info-builder.ts';
import { carDetailFixture } from './car.fixture.ts';
import { carStructuredData } from './car-structured-data.ts';

const urls = {
  page: 'https://shop.example.ro/masina/B-101',
  images: ['https://shop.example.ro/storage/cars/B-101/profile.svg'],
};
const car = (overrides: Parameters<typeof carDetailFixture>[1] = {}) =>
  carDetailFixture(financingPaymentInfo(18_500, 4.97), overrides);

describe('carStructuredData', () => {
  it('describes a financed car with its selling price, promotional first', () => {
    const data = carStructuredData(car({ reduced_price: 17900 }), urls);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: 'Dacia Duster Journey TCe 130',
      sku: 'B-101',
      url: urls.page,
      image: urls.images,
      brand: { '@type': 'Brand', name: 'Dacia' },
      model: 'Duster',
      fuelType: 'Benzina',
      vehicleTransmission: 'Manuala',
      mileageFromOdometer: { value: 15000, unitCode: 'KMT' },
      vehicleEngine: { enginePower: { value: 130, unitCode: 'BHP' } },
      dateVehicleFirstRegistered: '2022-05-10',
      offers: {
        '@type': 'Offer',
        price: 17900,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        seller: { name: 'Auto Abonament SRL' },
      },
    });
    expect(carStructuredData(car(), urls).offers.price).toBe(18500);
  });

  it('prices a subscription car by its monthly fee', () => {
    const { offers } = carStructuredData(car({ category_id: 1, price: 399 }), urls);
    expect(offers).toMatchObject({
      price: 399,
      itemCondition: 'https://schema.org/NewCondition',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 399,
        priceCurrency: 'EUR',
        referenceQuantity: { value: 1, unitCode: 'MON' },
      },
    });
  });

  it.each([
    [2, null, 'https://schema.org/InStock', undefined],
    [4, null, 'https://schema.org/SoldOut', undefined],
    [5, '2026-12-15', 'https://schema.org/PreOrder', '2026-12-15'],
  ] as const)('visibility %s → %s', (visibility, date, availability, starts) => {
    const { offers } = carStructuredData(
      car({ car_visibility_id: visibility, availability_date: date }),
      urls,
    );
    expect(offers.availability).toBe(availability);
    expect('availabilityStarts' in offers ? offers.availabilityStarts : undefined).toBe(starts);
  });

  it('leaves out a first registration the car does not have', () => {
    expect(carStructuredData(car({ first_registration: null }), urls)).not.toHaveProperty(
      'dateVehicleFirstRegistered',
    );
  });
});
