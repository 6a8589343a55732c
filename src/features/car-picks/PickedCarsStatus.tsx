/** While picked cars load, or when they could not be: a busy line, or the failure with a retry. */
import { Alert } from '../../components/ui/Alert.tsx';
import { roCarPicks } from '../../i18n/ro.ts';
import type { PickedCars } from './picked-cars.ts';

const t = roCarPicks;

export function PickedCarsStatus({ cars, retry }: { cars: PickedCars; retry: () => void }) {
  if (cars.kind === 'loading') return <p aria-busy="true">{t.loading}</p>;
  if (cars.kind === 'ready') return null;
  return (
    <Alert tone="error">
      {t.loadFailed}{' '}
      <button type="button" className="button button--ghost" onClick={retry}>
        {t.retry}
      </button>
    </Alert>
  );
}
