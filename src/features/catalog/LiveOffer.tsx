/**
 * The offer panel of a car shown by the live shell (no pre-built page yet): the same financing or
 * subscription calculator as on a built car page, loaded once the car has arrived, so a visitor
 * who comes before the rebuild can still configure the offer and go on to the order. A financing
 * car shows its representative example under the panel, as a built page does.
 */
import { lazy, Suspense } from 'react';
import type { CarDetail } from '../../domain/cms-schemas.ts';
import { todayIn } from '../../domain/dates.ts';
import { roCatalog } from '../../i18n/ro.ts';

const FinancingPanel = lazy(async () => ({
  default: (await import('../financing/FinancingPanel.tsx')).FinancingPanel,
}));
const CarExample = lazy(async () => ({
  default: (await import('../financing/ExampleView.tsx')).CarExample,
}));
const SubscriptionPanel = lazy(async () => ({
  default: (await import('../financing/SubscriptionPanel.tsx')).SubscriptionPanel,
}));

export function LiveOffer({ car }: { readonly car: CarDetail }) {
  const info = car.payment_info;
  return (
    <section className="car-page__offer" id="oferta">
      <Suspense fallback={<p role="status">{roCatalog.loadingCar}</p>}>
        {info.kind === 'financing' ? (
          <>
            <FinancingPanel sku={car.sku} visibility={car.car_visibility_id} paymentInfo={info} />
            {/* The cards link here (#exemplu-reprezentativ), as on a built car page. */}
            <CarExample paymentInfo={info} />
          </>
        ) : (
          <SubscriptionPanel
            sku={car.sku}
            visibility={car.car_visibility_id}
            availabilityDate={car.availability_date}
            paymentInfo={info}
            today={todayIn(new Date())}
            promotions={car.promo_messages}
          />
        )}
      </Suspense>
    </section>
  );
}
