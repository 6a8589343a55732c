/**
 * The shell answering /masina/{sku} for a car with no pre-built page (added to the CMS after the
 * last build): it asks the API for the car and shows its essentials, its offer calculator and a link
 * to the list, sends a hidden car to the list, and for an unknown sku shows the spec's message and
 * goes home after 3 s.
 */
import { useEffect, useState } from 'react';
import {
  cardPrice,
  HIDDEN_CAR_REDIRECT,
  isHidden,
  productCode,
  visibilityMessage,
} from '../../domain/catalog/visibility.ts';
import type { CarDetail } from '../../domain/cms-schemas.ts';
import { browserCmsUrl, storageUrl } from '../../domain/site/site-config.ts';
import { roCatalog, roCommon } from '../../i18n/ro.ts';
import { createCmsClient } from '../../lib/cms/client.ts';
import { PHOTO_HEIGHT, PHOTO_WIDTH } from './CarCard.tsx';
import { CardPriceLine } from './CardPriceLine.tsx';
import { LiveOffer } from './LiveOffer.tsx';

export const NOT_FOUND_REDIRECT_MS = 3000;

type State =
  | { status: 'loading' }
  | { status: 'found'; car: CarDetail }
  | { status: 'missing' }
  | { status: 'failed' };

/** '/masina/AB-1001' → 'AB-1001'; anything else → null. */
export function skuFromPath(pathname: string): string | null {
  const match = /^\/masina\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export function LiveCar() {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const sku = skuFromPath(location.pathname);
    if (sku === null) {
      setState({ status: 'missing' });
      return;
    }
    createCmsClient(browserCmsUrl())
      .car(sku)
      .then(
        (car) => setState(car === null ? { status: 'missing' } : { status: 'found', car }),
        () => setState({ status: 'failed' }),
      );
  }, []);

  useEffect(() => {
    if (state.status === 'found' && isHidden(state.car)) location.replace(HIDDEN_CAR_REDIRECT);
    if (state.status !== 'missing') return;
    document.title = roCatalog.carNotFound;
    const timer = setTimeout(() => location.replace('/'), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state]);

  if (state.status === 'loading') return <p role="status">{roCatalog.loadingCar}</p>;
  if (state.status === 'failed') return <p role="alert">{roCommon.serverUnreachable}</p>;
  if (state.status === 'missing') {
    return (
      <>
        <h1>{roCatalog.carNotFound}</h1>
        <p>{roCatalog.redirectingHome}</p>
      </>
    );
  }
  const { car } = state;
  if (isHidden(car)) return <p role="status">{roCatalog.redirectingList}</p>;
  const price = cardPrice(car);
  const message = visibilityMessage(car);
  return (
    <article className="car-page__summary" data-car-sku={car.sku}>
      <h1>{car.product_name}</h1>
      <p className="car-card__sku">{productCode(car)}</p>
      {message && (
        <p className="car-page__status" role="status">
          {message}
        </p>
      )}
      <img
        src={storageUrl(car.profile_photo)}
        alt={car.product_name}
        width={PHOTO_WIDTH}
        height={PHOTO_HEIGHT}
      />
      <CardPriceLine price={price} />
      <LiveOffer car={car} />
      <a className="button" href={car.category_id === 1 ? '/masini/abonament' : '/masini/finantare'}>
        {roCatalog.backToList}
      </a>
    </article>
  );
}
