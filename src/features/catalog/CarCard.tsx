/**
 * One car of a list or carousel. A plain React component so the same markup is rendered at build
 * time (Astro renders it to HTML without shipping JS) and by the filter bar island once it owns
 * the grid: the static and the live list can never drift apart.
 */

import { cardOverlay, cardPrice, productCode } from '../../domain/catalog/visibility.ts';
import type { CarSummary } from '../../domain/cms-schemas.ts';
import { REPRESENTATIVE_EXAMPLE_ID } from '../../domain/financing/example-anchor.ts';
import { storageUrl } from '../../domain/site/site-config.ts';
import { roCatalog } from '../../i18n/ro.ts';
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
}

export const PHOTO_WIDTH = 400;
export const PHOTO_HEIGHT = 267;

export function carPagePath(sku: string): string {
  return `/masina/${encodeURIComponent(sku)}`;
}

export function CarCard({ car, eager = false }: CarCardProps) {
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
