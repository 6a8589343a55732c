/**
 * Shown on the payment and result pages when another paid order reserved the car: paying again
 * cannot help, so the way on is the other cars, not a retry.
 */
import { Alert } from '../../components/ui/Alert.tsx';
import { roCheckout } from '../../i18n/ro.ts';
import type { CarReservedRefund } from './checkout-api.ts';

const t = roCheckout;

const TEXT: Record<CarReservedRefund, string> = {
  none: t.carReservedText,
  returned: t.carReservedRefundedText,
  owed: t.carReservedRefundOwedText,
};

/** `refund`: whether the card provider had taken the money, which then goes back. */
export function CarReserved({ refund = 'none' }: { refund?: CarReservedRefund }) {
  return (
    <div className="checkout">
      <h1>{t.carReservedTitle}</h1>
      <Alert tone="error">{TEXT[refund]}</Alert>
      <p className="checkout-actions">
        <a className="button" href="/masini">
          {t.otherCars}
        </a>
      </p>
    </div>
  );
}
