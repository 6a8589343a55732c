// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_FINANCING_PARAMS,
  DEFAULT_SUBSCRIPTION_PARAMS,
} from '../../domain/financing/financing-params.ts';
import { roCatalog, roFinancing } from '../../i18n/ro.ts';
import { $financingParams, saveFinancingParams } from '../../stores/financing.ts';
import { CarPriceBlock } from './CarPriceBlock.tsx';

const car = { category_id: 1, price: 559, initial_price: 32_000, reduced_price: null } as const;
const block = () => document.querySelector('[data-price-block]')?.textContent ?? '';

afterEach(() => {
  cleanup();
  $financingParams.set(DEFAULT_FINANCING_PARAMS);
});

describe('CarPriceBlock', () => {
  it('follows the person chosen in the subscription panel: companies read the price without VAT', () => {
    render(<CarPriceBlock car={car} />);
    expect(block()).toContain('de la 559 €/luna');
    expect(block()).toContain(roFinancing.allCostsIncludedWithVat);
    act(() => saveFinancingParams({ ...DEFAULT_SUBSCRIPTION_PARAMS, person: 2 }));
    expect(block()).toContain('de la 461,98 €/luna');
    expect(block()).toContain(roFinancing.allCostsIncludedWithoutVat);
    act(() => saveFinancingParams({ ...DEFAULT_SUBSCRIPTION_PARAMS, person: 1 }));
    expect(block()).toContain('de la 559 €/luna');
  });

  it('shows no selling price on a subscription car, which is rented (issue 31.13)', () => {
    render(<CarPriceBlock car={{ ...car, reduced_price: 30_250 }} />);
    expect(block()).toContain('de la 559 €/luna');
    expect(block()).not.toContain(roCatalog.initialPrice);
    expect(block()).not.toContain(roCatalog.promoPrice);
  });

  it('shows a financed car its initial price struck through under the promotional one', () => {
    render(
      <CarPriceBlock car={{ category_id: 2, price: 245.5, initial_price: 18_150, reduced_price: 17_490 }} />,
    );
    expect(document.querySelector('.price-block__initial--struck')?.textContent).toBe(
      `${roCatalog.initialPrice}: 18.150,00 €`,
    );
    expect(block()).toContain(`${roCatalog.promoPrice}: 17.490,00 €`);
  });
});
