/**
 * The bundled insurance, unbundled (CCD II art. 14 and Annex I): under the panel's figures, the
 * instalment without the CASCO premium and the customer's right to bring an equivalent policy from
 * another insurer. Small on purpose: it is part of the car page's island (20 KB budget); the full
 * representative example is rendered at build time below the panel (ExampleView.tsx).
 */
import { instalmentWithoutCasco } from '../../domain/financing/representative-example.ts';
import { roCreditPanel } from '../../i18n/ro.ts';
import type { FinancingOffer } from './financing-offer.ts';
import { monthlyInstalmentText } from './offer-text.ts';

export function CascoChoice({ offer }: { readonly offer: FinancingOffer }) {
  return (
    <p className="offer-panel__casco">
      {roCreditPanel.monthlyWithoutCasco}:{' '}
      <strong>{monthlyInstalmentText(instalmentWithoutCasco(offer), offer.currency)}</strong>.{' '}
      {roCreditPanel.cascoChoice}
    </p>
  );
}
