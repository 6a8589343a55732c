import {
  DEFAULT_FINANCING_PARAMS,
  DEFAULT_SUBSCRIPTION_PARAMS,
} from '../../domain/financing/financing-params.ts';
import { roCatalog, roFinancing } from '../../i18n/ro.ts';
import { panelPerson, priceBlockText } from './price-block.ts';

const subscription = { category_id: 1, price: 559, initial_price: 32_000, reduced_price: 30_250 } as const;
const financing = { category_id: 2, price: 245.5, initial_price: 18_150, reduced_price: null } as const;

describe.each([
  [
    'subscription, individual',
    subscription,
    1,
    {
      // Rented, never sold: no selling price, initial or promotional (issue 31.13).
      monthly: 'de la 559 €/luna',
      initial: null,
      promo: null,
      vatNote: roFinancing.allCostsIncludedWithVat,
      companyNote: null,
    },
  ],
  [
    'subscription, company',
    subscription,
    2,
    {
      monthly: 'de la 461,98 €/luna',
      initial: null,
      promo: null,
      vatNote: roFinancing.allCostsIncludedWithoutVat,
      companyNote: null,
    },
  ],
  [
    'financing, individual',
    financing,
    1,
    {
      monthly: 'de la 245,50 €/luna',
      initial: 'Pret initial: 18.150,00 €',
      promo: null,
      vatNote: roCatalog.vatIncluded,
      companyNote: roCatalog.vatExcludedCompanies,
    },
  ],
  [
    'financing with a reduced price, individual',
    { ...financing, reduced_price: 17_490 },
    1,
    {
      monthly: 'de la 245,50 €/luna',
      initial: 'Pret initial: 18.150,00 €',
      promo: 'Pret promotional: 17.490,00 €',
      vatNote: roCatalog.vatIncluded,
      companyNote: roCatalog.vatExcludedCompanies,
    },
  ],
  [
    'financing, company',
    financing,
    2,
    {
      monthly: 'de la 202,89 €/luna',
      initial: 'Pret initial: 15.000,00 €',
      promo: null,
      vatNote: roFinancing.vatExcludedCascoIncluded,
      companyNote: null,
    },
  ],
] as const)('priceBlockText: %s', (_name, car, person, expected) => {
  it('shows the amounts and the VAT note of that person', () =>
    expect(priceBlockText(car, person)).toEqual(expected));
});

describe.each([
  [
    'subscription car, saved subscription as company',
    subscription,
    { ...DEFAULT_SUBSCRIPTION_PARAMS, person: 2 },
    2,
  ],
  [
    'subscription car, saved financing as company',
    subscription,
    { ...DEFAULT_FINANCING_PARAMS, person: 2 },
    1,
  ],
  [
    'financing car, saved leasing as company',
    financing,
    { ...DEFAULT_FINANCING_PARAMS, type: 'leasing', person: 2 },
    2,
  ],
  [
    'financing car, saved subscription as company',
    financing,
    { ...DEFAULT_SUBSCRIPTION_PARAMS, person: 2 },
    1,
  ],
] as const)('panelPerson: %s', (_name, car, saved, person) => {
  it(`is ${person}`, () => expect(panelPerson(car, saved)).toBe(person));
});
