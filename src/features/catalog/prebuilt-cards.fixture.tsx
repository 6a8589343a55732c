/** Test support: the pre-built list's first page of cards, as the build writes them. */
import { renderToStaticMarkup } from 'react-dom/server';
import type { CarSummary } from '../../domain/cms-schemas.ts';
import { CarCard } from './CarCard.tsx';
import { cardKey } from './prebuilt-cards.ts';

/** The `<li>` of each of the first `pageSize` cars: its key and the card, heart not saved. */
export const prebuiltCardItems = (cars: readonly CarSummary[], pageSize: number): string =>
  cars
    .slice(0, pageSize)
    .map(
      (car) =>
        `<li data-card="${cardKey(car)}">${renderToStaticMarkup(<CarCard car={car} favourite={{ saved: false }} />)}</li>`,
    )
    .join('');
