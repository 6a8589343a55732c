/**
 * The approval wizard's step machine on the server side: which partial update (PUT
 * /client-order/{uuid}) an order may take now. Individuals: 1 contact (creates the order),
 * 2 personal, 3 obligations, 4 income, 5 resolution. Companies: 1 contact, 2 company details,
 * 3 resolution. An update for a later step is refused while an earlier one is missing, so the
 * site's rules cannot be skipped by calling the API directly.
 */
import { companyNextStep, companyOutcome } from '../decision/company.ts';
import { type ServerMessageKey, serverMessages } from './messages.ts';
import { isRegisteredCompany, type OrderRecord } from './order.ts';

export type UpdateKind =
  | 'personal'
  | 'obligations'
  | 'income'
  | 'company_details'
  | 'guarantor'
  | 'codebtor'
  | 'adjusted_terms'
  | 'resolution_consent';

export type StepVerdict = { ok: true } | { ok: false; code: ServerMessageKey; message: string };

export type StepOrder = Pick<
  OrderRecord,
  | 'person'
  | 'productType'
  | 'tipCompanie'
  | 'personal'
  | 'obligations'
  | 'income'
  | 'companyDetails'
  | 'guarantor'
  | 'check1Result'
  | 'check2Result'
  | 'rating'
  | 'paidAt'
>;

const ok: StepVerdict = { ok: true };
const refuse = (code: ServerMessageKey): StepVerdict => ({ ok: false, code, message: serverMessages[code] });

/** The first failing rule, or ok. Rules are checked in order. */
function firstRefusal(rules: [boolean, ServerMessageKey][]): StepVerdict {
  const failed = rules.find(([passes]) => !passes);
  return failed ? refuse(failed[1]) : ok;
}

export function canApplyUpdate(order: StepOrder, kind: UpdateKind): StepVerdict {
  if (order.paidAt !== null) return refuse('orderPaid');
  const individual = order.person === 1;
  switch (kind) {
    case 'personal':
      return firstRefusal([[individual, 'individualOnly']]);
    case 'obligations':
      return firstRefusal([
        [individual, 'individualOnly'],
        [order.personal !== null, 'personalMissing'],
      ]);
    case 'income':
      return firstRefusal([
        [individual, 'individualOnly'],
        [order.personal !== null, 'personalMissing'],
        [order.obligations !== null, 'obligationsMissing'],
      ]);
    case 'codebtor':
      return firstRefusal([[individual, 'individualOnly'], ...individualDecisionMade(order)]);
    case 'adjusted_terms':
      return individual
        ? firstRefusal(individualDecisionMade(order))
        : firstRefusal(companyTermsAdjustable(order));
    case 'company_details':
      return firstRefusal([
        [!individual, 'companyOnly'],
        [order.check1Result !== null, 'check1Pending'],
        [!(isRegisteredCompany(order.tipCompanie) && order.check1Result === 0), 'check1Refused'],
        [order.check2Result === null, 'companyDetailsDone'],
      ]);
    case 'guarantor':
      return firstRefusal([
        [!individual, 'companyOnly'],
        [order.productType !== 'carSubscription', 'guarantorSubscription'],
        [order.check2Result !== null, 'companyDetailsMissing'],
        [outcomeOf(order) === 2, 'guarantorNotOffered'],
      ]);
    case 'resolution_consent':
      return firstRefusal([
        [isDecided(order), 'decisionPending'],
        [outcomeOf(order) === 1, 'notApproved'],
      ]);
  }
}

/**
 * Step 1 sent again (the shopper went back to it): an individual's contact can be corrected until
 * the order is paid. A company's step 1 is what its check 1 ran on, so it is not changed afterwards.
 */
export function canUpdateContact(order: Pick<StepOrder, 'person' | 'paidAt'>): StepVerdict {
  if (order.paidAt !== null) return refuse('orderPaid');
  return firstRefusal([[order.person === 1, 'individualOnly']]);
}

/**
 * A step whose decision is already taken: an individual's income step once the order has its
 * rating. The rating is decided once per step; the step sent again (a double click, a second tab,
 * callers racing each other) is answered with the stored decision and writes nothing, so no two
 * callers are told different decisions. Other terms or a co-debtor go through their own steps,
 * which decide again; a company's details are guarded by `companyDetailsDone`.
 */
export function isStepDecided(order: StepOrder, kind: UpdateKind): boolean {
  return kind === 'income' && order.person === 1 && order.rating !== null;
}

function individualDecisionMade(order: StepOrder): [boolean, ServerMessageKey][] {
  return [
    [order.productType !== 'carSubscription', 'subscriptionTermsFixed'],
    [order.income !== null, 'incomeMissing'],
    [order.rating !== null, 'decisionPending'],
    [order.rating !== 1, 'alreadyApproved'],
  ];
}

function companyTermsAdjustable(order: StepOrder): [boolean, ServerMessageKey][] {
  return [
    [!isRegisteredCompany(order.tipCompanie), 'adjustedTermsCompany'],
    [order.productType !== 'carSubscription', 'subscriptionTermsFixed'],
    [order.check2Result !== null, 'companyDetailsMissing'],
    [outcomeOf(order) !== 1, 'alreadyApproved'],
  ];
}

/** Individuals: the rating; companies: check 1, check 2 and the guarantor combined. */
export function outcomeOf(
  order: Pick<StepOrder, 'person' | 'rating' | 'check1Result' | 'check2Result' | 'guarantor'>,
): 0 | 1 | 2 | null {
  if (order.person === 1) return order.rating;
  return companyOutcome({
    check1Result: order.check1Result,
    check2Result: order.check2Result,
    guarantorCui: order.guarantor?.cui_fidejusor ?? null,
  });
}

function isDecided(order: StepOrder): boolean {
  return outcomeOf(order) !== null;
}

export type WizardStepNumber = 1 | 2 | 3 | 4 | 5;

/**
 * The furthest wizard step the order has reached. The read-back carries it so the site can turn a
 * bare `/aprobare/{uuid}` link into the right step without guessing from the fields it sees.
 */
export function reachedStep(order: StepOrder): WizardStepNumber {
  if (order.person === 2 && order.tipCompanie !== null) {
    return companyNextStep({
      tipCompanie: order.tipCompanie,
      check1Result: order.check1Result,
      check2Result: order.check2Result,
    });
  }
  if (order.personal === null) return 2;
  if (order.obligations === null) return 3;
  if (order.income === null) return 4;
  return 5;
}
