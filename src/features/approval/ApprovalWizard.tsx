/**
 * The approval flow island on the /aprobare/ shell. It reads the real address (rewrite table),
 * rebuilds a bare `/aprobare/{uuid}` from the order (stores refilled, then the furthest step the
 * order has reached as the server reports it, rather than step 1, whose contact form would create
 * a second order), keeps the address in step with the flow
 * (history API, so a reload or a shared link lands on the same step), shows the progress tabs
 * and the current step, and ends a form step after 20 minutes without input. A paid order has no step
 * left: any of its addresses (the e-mail's "continue" link included) leads to its result page.
 *
 * Data flow: the car page leaves the terms in the persisted stores ($financingParams, $carSKU,
 * $dataPreluare); the contact step creates the order and saves $precheckUUID; from then on the
 * uuid in the address and the order read back from the API drive every decision.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { WaitingScreen } from '../../components/ui/WaitingScreen.tsx';
import type { OrderReadBack } from '../../domain/order/order-read-back.ts';
import { termsFromReadBack, termsToStore } from '../../domain/order/order-terms.ts';
import { roApproval } from '../../i18n/ro.ts';
import { $financingParams, saveFinancingParams } from '../../stores/financing.ts';
import { $carSKU, saveCarSku, savePrecheckUuid } from '../../stores/order.ts';
import { ApprovalSummary } from '../summary/ApprovalSummary.tsx';
import { WithSummary } from '../summary/OrderSummary.tsx';
import { fetchOrder } from './order-api.ts';
import { SessionExpired } from './SessionExpired.tsx';
import { StepTabs } from './StepTabs.tsx';
import { stepTabs } from './step-tabs.ts';
import { useSessionTimeout } from './use-session-timeout.ts';
import { WizardStep } from './WizardStep.tsx';
import { parseWizardPath, resumePath, type WizardRoute, wizardPath } from './wizard-route.ts';

type OrderState =
  | { readonly status: 'none' | 'loading' | 'missing' }
  | { readonly status: 'ready'; readonly order: OrderReadBack };

/** The stores rebuilt from an order opened by its code (another device, an e-mail link). */
function rememberOrder(order: OrderReadBack): void {
  saveFinancingParams(termsToStore(termsFromReadBack(order), $financingParams.get()));
  saveCarSku(order.sku);
  savePrecheckUuid(order.order_code);
}

export interface ApprovalWizardProps {
  /** Leaves the approval flow for another page (a paid order's result); replaced in tests. */
  readonly leave?: (url: string) => void;
}

export function ApprovalWizard({ leave = (url) => window.location.replace(url) }: ApprovalWizardProps = {}) {
  const [route, setRoute] = useState<WizardRoute | null>(null);
  const [orderState, setOrderState] = useState<OrderState>({ status: 'none' });
  const [expired, setExpired] = useState(false);
  const params = useStore($financingParams);
  const sku = useStore($carSKU);

  // An order a step has just read (a company poll) comes with its navigation, so it is not read again.
  const handedOver = useRef<OrderReadBack | null>(null);
  const navigate = useCallback((path: string, replace = false, fresh?: OrderReadBack) => {
    if (replace) window.history.replaceState(null, '', path);
    else window.history.pushState(null, '', path);
    if (fresh) {
      handedOver.current = fresh;
      setOrderState({ status: 'ready', order: fresh });
    }
    setRoute(parseWizardPath(path));
    window.scrollTo({ top: 0 });
  }, []);

  useEffect(() => {
    const read = () => setRoute(parseWizardPath(window.location.pathname));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  const uuid = route?.kind === 'step' || route?.kind === 'order' ? route.uuid : null;
  const refreshOrder = useCallback(async (code: string) => {
    const answer = await fetchOrder(code);
    setOrderState(answer.ok ? { status: 'ready', order: answer.order } : { status: 'missing' });
    return answer;
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (route) re-reads the order, so step decisions use fresh check results.
  useEffect(() => {
    if (uuid === null) {
      setOrderState({ status: 'none' });
      return;
    }
    const fresh = handedOver.current;
    handedOver.current = null;
    if (fresh?.order_code === uuid) return;
    setOrderState((current) =>
      current.status === 'ready' && current.order.order_code === uuid ? current : { status: 'loading' },
    );
    void refreshOrder(uuid);
  }, [uuid, route, refreshOrder]);

  const order = orderState.status === 'ready' ? orderState.order : null;

  // Address fixes: a bare order code, a package that is not the order's, a later step without an order.
  useEffect(() => {
    if (!route) return;
    if (route.kind === 'invalid') window.location.assign('/masini');
    else if (order?.paid === 1) leave(resumePath(order));
    else if (route.kind === 'order' && order) {
      rememberOrder(order);
      navigate(resumePath(order), true);
    } else if (route.kind === 'step' && order && order.credit_type !== route.pkg) {
      navigate(wizardPath(order.credit_type, route.step, order.order_code), true);
    } else if (route.kind === 'step' && route.uuid === null) {
      if (sku === null) window.location.assign('/masini');
      else if (route.step > 1) navigate(wizardPath(route.pkg, 1, null), true);
    }
  }, [route, order, sku, navigate, leave]);

  const onForm = route?.kind === 'step' && !expired;
  useSessionTimeout(onForm, () => setExpired(true));

  if (expired) return <SessionExpired />;
  if (orderState.status === 'missing') return <Alert tone="error">{roApproval.orderNotFound}</Alert>;
  if (
    route?.kind !== 'step' ||
    (route.uuid !== null && !order) ||
    (route.uuid === null && sku === null) ||
    order?.paid === 1
  ) {
    return <WaitingScreen />;
  }
  const person = order?.person ?? params.person;
  const tabs = stepTabs({
    pkg: route.pkg,
    person,
    step: route.step,
    uuid: route.uuid,
    check1Result: order?.check1_result ?? null,
    check2Result: order?.check2_result ?? null,
  });
  const active = tabs.find((tab) => tab.state === 'active');
  return (
    <div className="approval-wizard">
      <StepTabs tabs={tabs} onNavigate={(href) => navigate(href)} />
      <WithSummary
        summary={<ApprovalSummary order={order} params={{ ...params, type: route.pkg, person }} sku={sku} />}
      >
        {active ? <h2>{active.label}</h2> : null}
        <WizardStep
          route={route}
          person={person}
          order={order}
          params={params}
          sku={sku}
          navigate={navigate}
          refreshOrder={refreshOrder}
        />
      </WithSummary>
    </div>
  );
}
