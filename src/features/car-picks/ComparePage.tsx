/**
 * /compara (issue 37): up to three cars side by side. The cars come from the address
 * (`?masini=A,B,C`, so a comparison can be sent as a link) or else from this browser's picks, and
 * the address is then written, so what is on screen can always be shared. On a phone the labels'
 * column stays while the cars' columns scroll.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { compareHref, MAX_COMPARED, skusOfCompareQuery } from '../../domain/catalog/car-picks.ts';
import { carStateText } from '../../domain/catalog/car-state.ts';
import { compareCars } from '../../domain/catalog/compare-rows.ts';
import type { CarDetail } from '../../domain/cms-schemas.ts';
import { fill, roCarPicks } from '../../i18n/ro.ts';
import { $compared, toggleCompared } from '../../stores/car-picks.ts';
import { PickedCarsStatus } from './PickedCarsStatus.tsx';
import { usePickedCars } from './picked-cars.ts';
import './car-picks.css';

const t = roCarPicks;

/** The comparison's SKUs: the link's when it names some (they become this browser's picks). */
function useComparedSkus(): string[] | null {
  const compared = useStore($compared);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const linked = skusOfCompareQuery(window.location.search);
    if (linked.length > 0 && linked.join(',') !== $compared.get().join(',')) $compared.set(linked);
    setReady(true);
  }, []);
  useEffect(() => {
    if (!ready) return;
    const url = new URL(window.location.href);
    const wanted = new URL(compareHref(compared), url.origin);
    if (url.search !== wanted.search) window.history.replaceState(window.history.state, '', wanted);
  }, [ready, compared]);
  return ready ? compared : null;
}

export function ComparePage() {
  const skus = useComparedSkus();
  const { cars, retry } = usePickedCars(skus ?? []);
  if (skus === null) return <p aria-busy="true">{t.loading}</p>;
  if (skus.length === 0) {
    return (
      <div className="car-picks-page">
        <p>{fill(t.compareEmpty, { max: MAX_COMPARED })}</p>
        <a className="button" href="/masini">
          {t.browseCars}
        </a>
      </div>
    );
  }
  if (cars.kind !== 'ready') return <PickedCarsStatus cars={cars} retry={retry} />;
  const shown = skus.map((sku) => cars.cars.get(sku) ?? null);
  return <CompareTable skus={skus} cars={shown} />;
}

function CompareTable({ skus, cars }: { skus: readonly string[]; cars: readonly (CarDetail | null)[] }) {
  const present = cars.filter((car): car is CarDetail => car !== null);
  const { rows, equipment } = compareCars(present);
  // Rows are built over the cars the shop still has; a gone car's column says so once.
  const valueAt = (values: readonly string[], index: number) => {
    const car = cars[index];
    return car ? (values[present.indexOf(car)] ?? '') : '';
  };
  const nameOf = (index: number) => cars[index]?.product_name ?? fill(t.goneName, { sku: skus[index] ?? '' });
  return (
    // A named region, scrolled by keyboard through the links and buttons in its header row.
    <section className="compare-scroll" aria-label={t.compareTitle}>
      <table className="compare-table">
        <caption className="visually-hidden">{t.compareCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.compareLabel}</th>
            {skus.map((sku, index) => (
              <th scope="col" key={sku}>
                {cars[index] ? <a href={`/masina/${sku}`}>{nameOf(index)}</a> : nameOf(index)}
                <button
                  type="button"
                  className="compare-table__remove"
                  aria-label={fill(t.removeCompared, { name: nameOf(index) })}
                  onClick={() => toggleCompared(sku)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t.rowState}</th>
            {cars.map((car, index) => (
              <td key={skus[index]}>{carStateText(car)}</td>
            ))}
          </tr>
          {rows.map((row) => (
            <tr key={row.label} className={row.differs ? 'compare-table__differs' : undefined}>
              <th scope="row">
                {row.label}
                {row.differs && <span className="compare-table__flag">{t.differs}</span>}
              </th>
              {skus.map((sku, index) => (
                <td key={sku}>{valueAt(row.values, index)}</td>
              ))}
            </tr>
          ))}
        </tbody>
        {equipment.length > 0 && (
          <tbody>
            <tr>
              <th scope="rowgroup" colSpan={skus.length + 1} className="compare-table__group">
                {t.equipmentTitle}
              </th>
            </tr>
            {equipment.map((item) => (
              <tr key={item.name} className={item.differs ? 'compare-table__differs' : undefined}>
                <th scope="row">
                  {item.name}
                  {item.differs && <span className="compare-table__flag">{t.differs}</span>}
                </th>
                {skus.map((sku, index) => {
                  const car = cars[index];
                  const has = car ? item.has[present.indexOf(car)] : undefined;
                  return (
                    <td key={sku}>{has === undefined ? '' : has ? t.hasEquipment : t.lacksEquipment}</td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        )}
      </table>
    </section>
  );
}
