/**
 * The approval flow island on the /aprobare/ shell. It reads the real address (rewrite table),
 * rebuilds a bare `/aprobare/{uuid}` from the order (stores refilled, then the furthest step the
 * order has reached as the server reports it, rather than step 1, whose contact form would create
 * a second order), keeps the address in step with the flow
 * (history API, so a reload or a shared link lands on the same step), shows the progress tabs
 * and the current step, and ends a form step after 20 minutes without input. A paid order has no step
 * left: any of its addresses (the e-mail's "continue" link included) leads to its result page.
 *
 * Data flow: "Rezerva acum" fixes the car and terms as this tab's order in progress
 * ($orderInProgress, sessionStorage: another tab choosing another car cannot change them); the
 * contact step creates the order with them and saves $precheckUUID; from then on the uuid in the
 * address and the order read back from the API drive every decision. Back to step 1 without the
 * order's uuid (an old history entry) goes to the order's own step 1, never to a blank form that
 * would create a second order.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { WaitingScreen } from '../../components/ui/WaitingScreen.tsx';
import type { FeeFigures } from '../../domain/business-figures.ts';
import { isIsoDate } from '../../domain/dates.ts';
import { DEFAULT_FINANCING_PARAMS } from '../../domain/financing/financing-params.ts';
import type { OrderReadBack } from '../../domain/order/order-read-back.ts';
import { termsFromReadBack, termsToStore } from '../../domain/order/order-terms.ts';
import { roApproval } from '../../i18n/ro.ts';
import { $financingParams, saveFinancingParams } from '../../stores/financing.ts';
import { $carSKU, $dataPreluare, saveCarSku, savePrecheckUuid } from '../../stores/order.ts';
import {
  $drafts,
  $orderInProgress,
  continueOrder,
  type Drafts,
  type OrderInProgress,
  startOrder,
} from '../../stores/order-in-progress.ts';
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

/** An order opened in this tab becomes its order in progress (its terms are the order's own). */
function continueWith(order: OrderReadBack): void {
  continueOrder({
    sku: order.sku,
    params: termsToStore(termsFromReadBack(order), DEFAULT_FINANCING_PARAMS),
    pickupDate: order.data_preluare !== null && isIsoDate(order.data_preluare) ? order.data_preluare : null,
    orderUuid: order.order_code,
  });
}

/**
 * The wizard opened with no order in progress in this tab ("Rezerva acum" opened in a new tab):
 * the car page's latest choice becomes the tab's own, once. False when there is none.
 */
function startFromLatestChoice(): boolean {
  const sku = $carSKU.get();
  if (sku === null) return false;
  startOrder({ sku, params: $financingParams.get(), pickupDate: $dataPreluare.get() });
  return true;
}

/** The order in progress a new order (step 1 without uuid) is created from, if the route can use it. */
function newOrderTerms(route: WizardRoute | null, inProgress: OrderInProgress | null) {
  return route?.kind === 'step' &&
    route.uuid === null &&
    inProgress?.orderUuid === null &&
    inProgress.params.type === route.pkg
    ? inProgress
    : null;
}

const NO_DRAFTS: Drafts = {};

/** The address the wizard reads: its own package names (an alias written back), with search and hash kept. */
function readAddress(): WizardRoute {
  const route = parseWizardPath(window.location.pathname);
  if (route.kind === 'step') {
    const canonical = wizardPath(route.pkg, route.step, route.uuid);
    if (canonical !== window.location.pathname.replace(/\/$/, '')) {
      window.history.replaceState(null, '', `${canonical}${window.location.search}${window.location.hash}`);
    }
  }
  return route;
}

export interface ApprovalWizardProps {
  /** Leaves the approval flow for another page (a paid order's result); replaced in tests. */
  readonly leave?: (url: string) => void;
  /** The reservation fee and the guarantee in force when the site was built (settings). */
  readonly fees: FeeFigures;
}

export function ApprovalWizard({ leave = (url) => window.location.replace(url), fees }: ApprovalWizardProps) {
  const [route, setRoute] = useState<WizardRoute | null>(null);
  const [orderState, setOrderState] = useState<OrderState>({ status: 'none' });
  const [expired, setExpired] = useState(false);
  const inProgress = useStore($orderInProgress);
  const drafts = useStore($drafts);

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
    const read = () => setRoute(readAddress());
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

  // The order this tab shows is the tab's order in progress from now on.
  useEffect(() => {
    if (order && $orderInProgress.get()?.orderUuid !== order.order_code) continueWith(order);
  }, [order]);

  // Address fixes: a bare order code, a package that is not the order's, a step without the order
  // this tab has already created (Back to an old entry), a later step without an order.
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
      if (inProgress === null) {
        if (!startFromLatestChoice()) window.location.assign('/masini');
      } else if (inProgress.orderUuid !== null) {
        navigate(wizardPath(inProgress.params.type, route.step, inProgress.orderUuid), true);
      } else if (inProgress.params.type !== route.pkg || route.step > 1) {
        navigate(wizardPath(inProgress.params.type, 1, null), true);
      }
    }
  }, [route, order, inProgress, navigate, leave]);

  const onForm = route?.kind === 'step' && !expired;
  useSessionTimeout(onForm, () => setExpired(true));

  if (expired) return <SessionExpired />;
  if (orderState.status === 'missing') return <Alert tone="error">{roApproval.orderNotFound}</Alert>;
  const creating = newOrderTerms(route, inProgress);
  if (
    route?.kind !== 'step' ||
    (route.uuid !== null && !order) ||
    (route.uuid === null && !creating) ||
    order?.paid === 1
  ) {
    return <WaitingScreen />;
  }
  const person = order?.person ?? creating?.params.person ?? 1;
  const tabs = stepTabs({
    pkg: route.pkg,
    person,
    step: route.step,
    uuid: route.uuid,
    check1Result: order?.check1_result ?? null,
    check2Result: order?.check2_result ?? null,
  });
  const active = tabs.find((tab) => tab.state === 'active');
  // Drafts belong to the tab's order in progress: not shown on another order opened by its link.
  const ownDrafts = inProgress?.orderUuid === route.uuid ? drafts : NO_DRAFTS;
  return (
    <div className="approval-wizard">
      <StepTabs tabs={tabs} onNavigate={(href) => navigate(href)} />
      <WithSummary summary={<ApprovalSummary order={order} choice={creating} fees={fees} />}>
        {active ? <h2>{active.label}</h2> : null}
        <WizardStep
          route={route}
          person={person}
          order={order}
          inProgress={creating}
          drafts={ownDrafts}
          navigate={navigate}
          refreshOrder={refreshOrder}
        />
      </WithSummary>
    </div>
  );
}
