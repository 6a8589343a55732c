import { serverMessages } from './messages.ts';
import type { Income, Obligations, PersonalInfo, SrlCompanyDetails } from './order.ts';
import {
  canApplyUpdate,
  canUpdateContact,
  isStepDecided,
  outcomeOf,
  reachedStep,
  type StepOrder,
  type UpdateKind,
} from './steps.ts';

const personal: PersonalInfo = {
  stare_civila: 1,
  studii: 'S',
  stare_locativa: 'O',
  nr_angajati: 1,
  avut_credite: 0,
};
const obligations: Obligations = { contracte_credit: [], carduri_credit: [] };
const income: Income = {
  medie_salariu: 5000,
  income: [],
  perioada_contract_munca: 'nedeterminat',
  cresteri_venituri: 0,
  responsability_check: true,
};
const details: SrlCompanyDetails = {
  specialitate_liceu: 0,
  specialitate_superioare: 1,
  fluctuatie_personal: 1,
  numar_furnizori: 2,
  experienta_domeniu: 4,
  numar_clienti: 3,
  certificare_iso: 1,
};

const individual: StepOrder = {
  person: 1,
  productType: 'leasing',
  tipCompanie: null,
  personal: null,
  obligations: null,
  income: null,
  companyDetails: null,
  guarantor: null,
  check1Result: null,
  check2Result: null,
  rating: null,
  paidAt: null,
};
const company: StepOrder = { ...individual, person: 2, tipCompanie: 1 };
const decided = { ...individual, personal, obligations, income };
const guarantor = { nume_fidejusor: 'Garant SRL', nr_recom_fidejusor: 'J40/1/2020' };

describe('canUpdateContact (step 1 sent again)', () => {
  it.each<[string, StepOrder, keyof typeof serverMessages | 'ok']>([
    ['a new individual order', individual, 'ok'],
    ['an individual already decided', { ...decided, rating: 1 }, 'ok'],
    ['a paid order', { ...decided, paidAt: new Date() }, 'orderPaid'],
    ["a company's order", company, 'individualOnly'],
  ])('%s', (_name, order, expected) => {
    const verdict = canUpdateContact(order);
    expect(verdict.ok ? 'ok' : verdict.code).toBe(expected);
  });
});

describe('canApplyUpdate', () => {
  it.each<[string, StepOrder, UpdateKind, keyof typeof serverMessages | 'ok']>([
    ['individual: personal on a new order', individual, 'personal', 'ok'],
    ['individual: obligations before personal', individual, 'obligations', 'personalMissing'],
    ['individual: obligations after personal', { ...individual, personal }, 'obligations', 'ok'],
    ['individual: income before obligations', { ...individual, personal }, 'income', 'obligationsMissing'],
    ['individual: income before personal', individual, 'income', 'personalMissing'],
    ['individual: income after obligations', { ...individual, personal, obligations }, 'income', 'ok'],
    ['individual: company details', individual, 'company_details', 'companyOnly'],
    [
      'individual: co-debtor before income',
      { ...individual, personal, obligations },
      'codebtor',
      'incomeMissing',
    ],
    ['individual: co-debtor while the decision runs', decided, 'codebtor', 'decisionPending'],
    ['individual: co-debtor after a refusal', { ...decided, rating: 0 }, 'codebtor', 'ok'],
    ['individual: adjusted terms after a refusal', { ...decided, rating: 0 }, 'adjusted_terms', 'ok'],
    [
      'individual: adjusted terms once approved',
      { ...decided, rating: 1 },
      'adjusted_terms',
      'alreadyApproved',
    ],
    [
      'individual subscription: adjusted terms',
      { ...decided, productType: 'carSubscription', rating: 0 },
      'adjusted_terms',
      'subscriptionTermsFixed',
    ],
    ['individual: consent before the decision', decided, 'resolution_consent', 'decisionPending'],
    ['individual: consent when refused', { ...decided, rating: 0 }, 'resolution_consent', 'notApproved'],
    ['individual: consent when approved', { ...decided, rating: 1 }, 'resolution_consent', 'ok'],
    [
      'any update on a paid order',
      { ...decided, rating: 1, paidAt: new Date() },
      'resolution_consent',
      'orderPaid',
    ],
    ['company: personal', company, 'personal', 'individualOnly'],
    ['company: details while check 1 runs', company, 'company_details', 'check1Pending'],
    [
      'SRL: details after a registry refusal',
      { ...company, check1Result: 0 },
      'company_details',
      'check1Refused',
    ],
    [
      'PFA: details after a registry refusal',
      { ...company, tipCompanie: 3, check1Result: 0 },
      'company_details',
      'ok',
    ],
    ['SRL: details after check 1', { ...company, check1Result: 1 }, 'company_details', 'ok'],
    [
      'SRL: details twice',
      { ...company, check1Result: 1, check2Result: 1, companyDetails: details },
      'company_details',
      'companyDetailsDone',
    ],
    ['SRL: guarantor before check 2', { ...company, check1Result: 1 }, 'guarantor', 'companyDetailsMissing'],
    [
      'SRL: guarantor on outcome 1',
      { ...company, check1Result: 1, check2Result: 1 },
      'guarantor',
      'guarantorNotOffered',
    ],
    ['SRL: guarantor on outcome 2', { ...company, check1Result: 1, check2Result: 2 }, 'guarantor', 'ok'],
    [
      'SRL subscription: guarantor',
      { ...company, productType: 'carSubscription', check1Result: 1, check2Result: 2 },
      'guarantor',
      'guarantorSubscription',
    ],
    [
      'SRL: adjusted terms',
      { ...company, check1Result: 1, check2Result: 0 },
      'adjusted_terms',
      'adjustedTermsCompany',
    ],
    [
      'PFA: adjusted terms before check 2',
      { ...company, tipCompanie: 3, check1Result: 1 },
      'adjusted_terms',
      'companyDetailsMissing',
    ],
    [
      'PFA: adjusted terms after a refusal',
      { ...company, tipCompanie: 3, check1Result: 1, check2Result: 0 },
      'adjusted_terms',
      'ok',
    ],
    [
      'PFA: adjusted terms once approved',
      { ...company, tipCompanie: 3, check1Result: 1, check2Result: 1 },
      'adjusted_terms',
      'alreadyApproved',
    ],
    [
      'SRL: consent on outcome 2',
      { ...company, check1Result: 1, check2Result: 2 },
      'resolution_consent',
      'notApproved',
    ],
    [
      'SRL: consent on outcome 2 with an accepted guarantor',
      {
        ...company,
        check1Result: 1,
        check2Result: 2,
        guarantor: { ...guarantor, cui_fidejusor: '12345674' },
      },
      'resolution_consent',
      'ok',
    ],
  ])('%s → %s', (_, order, kind, expected) => {
    const verdict = canApplyUpdate(order, kind);
    if (expected === 'ok') expect(verdict).toEqual({ ok: true });
    else expect(verdict).toEqual({ ok: false, code: expected, message: serverMessages[expected] });
  });
});

describe('isStepDecided', () => {
  it.each<[string, StepOrder, UpdateKind, boolean]>([
    ['income before the decision', decided, 'income', false],
    ['income once approved', { ...decided, rating: 1 }, 'income', true],
    ['income once refused', { ...decided, rating: 0 }, 'income', true],
    ['co-debtor once refused (decides again)', { ...decided, rating: 0 }, 'codebtor', false],
    ['adjusted terms once refused (decides again)', { ...decided, rating: 0 }, 'adjusted_terms', false],
    ['personal once refused', { ...decided, rating: 0 }, 'personal', false],
    ['a company with its outcome', { ...company, rating: 1 }, 'income', false],
  ])('%s', (_label, order, kind, expected) => {
    expect(isStepDecided(order, kind)).toBe(expected);
  });
});

describe('outcomeOf', () => {
  it.each<[string, StepOrder, number | null]>([
    ['individual uses the rating', { ...decided, rating: 0 }, 0],
    ['company combines the checks', { ...company, check1Result: 1, check2Result: 2, rating: null }, 2],
    [
      'a rejected guarantor leaves outcome 2',
      {
        ...company,
        check1Result: 1,
        check2Result: 2,
        guarantor: { ...guarantor, cui_fidejusor: '12345607' },
      },
      2,
    ],
  ])('%s', (_, order, expected) => {
    expect(outcomeOf(order)).toBe(expected);
  });
});

describe('reachedStep', () => {
  it.each<[string, StepOrder, number]>([
    ['new individual', individual, 2],
    ['individual with personal info', { ...individual, personal }, 3],
    ['individual with obligations', { ...individual, personal, obligations }, 4],
    ['individual with income', decided, 5],
    ['company waiting for check 1', company, 1],
    ['SRL refused by check 1', { ...company, check1Result: 0 }, 3],
    ['SRL accepted by check 1', { ...company, check1Result: 1 }, 2],
    ['SRL after check 2', { ...company, check1Result: 1, check2Result: 1 }, 3],
  ])('%s → %i', (_, order, step) => {
    expect(reachedStep(order)).toBe(step);
  });
});
