import { describe, expect, it } from 'vitest';
import { roApproval } from '../../i18n/ro.ts';
import { type StepTabsInput, stepTabs } from './step-tabs.ts';

const base: StepTabsInput = {
  pkg: 'credit',
  person: 1,
  step: 2,
  uuid: 'u-1',
  check1Result: null,
  check2Result: null,
};
const s = roApproval.steps;

describe('stepTabs', () => {
  it.each<[string, Partial<StepTabsInput>, string[]]>([
    ['individual financing', {}, [s.contact, s.personal, s.obligations, s.income, s.resolution]],
    ['company financing', { person: 2 }, [s.contact, s.companyDetails, s.companyResolution]],
    [
      'individual subscription',
      { pkg: 'carSubscription' },
      [s.contact, s.personal, s.obligations, s.income, s.subscriptionResolution, s.signing],
    ],
    [
      'company subscription',
      { pkg: 'carSubscription', person: 2 },
      [s.contact, s.companyDetails, s.companyResolution, s.signing],
    ],
  ])('%s has its steps', (_name, change, labels) => {
    expect(stepTabs({ ...base, ...change }).map((tab) => tab.label)).toEqual(labels);
  });

  it('calls no subscription step a financing', () => {
    const labels = stepTabs({ ...base, pkg: 'carSubscription' }).map((tab) => tab.label.toLowerCase());
    expect(labels.filter((label) => label.includes('finantare'))).toEqual([]);
  });

  it('marks done, active and upcoming around the current step', () => {
    expect(stepTabs({ ...base, step: 3 }).map((tab) => tab.state)).toEqual([
      'done',
      'done',
      'active',
      'upcoming',
      'upcoming',
    ]);
  });

  it.each<[string, Partial<StepTabsInput>, (string | null)[]]>([
    ['no order yet: nothing clickable', { uuid: null }, [null, null, null, null, null]],
    [
      'with an order: every other step',
      {},
      [
        '/aprobare/credit/1/u-1',
        null,
        '/aprobare/credit/3/u-1',
        '/aprobare/credit/4/u-1',
        '/aprobare/credit/5/u-1',
      ],
    ],
    [
      'company, check 1 refused: step 2 blocked',
      { person: 2, step: 3, check1Result: 0 },
      ['/aprobare/credit/1/u-1', null, null],
    ],
    [
      'company, check 2 refused: step 2 blocked',
      { person: 2, step: 3, check1Result: 1, check2Result: 0 },
      ['/aprobare/credit/1/u-1', null, null],
    ],
    [
      'company, checks passed: step 2 open',
      { person: 2, step: 3, check1Result: 1, check2Result: 1 },
      ['/aprobare/credit/1/u-1', '/aprobare/credit/2/u-1', null],
    ],
    [
      'subscription signing tab never clickable',
      { pkg: 'carSubscription', person: 2, step: 1 },
      [null, '/aprobare/carSubscription/2/u-1', '/aprobare/carSubscription/3/u-1', null],
    ],
  ])('%s', (_name, change, hrefs) => {
    expect(stepTabs({ ...base, ...change }).map((tab) => tab.href)).toEqual(hrefs);
  });
});
