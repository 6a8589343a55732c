/** The island of a price alert's two link pages (confirmation, unsubscribe): see TokenLink. */
import { roPriceAlerts } from '../../i18n/ro.ts';
import { type TokenAction, TokenLink } from '../content/TokenLink.tsx';

export function PriceAlertLink({ action }: { action: TokenAction }) {
  return (
    <TokenLink
      action={action}
      endpoint="/price-alerts"
      texts={roPriceAlerts}
      next={{ href: '/favorite', text: roPriceAlerts.backToFavourites }}
    />
  );
}
