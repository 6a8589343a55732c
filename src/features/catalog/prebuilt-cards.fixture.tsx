/** Test support for the list page: the pre-built cards as the build writes them, and the island. */
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { filterOptions } from '../../domain/catalog/filter-cars.ts';
import type { CarSummary } from '../../domain/cms-schemas.ts';
import { CarCard } from './CarCard.tsx';
import { FilterBar } from './FilterBar.tsx';
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

/** Renders the list island of `cars` (categories 2 and 3, prices shown) into the page's `[data-island]`. */
export function renderListIsland(cars: readonly CarSummary[], pageSize: number, eagerCount: number): void {
  const island = document.querySelector<HTMLElement>('[data-island]');
  if (!island) throw new Error('no island slot');
  render(
    <FilterBar
      categoryIds={[2, 3]}
      showPrice
      initialOptions={filterOptions(cars, {})}
      pageSize={pageSize}
      eagerCount={eagerCount}
      eurRonRate={5}
    />,
    { container: island },
  );
}
