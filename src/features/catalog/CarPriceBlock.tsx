/**
 * The car page's price block. The build renders it for an individual (amounts with VAT); once
 * hydrated it follows the person chosen in the offer panel (the shared financingParams store), so a
 * company reads the same figure without VAT above the panel and in it.
 */
import { useStore } from '@nanostores/react';
import { $financingParams } from '../../stores/financing.ts';
import { type PriceBlockCar, panelPerson, priceBlockText } from './price-block.ts';

export function CarPriceBlock({ car }: { readonly car: PriceBlockCar }) {
  const saved = useStore($financingParams);
  const text = priceBlockText(car, panelPerson(car, saved));
  return (
    <div className="price-block" data-price-block>
      <p className="price-block__monthly">
        <strong>{text.monthly}</strong>
      </p>
      <p className={`price-block__initial${text.promo ? ' price-block__initial--struck' : ''}`}>
        {text.initial}
      </p>
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
