/**
 * The car page described for search engines in schema.org terms (JSON-LD): a Car with its Offer,
 * so a result can show the price and whether the car can be reserved. A subscription car's price
 * is a monthly fee; a financed car's is its selling price. Absolute URLs come from the caller.
 */

import { isSubscription } from '../../domain/catalog/visibility.ts';
import type { CarDetail } from '../../domain/cms-schemas.ts';

export type StructuredCar = Pick<
  CarDetail,
  | 'sku'
  | 'product_name'
  | 'category_id'
  | 'car_visibility_id'
  | 'availability_date'
  | 'initial_price'
  | 'reduced_price'
  | 'price'
  | 'manufacturer'
  | 'model'
  | 'color'
  | 'fuel'
  | 'transmission'
  | 'car_body'
  | 'km_no'
  | 'horsepower'
  | 'first_registration'
  | 'doors'
  | 'seats'
  | 'dealer'
>;

export interface CarPageUrls {
  readonly page: string;
  readonly images: readonly string[];
}

/** 2 in stock, 4 reserved by someone else, 5 coming from its availability date. */
function availability(car: StructuredCar): string {
  if (car.car_visibility_id === 4) return 'https://schema.org/SoldOut';
  if (car.car_visibility_id === 5) return 'https://schema.org/PreOrder';
  return 'https://schema.org/InStock';
}

function offer(car: StructuredCar, url: string) {
  const common = {
    '@type': 'Offer',
    url,
    priceCurrency: 'EUR',
    availability: availability(car),
    itemCondition:
      car.category_id === 1 ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    seller: { '@type': 'Organization', name: car.dealer.group.company_name },
    ...(car.car_visibility_id === 5 && car.availability_date !== null
      ? { availabilityStarts: car.availability_date }
      : {}),
  };
  if (isSubscription(car)) {
    return {
      ...common,
      price: car.price,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: car.price,
        priceCurrency: 'EUR',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
      },
    };
  }
  return { ...common, price: car.reduced_price ?? car.initial_price };
}

export function carStructuredData(car: StructuredCar, urls: CarPageUrls) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.product_name,
    sku: car.sku,
    url: urls.page,
    image: urls.images,
    brand: { '@type': 'Brand', name: car.manufacturer.name },
    model: car.model.name,
    color: car.color.name,
    bodyType: car.car_body.name,
    fuelType: car.fuel.name,
    vehicleTransmission: car.transmission.name,
    numberOfDoors: car.doors,
    seatingCapacity: car.seats,
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km_no, unitCode: 'KMT' },
    vehicleEngine: {
      '@type': 'EngineSpecification',
      enginePower: { '@type': 'QuantitativeValue', value: car.horsepower, unitCode: 'BHP' },
    },
    ...(car.first_registration === null ? {} : { dateVehicleFirstRegistered: car.first_registration }),
    offers: offer(car, urls.page),
  };
}
