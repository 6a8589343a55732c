/**
 * The current step's content. Each form is its own lazily loaded chunk, so a step downloads only
 * its own form. Step moves follow spec section 4: individuals 1 → 5 in order; companies wait for
 * check 1 after the contact step and for check 2 after the company details. A form opens with the
 * tab's draft of it (FormDraft), which goes once the server has the step.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { WaitingScreen } from '../../components/ui/WaitingScreen.tsx';
import { todayIn } from '../../domain/dates.ts';
import { savedPersonal } from '../../domain/forms/personal-schema.ts';
import type { OrderReadBack } from '../../domain/order/order-read-back.ts';
import { roApproval } from '../../i18n/ro.ts';
import { savePrecheckUuid } from '../../stores/order.ts';
import {
  clearDraft,
  type Drafts,
  type OrderInProgress,
  orderCreated,
  saveDraft,
} from '../../stores/order-in-progress.ts';
import { CompanyWait } from './CompanyWait.tsx';
import { afterCompanyDetails, afterContactStep } from './company-progress.ts';
import type { OrderAnswer } from './order-api.ts';
import { invalidTerms, orderTerms } from './order-request.ts';
import { POLL_COMPANY_CHECK1_MS, POLL_COMPANY_CHECK2_MS } from './use-polling.ts';
import { type WizardRoute, wizardPath } from './wizard-route.ts';

const ContactStep = lazy(() => import('./ContactStep.tsx'));
const PersonalStep = lazy(() => import('./PersonalStep.tsx'));
const ObligationsStep = lazy(() => import('./ObligationsStep.tsx'));
const IncomeStep = lazy(() => import('./IncomeStep.tsx'));
const CompanyDetailsStep = lazy(() => import('./CompanyDetailsStep.tsx'));
const ResolutionStep = lazy(() => import('./ResolutionStep.tsx'));

export interface WizardStepProps {
  readonly route: Extract<WizardRoute, { kind: 'step' }>;
  readonly person: 1 | 2;
  readonly order: OrderReadBack | null;
  /** This tab's order in progress: the terms a new order is created with. */
  readonly inProgress: OrderInProgress | null;
  /** The tab's drafts of this order's steps. */
  readonly drafts: Drafts;
  /** `fresh`: the order as the step just read it, so the wizard need not read it again. */
  readonly navigate: (path: string, replace?: boolean, fresh?: OrderReadBack) => void;
  readonly refreshOrder: (uuid: string) => Promise<OrderAnswer>;
}

export function WizardStep(props: WizardStepProps) {
  return (
    <Suspense fallback={<WaitingScreen />}>
      <StepContent {...props} />
    </Suspense>
  );
}

function StepContent({ route, person, order, inProgress, drafts, navigate }: WizardStepProps) {
  const { pkg, step, uuid } = route;
  const go: Go = (next, replace = false, fresh) => navigate(wizardPath(pkg, next, uuid), replace, fresh);
  if (step === 1) {
    if (uuid === null)
      return <NewOrder person={person} inProgress={inProgress} draft={drafts['1']} navigate={navigate} />;
    if (person === 2) return <WaitForCheck1 uuid={uuid} go={go} />;
    // Back to step 1: the answers this tab sent, to correct the same order (never a second one).
    const sent = drafts['1'];
    if (sent)
      return (
        <ContactStep
          pkg={pkg}
          person={person}
          terms={{}}
          mode={{ kind: 'update', uuid }}
          draft={sent}
          onSent={(_uuid, answers) => {
            saveDraft(1, answers);
            go(2);
          }}
        />
      );
    return (
      <div className="approval-form">
        <p>{roApproval.contactDone}</p>
        <a className="ui-button" href={wizardPath(pkg, 2, uuid)} onClick={follow(() => go(2))}>
          {roApproval.continueToStep}
        </a>
      </div>
    );
  }
  if (uuid === null) return <WaitingScreen />;
  if (person === 1) {
    const done = () => {
      clearDraft(step);
      go(step + 1);
    };
    const draft = drafts[String(step)];
    if (step === 2)
      return (
        <PersonalStep uuid={uuid} onDone={done} saved={order ? savedPersonal(order) : {}} draft={draft} />
      );
    if (step === 3) return <ObligationsStep uuid={uuid} onDone={done} draft={draft} />;
    if (step === 4) return <IncomeStep uuid={uuid} onDone={done} draft={draft} />;
    return <ResolutionStep uuid={uuid} />;
  }
  if (step === 2 && order) return <CompanyDetails uuid={uuid} order={order} go={go} />;
  return <ResolutionStep uuid={uuid} />;
}

type Go = (step: number, replace?: boolean, fresh?: OrderReadBack) => void;

function follow(action: () => void) {
  return (event: { preventDefault(): void }) => {
    event.preventDefault();
    action();
  };
}

interface NewOrderProps {
  readonly person: 1 | 2;
  readonly inProgress: OrderInProgress | null;
  readonly draft: Drafts[string] | undefined;
  readonly navigate: WizardStepProps['navigate'];
}

/** Step 1 before the order exists: the tab's terms, then the contact form creates the order. */
function NewOrder({ person, inProgress, draft, navigate }: NewOrderProps) {
  const terms = useMemo(
    () =>
      inProgress &&
      orderTerms({
        pkg: inProgress.params.type,
        params: { ...inProgress.params, person },
        sku: inProgress.sku,
        pickupDate: inProgress.pickupDate,
      }),
    [inProgress, person],
  );
  const refused = useMemo(() => (terms ? invalidTerms(terms, todayIn()) : []), [terms]);
  if (inProgress === null || terms === null) return <WaitingScreen />;
  if (refused.length > 0) {
    return (
      <Alert tone="error">
        {roApproval.orderTermsInvalid}{' '}
        <a href={`/masina/${encodeURIComponent(inProgress.sku)}`}>{roApproval.chooseCar}</a>
      </Alert>
    );
  }
  const pkg = inProgress.params.type;
  return (
    <ContactStep
      pkg={pkg}
      person={person}
      terms={terms}
      mode={{ kind: 'create', idempotencyKey: inProgress.key }}
      draft={draft}
      onSent={(uuid, sent) => {
        // Kept (not cleared): Back to step 1 shows these answers to correct the same order.
        saveDraft(1, sent);
        orderCreated(uuid);
        savePrecheckUuid(uuid);
        // Step 1's history entry becomes the order's, so Back finds the order, not a blank form.
        navigate(wizardPath(pkg, 1, uuid), true);
        if (person === 1) navigate(wizardPath(pkg, 2, uuid));
      }}
    />
  );
}

/** A company's wait for check 1 (after the contact step, and while step 2 is not open yet). */
function WaitForCheck1({ uuid, go }: { uuid: string; go: Go }) {
  return (
    <CompanyWait
      uuid={uuid}
      intervalMs={POLL_COMPANY_CHECK1_MS}
      decide={afterContactStep}
      onNext={(next, fresh) => go(next, true, fresh)}
    />
  );
}

/** Company step 2: blocked after a refused check; after submitting, wait for check 2. */
function CompanyDetails({ uuid, order, go }: { uuid: string; order: OrderReadBack; go: Go }) {
  const [submitted, setSubmitted] = useState(false);
  const blocked = order.check1_result === 0 || order.check2_result === 0 || order.check2_result !== null;
  if (blocked || order.tip_companie === null || order.check1_result === null) {
    return <WaitForCheck1 uuid={uuid} go={go} />;
  }
  if (submitted) {
    return (
      <CompanyWait
        uuid={uuid}
        intervalMs={POLL_COMPANY_CHECK2_MS}
        decide={afterCompanyDetails}
        onNext={(next, fresh) => go(next, false, fresh)}
      />
    );
  }
  return (
    <CompanyDetailsStep uuid={uuid} tipCompanie={order.tip_companie} onDone={() => setSubmitted(true)} />
  );
}
