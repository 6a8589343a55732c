import type { CardPrice } from '../../domain/catalog/visibility.ts';
import { fill, roCatalog, roCreditAds } from '../../i18n/ro.ts';

export interface CardPriceLineProps {
  readonly price: CardPrice;
  /**
   * Where the representative example of a financing car's rate is (its car page): the card shows
   * the warning, the example is one click away. Omitted where the example is on the same page.
   */
  readonly example?: { readonly href: string; readonly carName: string } | undefined;
}

/**
 * The monthly price, the RON instalment of a financing car and the included-costs note. A financing
 * rate is credit advertised to individuals, so it carries the Consumer Credit Directive's warning.
 */
export function CardPriceLine({ price, example }: CardPriceLineProps) {
  const financing = price.ron !== null;
  return (
    <p className="car-card__price">
      <span className="car-card__monthly">
        {price.monthly}
        {roCatalog.perMonthSuffix}
      </span>
      {price.ron && <span className="car-card__ron">{price.ron}</span>}
      <span className="car-card__note">{price.note}</span>
      {financing && <strong className="car-card__warning">{roCreditAds.warning}</strong>}
      {financing && example && (
        <a
          className="car-card__example"
          href={example.href}
          aria-label={fill(roCreditAds.representativeExampleFor, { car: example.carName })}
        >
          {roCreditAds.representativeExample}
        </a>
      )}
    </p>
  );
}
