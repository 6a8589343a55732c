/**
 * One car of a list or carousel. A plain React component so the same markup is rendered at build
 * time (Astro renders it to HTML without shipping JS) and by the filter bar island once it owns
 * the grid: the static and the live list can never drift apart.
 */

import { cardOverlay, cardPrice, productCode } from '../../domain/catalog/visibility.ts';
import type { CarSummary } from '../../domain/cms-schemas.ts';
import { REPRESENTATIVE_EXAMPLE_ID } from '../../domain/financing/example-anchor.ts';
import { formatAmount } from '../../domain/format.ts';
import type { Person } from '../../domain/order/order-terms.ts';
import { storageUrl } from '../../domain/site/site-config.ts';
import { fill, roCarPicks, roCatalog, roListOrder } from '../../i18n/ro.ts';
import { CardPriceLine } from './CardPriceLine.tsx';

export type CardCar = Pick<
  CarSummary,
  | 'sku'
  | 'product_name'
  | 'category_id'
  | 'car_visibility_id'
  | 'availability_date'
  | 'feature_message'
  | 'promo_messages'
  | 'price'
  | 'price_ron'
  | 'profile_photo'
>;

export interface CarCardProps {
  car: CardCar;
  /** Photos of the first row load eagerly: they are in the first paint. */
  eager?: boolean;
  /**
   * With a monthly budget set (list-order.ts): the car's lowest default monthly rate in lei for the
   * person the list shows (null: the tables price none).
   */
  rate?: { readonly amount: number | null; readonly person: Person } | null | undefined;
  /**
   * The heart: saved in this browser's favourites. Omitted where no island can wire it; without
   * `onToggle` (the list's pre-built cards) it is rendered hidden, for the list island to wire.
   */
  favourite?: { readonly saved: boolean; readonly onToggle?: () => void } | undefined;
}

export const PHOTO_WIDTH = 400;
export const PHOTO_HEIGHT = 267;

export function carPagePath(sku: string): string {
  return `/masina/${encodeURIComponent(sku)}`;
}

const HEART =
  'M12 20.5 4.2 12.9a4.9 4.9 0 0 1 0-7 4.8 4.8 0 0 1 6.9 0L12 6.8l.9-.9a4.8 4.8 0 0 1 6.9 0 4.9 4.9 0 0 1 0 7Z';

export function CarCard({ car, eager = false, rate, favourite }: CarCardProps) {
  const overlay = cardOverlay(car);
  const price = cardPrice(car);
  const promo = car.promo_messages[0]?.name;
  return (
    <article className="car-card" data-sku={car.sku} data-visibility={car.car_visibility_id}>
      <div className="car-card__media">
        {promo && <span className="car-card__promo">{promo}</span>}
        <img
          src={storageUrl(car.profile_photo)}
          alt={car.product_name}
          width={PHOTO_WIDTH}
          height={PHOTO_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {favourite && (
          <button
            type="button"
            className="car-card__favourite"
            aria-pressed={favourite.saved}
            aria-label={`${roCarPicks.favourite}: ${car.product_name}`}
            onClick={favourite.onToggle}
            hidden={favourite.onToggle === undefined}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d={HEART} />
            </svg>
          </button>
        )}
        {overlay && (
          <div className="car-card__overlay" data-overlay>
            {overlay.title && <strong>{overlay.title}</strong>}
            <span>{overlay.text}</span>
          </div>
        )}
      </div>
      <h3 className="car-card__name">{car.product_name}</h3>
      <CardPriceLine
        price={price}
        example={{ href: `${carPagePath(car.sku)}#${REPRESENTATIVE_EXAMPLE_ID}`, carName: car.product_name }}
      />
      {rate?.amount != null && (
        <p className="car-card__rate">
          <strong>{fill(roListOrder.cardRate, { amount: formatAmount(rate.amount) })}</strong>{' '}
          <span>
            {rate.person === 2 ? roListOrder.cardRateNoteCompany : roListOrder.cardRateNoteIndividual}
          </span>
        </p>
      )}
      <p className="car-card__sku">{productCode(car)}</p>
      <a
        className="button car-card__link"
        href={carPagePath(car.sku)}
        aria-label={`${roCatalog.offerDetails}: ${car.product_name}`}
      >
        {roCatalog.offerDetails}
      </a>
    </article>
  );
}
