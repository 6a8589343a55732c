/**
 * The representative example of a credit or leasing rate for individuals (Consumer Credit
 * Directive (EU) 2023/2225, art. 8): the warning, the terms it assumes and every figure, from the
 * same pure rules as the calculator (src/domain/financing). Plain markup that .astro pages render
 * at build time (RepresentativeExampleSection.astro), so the car page's island does not carry it
 * (its 20 KB budget); the live shell of a car without a built page loads it on demand (LiveOffer).
 */

import type { FinancingPaymentInfo } from '../../domain/cms-schemas.ts';
import { REPRESENTATIVE_EXAMPLE_ID } from '../../domain/financing/example-anchor.ts';
import { exampleIntro, exampleRows } from '../../domain/financing/example-text.ts';
import {
  type RepresentativeExample,
  representativeExample,
} from '../../domain/financing/representative-example.ts';
import { roCreditAds, roDisclosure } from '../../i18n/ro.ts';
import './disclosure.css';

const text = roDisclosure;

export interface ExampleViewProps {
  readonly example: RepresentativeExample;
  /** Named when the page is about more than one car (the /finantare page). */
  readonly carName?: string | undefined;
}

/** The section holds #exemplu-reprezentativ, where the cards' "Exemplu reprezentativ" links lead. */
export function ExampleView({ example, carName }: ExampleViewProps) {
  const headingId = `${REPRESENTATIVE_EXAMPLE_ID}-title`;
  return (
    <section className="credit-example" id={REPRESENTATIVE_EXAMPLE_ID} aria-labelledby={headingId}>
      <p className="credit-example__warning">{roCreditAds.warning}</p>
      <h2 id={headingId} className="credit-example__title">
        {roCreditAds.representativeExample}
      </h2>
      <p className="credit-example__intro">
        {carName ? `${carName}: ` : ''}
        {exampleIntro(example)}
      </p>
      <dl className="credit-example__figures">
        {exampleRows(example).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="credit-example__note">{text.cascoChoice}</p>
      <p className="credit-example__note">{text.notCoveredCompany}</p>
    </section>
  );
}

/** The example of a car's card rate (the default terms); nothing when its tables lack that cell. */
export function CarExample({
  paymentInfo,
  carName,
}: {
  readonly paymentInfo: FinancingPaymentInfo;
  readonly carName?: string | undefined;
}) {
  const result = representativeExample(paymentInfo);
  return result.ok ? <ExampleView example={result.example} carName={carName} /> : null;
}
