/** The island of a price alert's two link pages (confirmation, unsubscribe): see TokenLink. */
import { roPriceAlerts } from '../../i18n/ro.ts';
import { carPagePath } from '../catalog/CarCard.tsx';
import { type NextLink, type TokenAction, TokenLink } from '../content/TokenLink.tsx';

const FAVOURITES: NextLink = { href: '/favorite', text: roPriceAlerts.backToFavourites };

/** A confirmed alert's answer names its car: the visitor goes on to the car it watches. */
export function nextAfter(answer: unknown): NextLink {
  const sku = typeof answer === 'object' && answer !== null && 'sku' in answer ? answer.sku : null;
  return typeof sku === 'string' && sku !== ''
    ? { href: carPagePath(sku), text: roPriceAlerts.toWatchedCar }
    : FAVOURITES;
}

export function PriceAlertLink({ action }: { action: TokenAction }) {
  return (
    <TokenLink
      action={action}
      endpoint="/price-alerts"
      texts={roPriceAlerts}
      next={action === 'confirm' ? nextAfter : FAVOURITES}
    />
  );
}
