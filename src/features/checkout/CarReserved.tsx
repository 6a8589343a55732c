/**
 * Shown on the payment and result pages when another paid order reserved the car: paying again
 * cannot help, so the way on is the other cars, not a retry.
 */
import { Alert } from '../../components/ui/Alert.tsx';
import { roCheckout } from '../../i18n/ro.ts';

const t = roCheckout;

export function CarReserved() {
  return (
    <div className="checkout">
      <h1>{t.carReservedTitle}</h1>
      <Alert tone="error">{t.carReservedText}</Alert>
      <p className="checkout-actions">
        <a className="button" href="/masini">
          {t.otherCars}
        </a>
      </p>
    </div>
  );
}
