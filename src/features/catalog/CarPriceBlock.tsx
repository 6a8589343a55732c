/**
 * The car page's price block. The build renders it for an individual (amounts with VAT); hydrated
 * (subscription cars) it follows the person chosen in the offer panel (the shared financingParams
 * store), so a company reads the same figure without VAT above the panel and in it. React's own
 * useSyncExternalStore reads the store: no store binding library in the page's JS budget.
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_FINANCING_PARAMS } from '../../domain/financing/financing-params.ts';
import { $financingParams } from '../../stores/financing.ts';
import { type PriceBlockCar, panelPerson, priceBlockText } from './price-block.ts';

const subscribe = (onChange: () => void) => $financingParams.listen(onChange);
const saved = () => $financingParams.get();
const built = () => DEFAULT_FINANCING_PARAMS;

export function CarPriceBlock({ car }: { readonly car: PriceBlockCar }) {
  const params = useSyncExternalStore(subscribe, saved, built);
  const text = priceBlockText(car, panelPerson(car, params));
  return (
    <div className="price-block" data-price-block>
      <p className="price-block__monthly">
        <strong>{text.monthly}</strong>
      </p>
      {text.initial ? (
        <p className={`price-block__initial${text.promo ? ' price-block__initial--struck' : ''}`}>
          {text.initial}
        </p>
      ) : null}
      {text.promo ? <p className="price-block__promo">{text.promo}</p> : null}
      <p className="price-block__vat">
        {text.vatNote}
        {text.companyNote ? (
          <>
            <br />
            <small>{text.companyNote}</small>
          </>
        ) : null}
      </p>
    </div>
  );
}
