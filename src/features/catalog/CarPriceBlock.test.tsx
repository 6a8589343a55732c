// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_FINANCING_PARAMS,
  DEFAULT_SUBSCRIPTION_PARAMS,
} from '../../domain/financing/financing-params.ts';
import { roFinancing } from '../../i18n/ro.ts';
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
});
