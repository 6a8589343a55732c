/**
 * /favorite (issue 37): the cars saved in this browser, each with its state now (a car reserved or
 * gone since is said so), a way to remove it, to add it to the comparison and to be told by e-mail
 * when its price drops (PriceAlertForm: here, not on the car page, whose JS budget is full).
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { compareHref, MAX_COMPARED } from '../../domain/catalog/car-picks.ts';
import { carStateOf, carStateText } from '../../domain/catalog/car-state.ts';
import { storageUrl } from '../../domain/site/site-config.ts';
import { fill, roCarPicks } from '../../i18n/ro.ts';
import { $compared, $favourites, toggleCompared, toggleFavourite } from '../../stores/car-picks.ts';
import { PickedCarsStatus } from './PickedCarsStatus.tsx';
import { PriceAlertForm } from './PriceAlertForm.tsx';
import { usePickedCars } from './picked-cars.ts';
import './car-picks.css';

const t = roCarPicks;

export function FavouritesPage() {
  const favourites = useStore($favourites);
  const compared = useStore($compared);
  const { cars, retry } = usePickedCars(favourites);
  const [status, setStatus] = useState('');

  const compare = (sku: string) => {
    const outcome = toggleCompared(sku);
    if (outcome.full) setStatus(fill(t.compareFull, { max: MAX_COMPARED }));
    else if (outcome.skus.includes(sku))
      setStatus(fill(t.compareAdded, { count: outcome.skus.length, max: MAX_COMPARED }));
    else setStatus(t.compareRemoved);
  };

  if (favourites.length === 0) {
    return (
      <div className="car-picks-page">
        <p>{t.favouritesEmpty}</p>
        <a className="button" href="/masini">
          {t.browseCars}
        </a>
      </div>
    );
  }
  return (
    <div className="car-picks-page">
      <p className="car-picks-page__status" role="status">
        {status}
      </p>
      {compared.length > 0 && (
        <p>
          <a className="button" href={compareHref(compared)}>
            {`${t.seeComparison} (${compared.length})`}
          </a>
        </p>
      )}
      <PickedCarsStatus cars={cars} retry={retry} />
      {cars.kind === 'ready' && (
        <ul className="car-picks-page__list">
          {favourites.map((sku) => {
            const car = cars.cars.get(sku) ?? null;
            const name = car?.product_name ?? fill(t.goneName, { sku });
            const state = carStateOf(car);
            return (
              <li key={sku} className="car-picks-page__car" data-state={state}>
                {car && (
                  <img src={storageUrl(car.profile_photo)} alt="" width="160" height="107" loading="lazy" />
                )}
                <div>
                  <h2>{car && state !== 'gone' ? <a href={`/masina/${sku}`}>{name}</a> : name}</h2>
                  <p className="car-picks-page__state">{carStateText(car)}</p>
                </div>
                <div className="car-picks-page__actions">
                  {state !== 'gone' && (
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-pressed={compared.includes(sku)}
                      aria-label={fill(t.compareThis, { name })}
                      onClick={() => compare(sku)}
                    >
                      {t.compare}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={fill(t.removeFavourite, { name })}
                    onClick={() => {
                      toggleFavourite(sku);
                      setStatus(t.favouriteRemoved);
                    }}
                  >
                    {t.favouriteRemoveShort}
                  </button>
                </div>
                {car && state !== 'gone' && <PriceAlertForm sku={sku} name={name} />}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
