import { describe, expect, it } from 'vitest';
import { roApproval } from '../../i18n/ro.ts';
import { type OutcomeInput, outcomeView } from './outcome-text.ts';

const r = roApproval.resolution;
const base: OutcomeInput = {
  person: 1,
  product: 'credit',
  outcome: 1,
  tipCompanie: null,
  foreignShareholders: false,
  advice: 'Puteti mari avansul, apoi retrimite cererea.',
};

describe('outcomeView texts', () => {
  it.each<[string, Partial<OutcomeInput>, string | null, string[]]>([
    ['pending', { outcome: null }, null, [r.pending]],
    [
      'individual credit approved',
      {},
      r.approvedTitle,
      ['Cererea dumneavoastra de credit auto a fost pre-aprobata.'],
    ],
    [
      'individual leasing approved',
      { product: 'leasing' },
      r.approvedTitle,
      ['Cererea dumneavoastra de leasing financiar a fost pre-aprobata.'],
    ],
    ['subscription approved', { product: 'carSubscription' }, r.approvedTitle, [r.approvedSubscription]],
    [
      'company approved, foreign shareholders',
      { person: 2, tipCompanie: 1, foreignShareholders: true },
      r.approvedTitle,
      ['Cererea dumneavoastra de credit auto a fost pre-aprobata.', r.foreignShareholders],
    ],
    [
      'individual foreign flag ignored',
      { foreignShareholders: true },
      r.approvedTitle,
      ['Cererea dumneavoastra de credit auto a fost pre-aprobata.'],
    ],
    [
      'individual leasing refused',
      { product: 'leasing', outcome: 0 },
      r.refusedTitle,
      [r.refusedIndividual, 'Puteti mari avansul, apoi retrimite cererea.'],
    ],
    [
      'individual subscription refused',
      { product: 'carSubscription', outcome: 0 },
      r.subscriptionRefusedTitle,
      [r.subscriptionRefused],
    ],
    [
      'SRL outcome 2 leasing',
      { person: 2, tipCompanie: 1, product: 'leasing', outcome: 2 },
      r.guarantorNeededTitle,
      [r.guarantorNeeded],
    ],
    [
      'SRL outcome 0',
      { person: 2, tipCompanie: 1, product: 'leasing', outcome: 0 },
      r.refusedTitle,
      [r.companyContact],
    ],
    [
      'PFA outcome 0 may adjust',
      { person: 2, tipCompanie: 3, product: 'credit', outcome: 0 },
      r.refusedTitle,
      [r.companyContact, 'Puteti mari avansul, apoi retrimite cererea.'],
    ],
    [
      'company subscription outcome 2: contact only',
      { person: 2, tipCompanie: 1, product: 'carSubscription', outcome: 2 },
      r.subscriptionRefusedTitle,
      [r.companyContact],
    ],
  ])('%s', (_name, change, title, paragraphs) => {
    const view = outcomeView({ ...base, ...change });
    expect(view.title).toBe(title);
    expect(view.paragraphs).toEqual(paragraphs);
  });

  it.each<[string, Partial<OutcomeInput>, [boolean, boolean, boolean, boolean]]>([
    ['approved: no follow-ups', {}, [false, false, false, false]],
    ['individual financing refused: terms, co-debtor, contact', { outcome: 0 }, [true, true, false, true]],
    [
      'individual subscription refused: contact only',
      { outcome: 0, product: 'carSubscription' },
      [false, false, false, true],
    ],
    [
      'SRL outcome 2: guarantor and contact',
      { person: 2, tipCompanie: 2, outcome: 2, product: 'leasing' },
      [false, false, true, true],
    ],
    [
      'PFA outcome 2: guarantor, terms and contact',
      { person: 2, tipCompanie: 3, outcome: 2, product: 'leasing' },
      [true, false, true, true],
    ],
    [
      'company subscription outcome 2: contact only',
      { person: 2, tipCompanie: 3, outcome: 2, product: 'carSubscription' },
      [false, false, false, true],
    ],
  ])('%s', (_name, change, [terms, codebtor, guarantor, contact]) => {
    const view = outcomeView({ ...base, ...change });
    expect([view.offerAdjustTerms, view.offerCodebtor, view.offerGuarantor, view.offerContact]).toEqual([
      terms,
      codebtor,
      guarantor,
      contact,
    ]);
  });
});
