/**
 * The resolution (individual step 5, company step 3): reads the order, waits (polling every 5 s)
 * while the decision is pending, then shows the outcome texts and what may follow: consent and
 * continue when approved; adjusted terms, a co-debtor, a guarantor or a contact request otherwise.
 * An individual's refusal also says its actual reason (ratio, cap, the change that would pass) and
 * offers a human review of the automated decision.
 * Every resubmission comes back here and shows the new result.
 */
import { useState } from 'react';
import { WaitingScreen } from '../../components/ui/WaitingScreen.tsx';
import { decisionExplanation } from '../../domain/credit/decision-text.ts';
import type { OrderReadBack } from '../../domain/order/order-read-back.ts';
import { AdjustTermsForm } from './AdjustTermsForm.tsx';
import { adviceText, improvingActions } from './adjust-advice.ts';
import { financingInfoFrom, termOptions } from './adjust-options.ts';
import { ConsentContinue } from './ConsentContinue.tsx';
import { ContactRequest } from './ContactRequest.tsx';
import { GuarantorForm } from './GuarantorForm.tsx';
import { fetchOrder } from './order-api.ts';
import { outcomeView } from './outcome-text.ts';
import { ReviewRequest } from './ReviewRequest.tsx';
import { POLL_COMPANY_CHECK2_MS, usePolling } from './use-polling.ts';

export interface ResolutionStepProps {
  readonly uuid: string;
  /** Where to go after approval; injectable for tests. */
  readonly leave?: (url: string) => void;
}

export default function ResolutionStep({ uuid, leave }: ResolutionStepProps) {
  const [order, setOrder] = useState<OrderReadBack | null>(null);
  const [round, setRound] = useState(0);
  const [polling, setPolling] = useState(true);
  usePolling(
    async () => {
      const answer = await fetchOrder(uuid);
      if (!answer.ok) return false;
      setOrder(answer.order);
      const decided = answer.order.rating !== null;
      if (decided) setPolling(false);
      return decided;
    },
    POLL_COMPANY_CHECK2_MS,
    polling,
  );
  const resubmitted = () => {
    setRound((value) => value + 1);
    setPolling(true);
  };

  if (!order) return <WaitingScreen />;
  const product = order.credit_type;
  const context =
    product === 'carSubscription' ? null : { product, person: order.person, currency: order.currency };
  const info = context ? financingInfoFrom(order.payment_info) : null;
  const tables = context && info ? { context, info, options: termOptions(info, context) } : null;
  const input = {
    person: order.person,
    product,
    outcome: polling ? null : order.rating,
    tipCompanie: order.tip_companie,
    foreignShareholders: order.actionariat_strain === 1,
  };
  // Whether a co-debtor is offered does not depend on the advice, so ask once without it.
  const offers = outcomeView({ ...input, advice: null });
  const advice = tables ? adviceText(improvingActions(tables.options, order, offers.offerCodebtor)) : null;
  const view = outcomeView({ ...input, advice });
  const adjust = view.offerAdjustTerms ? tables : null;
  // An individual's refusal is an automated decision: its actual reason, and a human review on request.
  const automatedRefusal = view.kind === 'refused' && order.person === 1;
  const explanation = automatedRefusal && order.decision ? decisionExplanation(order.decision) : [];
  return (
    <section className="approval-resolution" aria-live="polite">
      {view.title ? <h2>{view.title}</h2> : null}
      {[...view.paragraphs, ...explanation].map((text) => (
        <p key={text}>{text}</p>
      ))}
      {view.kind === 'pending' ? <WaitingScreen /> : null}
      {view.kind === 'approved' ? (
        <ConsentContinue uuid={uuid} product={product} {...(leave ? { leave } : {})} />
      ) : null}
      {view.offerGuarantor ? <GuarantorForm key={`g${round}`} uuid={uuid} onDone={resubmitted} /> : null}
      {adjust ? (
        <AdjustTermsForm
          key={`a${round}`}
          uuid={uuid}
          onDone={resubmitted}
          info={adjust.info}
          context={adjust.context}
          options={adjust.options}
          current={order}
          withCodebtor={view.offerCodebtor}
        />
      ) : null}
      {view.offerContact ? <ContactRequest uuid={uuid} /> : null}
      {automatedRefusal ? <ReviewRequest key={`r${round}`} uuid={uuid} stored={order.review} /> : null}
    </section>
  );
}
