import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { PHONE_MESSAGE } from '../../lib/validation/rules.ts';
import { fieldErrors, without } from '../../lib/validation/testing/schema-helpers.ts';
import { createContactStepSchema } from './contact-step-schema.ts';

const m = roValidation;
const today = '2025-06-16'; // a Monday
const schema = createContactStepSchema(today);

const contact = {
  sku: 'B-101',
  nume: 'Popescu',
  prenume: 'Ana',
  telefon: '+40 712 345 678',
  email: 'ana@exemplu.ro',
  email_confirm: 'ana@exemplu.ro',
  data_nasterii: '1990-04-12',
  judet: '12',
  localitate: 'Cluj-Napoca',
  strada: 'Str. Memorandumului 1',
  cod_postal: '400114',
  data_protection: true,
  terms_condition: true,
};
const individualCredit = {
  ...contact,
  person: 1,
  credit_type: 'credit',
  currency: 1,
  months: 60,
  downpayment: 55,
  residual: 20,
};
const individualLeasingEur = { ...individualCredit, credit_type: 'leasing', currency: 2, downpayment: 30 };
const srlLeasing = {
  ...individualLeasingEur,
  person: 2,
  tip_companie: 1,
  nume_companie: 'Exemplu Trans SRL',
  cui: '18547290',
  nr_recom: 'J12/345/2010',
  calitatea: 1,
};
const pfaLeasing = {
  ...individualLeasingEur,
  person: '2',
  tip_companie: '3',
  nume_companie: 'Popescu Ana PFA',
  cui: '14837428',
  caen: '4941',
  data_infiintare: '2019-03-01',
};
const subscription = {
  ...contact,
  person: 1,
  credit_type: 'carSubscription',
  months: 12,
  monthly_km_included: 1000,
  data_preluare: '2025-06-18',
};
const companySubscription = {
  ...subscription,
  person: 2,
  tip_companie: 2,
  nume_companie: 'Exemplu SA',
  cui: '18547290',
  nr_recom: 'J40/1/2001',
  calitatea: 5,
};
const guarantor = {
  fidejusor: true,
  nume_fidejusor: 'Garant SRL',
  cui_fidejusor: '14837428',
  nr_recom_fidejusor: 'J40/2/2002',
};

describe('createContactStepSchema: valid orders', () => {
  it.each([
    ['individual credit', individualCredit],
    ['individual leasing in EUR', individualLeasingEur],
    ['SRL leasing', srlLeasing],
    ['SRL leasing with a guarantor', { ...srlLeasing, ...guarantor }],
    ['PFA leasing', pfaLeasing],
    ['individual subscription', subscription],
    ['SA subscription signed by the Director General', companySubscription],
  ])('%s', (_case, input) => {
    expect(fieldErrors(schema, input)).toEqual({});
  });

  it('normalises the phone and the codes', () => {
    const order = v.parse(schema, individualCredit);
    expect(order).toMatchObject({ telefon: '+40712345678', judet: 12, person: 1, credit_type: 'credit' });
  });

  it('keeps only the answers of the chosen company type and product', () => {
    const srl = v.parse(schema, { ...srlLeasing, caen: '4941', data_infiintare: '2019-03-01' });
    expect(srl).not.toHaveProperty('caen');
    expect(srl).not.toHaveProperty('data_infiintare');
    expect(srl).not.toHaveProperty('nume_fidejusor');
    const pfa = v.parse(schema, { ...pfaLeasing, nr_recom: 'J1/1/1', calitatea: 1 });
    expect(pfa).not.toHaveProperty('nr_recom');
    expect(pfa).toMatchObject({ caen: '4941', tip_companie: 3 });
    const withGuarantor = v.parse(schema, { ...srlLeasing, ...guarantor });
    expect(withGuarantor).toMatchObject({ fidejusor: 1, cui_fidejusor: '14837428' });
    const sub = v.parse(schema, { ...companySubscription, ...guarantor });
    expect(sub).not.toHaveProperty('fidejusor');
  });
});

describe('createContactStepSchema: messages', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['landline-style phone', { ...individualCredit, telefon: '+40 21 300 40' }, 'telefon', PHONE_MESSAGE],
    ['foreign phone', { ...individualCredit, telefon: '+49712345678' }, 'telefon', PHONE_MESSAGE],
    ['missing phone', without(individualCredit, 'telefon'), 'telefon', m.phoneRequired],
    [
      'different e-mails',
      { ...individualCredit, email_confirm: 'ana@exemplu.com' },
      'email_confirm',
      m.emailsDiffer,
    ],
    ['missing birth date', without(individualCredit, 'data_nasterii'), 'data_nasterii', m.fieldRequired],
    ['17 years old', { ...individualCredit, data_nasterii: '2007-06-17' }, 'data_nasterii', m.minAge],
    ['no county', { ...individualCredit, judet: '' }, 'judet', m.chooseFromList],
    ['no locality', without(individualCredit, 'localitate'), 'localitate', m.chooseFromList],
    ['no street', { ...individualCredit, strada: ' ' }, 'strada', m.streetRequired],
    ['no postal code', without(individualCredit, 'cod_postal'), 'cod_postal', m.fieldRequired],
    ['short postal code', { ...individualCredit, cod_postal: '4001' }, 'cod_postal', m.postalCodeInvalid],
    [
      'no data protection',
      { ...individualCredit, data_protection: false },
      'data_protection',
      m.dataProtection,
    ],
    ['no terms', without(individualCredit, 'terms_condition'), 'terms_condition', m.terms],
    ['credit in EUR', { ...individualCredit, currency: 2 }, 'currency', m.chooseOption],
    ['financing for 9 months', { ...individualCredit, months: 9 }, 'months', m.chooseOption],
    ['no company type', without(srlLeasing, 'tip_companie'), 'tip_companie', m.companyTypeRequired],
    ['SRL with a one-letter name', { ...srlLeasing, nume_companie: 'X' }, 'nume_companie', m.nameMin],
    ['CUI with a wrong control digit', { ...srlLeasing, cui: '18547291' }, 'cui', m.cuiInvalid],
    ['SRL without register number', without(srlLeasing, 'nr_recom'), 'nr_recom', m.fieldRequired],
    ['SRL without role', without(srlLeasing, 'calitatea'), 'calitatea', m.chooseOption],
    ['Director General on financing', { ...srlLeasing, calitatea: 5 }, 'calitatea', m.chooseOption],
    ['Asociat on a subscription', { ...companySubscription, calitatea: 3 }, 'calitatea', m.chooseOption],
    ['PFA without CAEN', without(pfaLeasing, 'caen'), 'caen', m.caenInvalid],
    ['PFA with a 3-digit CAEN', { ...pfaLeasing, caen: '494' }, 'caen', m.caenInvalid],
    ['PFA without founding date', without(pfaLeasing, 'data_infiintare'), 'data_infiintare', m.fieldRequired],
    [
      'PFA founded tomorrow',
      { ...pfaLeasing, data_infiintare: '2025-06-17' },
      'data_infiintare',
      m.dateInFuture,
    ],
    [
      'guarantor without name',
      without({ ...srlLeasing, ...guarantor }, 'nume_fidejusor'),
      'nume_fidejusor',
      m.nameRequired,
    ],
    [
      'guarantor with a bad CUI',
      { ...srlLeasing, ...guarantor, cui_fidejusor: '1234' },
      'cui_fidejusor',
      m.cuiInvalid,
    ],
    [
      'guarantor without register number',
      { ...srlLeasing, ...guarantor, nr_recom_fidejusor: '' },
      'nr_recom_fidejusor',
      m.fieldRequired,
    ],
    [
      'pickup on a Saturday',
      { ...subscription, data_preluare: '2025-06-21' },
      'data_preluare',
      m.dateInputInvalid,
    ],
    [
      'pickup on a public holiday (Rusalii Monday 2026)',
      { ...subscription, data_preluare: '2026-06-01' },
      'data_preluare',
      m.dateInputInvalid,
    ],
    [
      'pickup yesterday',
      { ...subscription, data_preluare: '2025-06-13' },
      'data_preluare',
      m.dateInputInvalid,
    ],
    ['no pickup date', without(subscription, 'data_preluare'), 'data_preluare', m.fieldRequired],
    ['subscription for 24 months', { ...subscription, months: 24 }, 'months', m.chooseOption],
    [
      '2500 km a month',
      { ...subscription, monthly_km_included: 2500 },
      'monthly_km_included',
      m.chooseOption,
    ],
    ['unknown product', { ...individualCredit, credit_type: 'ipoteca' }, 'credit_type', m.chooseOption],
  ])('%s → %s: %s', (_case, input, field, message) => {
    expect(fieldErrors(schema, input)).toEqual({ [field]: message });
  });

  it('reports every company error of one submit at once', () => {
    const errors = fieldErrors(schema, {
      ...srlLeasing,
      nume_companie: 'X',
      nr_recom: '',
      calitatea: '',
      cui: '',
    });
    expect(errors).toEqual({
      nume_companie: m.nameMin,
      nr_recom: m.fieldRequired,
      calitatea: m.chooseOption,
      cui: m.fieldRequired,
    });
  });
});
