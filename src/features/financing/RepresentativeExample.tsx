/**
 * The representative example of a credit or leasing rate for individuals (Consumer Credit
 * Directive (EU) 2023/2225, art. 8): the warning, the terms it assumes and every figure, from the
 * same pure rules as the calculator (src/domain/financing). `ExampleView` is plain markup, so the
 * car page and the /finantare page render it at build time without shipping JS; the financing
 * panel renders `RepresentativeExample` for the terms chosen, and says why a company gets none.
 */
import { exampleIntro, exampleRows } from '../../domain/financing/example-text.ts';
import {
  type RepresentativeExample as Example,
  REPRESENTATIVE_EXAMPLE_ID,
  representativeExample,
} from '../../domain/financing/representative-example.ts';
import { roDisclosure } from '../../i18n/ro.ts';
import type { FinancingPaymentInfo } from '../../lib/cms/schemas.ts';
import type { FinancingParams } from './financing-params.ts';
import './disclosure.css';

const text = roDisclosure;

export interface ExampleViewProps {
  readonly example: Example;
  /** h2 on a page section, h3 inside the panel (whose title is the h2). */
  readonly headingLevel: 2 | 3;
  readonly id?: string | undefined;
  /** Named when the page is about more than one car (the /finantare page). */
  readonly carName?: string | undefined;
}

export function ExampleView({ example, headingLevel, id, carName }: ExampleViewProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `${id ?? 'offer'}-example-title`;
  return (
    <section className="credit-example" id={id} aria-labelledby={headingId}>
      <p className="credit-example__warning">{text.warning}</p>
      <Heading id={headingId} className="credit-example__title">
        {text.exampleTitle}
      </Heading>
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
    </section>
  );
}

export interface RepresentativeExampleProps {
  readonly paymentInfo: FinancingPaymentInfo;
  readonly params: FinancingParams;
}

/**
 * The panel's example for the chosen terms; a company learns the directive does not apply. It holds
 * the car page's #exemplu-reprezentativ anchor the cards link to: pre-rendered with the default
 * terms (the cards' rate), then following the visitor's choice.
 */
export function RepresentativeExample({ paymentInfo, params }: RepresentativeExampleProps) {
  const result = representativeExample(paymentInfo, params);
  if (result.ok) {
    return <ExampleView example={result.example} headingLevel={3} id={REPRESENTATIVE_EXAMPLE_ID} />;
  }
  if (result.reason === 'company') {
    return (
      <p className="credit-example__note" id={REPRESENTATIVE_EXAMPLE_ID}>
        {text.notCoveredCompany}
      </p>
    );
  }
  return null;
}
