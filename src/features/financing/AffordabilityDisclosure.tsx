/**
 * The financing panel's optional "Verifica daca iti permiti" disclosure. Only the summary ships with
 * the car page; the check itself (AffordabilityCheck) is fetched when the visitor opens it, so the
 * page stays within its island JS budget.
 */
import { lazy, Suspense, useState } from 'react';
import type { FinancingPaymentInfo } from '../../domain/cms-schemas.ts';
import type { FinancingParams } from '../../domain/financing/financing-params.ts';
import { roFinancing } from '../../i18n/ro.ts';

// Through affordability-loader.ts, so the check's preload list is not part of the car page's code.
const AffordabilityCheck = lazy(() =>
  import('./affordability-loader.ts').then((m) => m.loadAffordabilityCheck()),
);

export function AffordabilityDisclosure(props: {
  readonly info: FinancingPaymentInfo;
  readonly params: FinancingParams;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details className="affordability-disclosure" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{roFinancing.affordabilityToggle}</summary>
      {open ? (
        <Suspense>
          <AffordabilityCheck info={props.info} params={props.params} />
        </Suspense>
      ) : null}
    </details>
  );
}
