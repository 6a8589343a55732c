/**
 * Step 3 of /rezolutie: heading by product, the car, the information block, the delivery choice
 * (free pickup by default, or home delivery with its fields and transport cost), the terms, the
 * fee sentence and 'Plateste'. Home delivery is stored first (POST /client-order/delivery); if that
 * fails the shopper is told and stays here, since paying for a delivery the shop does not know
 * about would be worse than not paying yet.
 */
import { Field, Form, useField, useForm } from '@formisch/react';
import { useEffect, useRef, useState } from 'react';
import { ConsentField, TERMS_HREF } from '../../components/form/ConsentField.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { WaitingScreen } from '../../components/ui/WaitingScreen.tsx';
import { hasFreeDelivery } from '../../domain/catalog/promotions.ts';
import type { CarFacts, County } from '../../domain/cms-schemas.ts';
import { deliveryCost } from '../../domain/order/delivery-cost.ts';
import type { OrderReadBack } from '../../domain/order/order-read-back.ts';
import type { SummaryDelivery } from '../../domain/order/summary/order-summary.ts';
import { roCheckout } from '../../i18n/ro.ts';
import { fetchCounties } from '../../lib/api/localities.ts';
import { CarSummary } from './CarSummary.tsx';
import { saveDelivery } from './checkout-api.ts';
import { paymentUrl } from './checkout-paths.ts';
import { DeliveryFields } from './DeliveryFields.tsx';
import { feeText, stepHeading } from './fee-text.ts';
import { InformationBlock } from './InformationBlock.tsx';
import { deliveryBody, HOME, PICKUP, paymentStepSchema } from './payment-step-form.ts';
import { RadioChoice } from './RadioChoice.tsx';

export interface PaymentStepProps {
  readonly order: OrderReadBack;
  readonly car: CarFacts | null;
  /** Where 'Plateste' leads; replaced in tests. */
  readonly navigate?: (url: string) => void;
  /** Told the delivery as it is chosen (the order summary beside the step). */
  readonly onDeliveryChange?: (delivery: SummaryDelivery) => void;
}

const t = roCheckout;
const DELIVERY_OPTIONS = [
  { value: PICKUP, label: t.pickupFree },
  { value: HOME, label: t.homeDelivery },
];

type Status = 'idle' | 'sending' | 'delivery-failed';

export function PaymentStep({
  order,
  car,
  navigate = (url) => location.assign(url),
  onDeliveryChange,
}: PaymentStepProps) {
  const form = useForm({
    schema: paymentStepSchema,
    initialInput: { delivery: PICKUP },
    validate: 'submit',
    revalidate: 'input',
  });
  const delivery = useField(form, { path: ['delivery'] }).input;
  const countyId = useField(form, { path: ['judet'] }).input ?? '';
  const [counties, setCounties] = useState<readonly County[] | null | undefined>(undefined);
  const [status, setStatus] = useState<Status>('idle');
  const idempotencyKey = useRef(crypto.randomUUID());

  const home = delivery === HOME;
  useEffect(() => {
    // Loaded only once home delivery is chosen: most shoppers keep the free pickup.
    if (!home || counties !== undefined) return;
    fetchCounties().then(setCounties);
  }, [home, counties]);

  const county = counties?.find((candidate) => String(candidate.id) === countyId) ?? null;
  // The order's promotions decide, as on the server; a free delivery is free in every county,
  // so its 0 is known before one is chosen.
  const cost =
    county || hasFreeDelivery(order.promotions)
      ? deliveryCost(county?.delivery_price ?? 0, order.person, order.promotions)
      : null;
  const sending = status === 'sending';
  const transport = cost?.total ?? null;
  useEffect(() => {
    onDeliveryChange?.(home ? { kind: 'home', total: transport } : { kind: 'pickup' });
  }, [home, transport, onDeliveryChange]);

  return (
    <div className="checkout">
      <h1>{stepHeading(order)}</h1>
      <CarSummary productName={order.product_name} photo={car?.profile_photo ?? null} />
      <InformationBlock order={order} equipmentListPdf={car?.equipment_list_pdf ?? null} />
      <Form
        of={form}
        aria-busy={sending}
        onSubmit={async (step) => {
          if (sending) return;
          // Stays busy through the navigation too, so a second click cannot start another one.
          setStatus('sending');
          if (step.delivery === HOME) {
            const body = deliveryBody(step, order.order_code, cost?.total ?? 0);
            if (!(await saveDelivery(body, idempotencyKey.current))) {
              setStatus('delivery-failed');
              return;
            }
          }
          navigate(paymentUrl(order.order_code));
        }}
      >
        <Field of={form} path={['delivery']}>
          {(field) => <RadioChoice field={field} legend={t.deliveryLegend} options={DELIVERY_OPTIONS} />}
        </Field>
        {home ? (
          <DeliveryFields
            form={form}
            counties={counties === undefined ? [] : counties}
            county={county}
            person={order.person}
            cost={cost}
          />
        ) : null}
        <ConsentField
          of={form}
          path={['terms_conditions']}
          text={t.termsConsent}
          linkText={t.termsLink}
          href={TERMS_HREF}
          required
        />
        <p className="checkout-fee">{feeText(order)}</p>
        {sending ? <WaitingScreen /> : null}
        {status === 'delivery-failed' ? <Alert tone="error">{t.deliveryFailed}</Alert> : null}
        <SubmitButton busy={sending}>{t.pay}</SubmitButton>
      </Form>
    </div>
  );
}
