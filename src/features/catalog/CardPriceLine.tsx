import type { CardPrice } from '../../domain/catalog/visibility.ts';
import { roCatalog } from '../../i18n/ro.ts';

/** The monthly price, the RON instalment of a financing car and the included-costs note. */
export function CardPriceLine({ price }: { readonly price: CardPrice }) {
  return (
    <p className="car-card__price">
      <span className="car-card__monthly">
        {price.monthly}
        {roCatalog.perMonthSuffix}
      </span>
      {price.ron && <span className="car-card__ron">{price.ron}</span>}
      <span className="car-card__note">{price.note}</span>
    </p>
  );
}
