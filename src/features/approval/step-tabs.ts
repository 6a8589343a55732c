/**
 * The progress bar's tabs: which steps exist for the person type and product, which one is
 * active, and which can be clicked. Without an order (no uuid) nothing can be revisited; a company
 * whose check 1 or check 2 refused cannot open the company-details step.
 */

import type { OrderType } from '../../domain/order/order-terms.ts';
import { roApproval } from '../../i18n/ro.ts';
import { stepCount, wizardPath } from './wizard-route.ts';

export type TabState = 'done' | 'active' | 'upcoming';

export interface StepTab {
  readonly number: number;
  readonly label: string;
  readonly state: TabState;
  /** Where the tab leads, or null when it cannot be clicked. */
  readonly href: string | null;
}

export interface StepTabsInput {
  readonly pkg: OrderType;
  readonly person: 1 | 2;
  readonly step: number;
  readonly uuid: string | null;
  readonly check1Result: number | null;
  readonly check2Result: number | null;
}

const t = roApproval.steps;

function labels(person: 1 | 2, pkg: OrderType): readonly string[] {
  if (person === 2) return [t.contact, t.companyDetails, t.companyResolution];
  const resolution = pkg === 'carSubscription' ? t.subscriptionResolution : t.resolution;
  return [t.contact, t.personal, t.obligations, t.income, resolution];
}

function blocked(input: StepTabsInput, number: number): boolean {
  return input.person === 2 && number === 2 && (input.check1Result === 0 || input.check2Result === 0);
}

export function stepTabs(input: StepTabsInput): StepTab[] {
  const tabs: StepTab[] = labels(input.person, input.pkg).map((label, index) => {
    const number = index + 1;
    const state: TabState = number < input.step ? 'done' : number === input.step ? 'active' : 'upcoming';
    const clickable = input.uuid !== null && number !== input.step && !blocked(input, number);
    return { number, label, state, href: clickable ? wizardPath(input.pkg, number, input.uuid) : null };
  });
  if (input.pkg === 'carSubscription') {
    tabs.push({ number: stepCount(input.person) + 1, label: t.signing, state: 'upcoming', href: null });
  }
  return tabs;
}
