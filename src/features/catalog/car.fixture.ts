/** Valid car records for tests, overridable field by field. */
import type { CarDetail, CarSummary } from '../../domain/cms-schemas.ts';

export function carFixture(overrides: Partial<CarSummary> = {}): CarSummary {
  return {
    id: 1,
    sku: 'B-101',
    product_name: 'Dacia Duster Journey TCe 130',
    category_id: 2,
    car_visibility_id: 2,
    availability_date: null,
    feature_message: null,
    promo_messages: [],
    initial_price: 18500,
    reduced_price: null,
    price: 245.5,
    price_ron: 1249.9,
    location_id: 1,
    manufacturer_id: 1,
    model_id: 11,
    transmission_id: 1,
    fuel_id: 1,
    pollution_norm_id: 1,
    traction_id: 1,
    color_id: 1,
    car_body_id: 1,
    manufacturer: { name: 'Dacia' },
    model: { name: 'Duster' },
    color: { name: 'Alb', code: '#ffffff' },
    fuel: { name: 'Benzina' },
    transmission: { name: 'Manuala' },
    traction: { name: 'Fata' },
    car_body: { name: 'SUV' },
    pollution_norm: { name: 'Euro 6' },
    location: { name: 'Bucuresti', link: 'https://www.google.com/maps/search/?api=1&query=Bucuresti' },
    km_no: 15000,
    horsepower: 130,
    first_registration: '2022-05-10',
    profile_photo: 'cars/B-101/profile.svg',
    ...overrides,
  };
}

/** A valid CarDetail for tests: the summary fixture plus a location, dealer and the offer tables. */
export function carDetailFixture(
  paymentInfo: CarDetail['payment_info'],
  overrides: Partial<CarDetail> = {},
): CarDetail {
  return {
    ...carFixture(),
    location: {
      id: 1,
      name: 'Bucuresti',
      link: 'https://www.google.com/maps/search/?api=1&query=Bucuresti',
      address: 'Bd. Iuliu Maniu 7, Bucuresti',
      opening_hours: {
        weekday: { start: 9, end: 18 },
        saturday: { start: 10, end: 14 },
        sunday: null,
        break: { start: 13, end: 14 },
      },
      reservations: [],
    },
    payment_info: paymentInfo,
    disclaimer: null,
    dealer: {
      group: {
        company_name: 'Auto Abonament SRL',
        reg_number: 'J40/1234/2020',
        cui: 'RO12345678',
        address: 'Bd. Iuliu Maniu 7, Bucuresti',
      },
    },
    combined_consumption: 6.1,
    electric_range_km: null,
    battery_capacity_kwh: null,
    ac_charging_kw: null,
    dc_charging_kw: null,
    doors: 5,
    seats: 5,
    weight: 1250,
    cylindrical_capacity: 1333,
    co2_emissions: 138,
    chassis_series: null,
    warranty_until: null,
    warranty_features: null,
    equipment: [],
    equipment_list_pdf: null,
    maintenance_history_pdf: null,
    gallery: [],
    product_360: null,
    ...overrides,
  };
}
