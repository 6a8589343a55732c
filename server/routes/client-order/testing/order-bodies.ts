/**
 * The order API's request bodies the tests send: the terms they start from and an applicant's
 * answers to each step. Free of imports, so the API tests (through order-test-kit.ts) and the
 * Playwright specs, which drive the same API from the browser's side, share one copy.
 */

/** Credit for an individual in lei, 60 months, 55 % down: the terms most order tests start from. */
export const CREDIT_TERMS = {
  person: 1,
  credit_type: 'credit',
  currency: 1,
  months: 60,
  downpayment: 55,
  residual: 0,
} as const;

/** Leasing in euro, 30 % down, 20 % residual, for an individual. */
export const LEASING_EUR = {
  ...CREDIT_TERMS,
  credit_type: 'leasing',
  currency: 2,
  downpayment: 30,
  residual: 20,
} as const;

/** The same leasing for an SRL whose administrator signs without a guarantor. */
export const COMPANY_LEASING = {
  ...LEASING_EUR,
  person: 2,
  tip_companie: 1,
  nume_companie: 'Exemplu Trans SRL',
  cui: '12345674',
  nr_recom: 'J12/345/2015',
  calitatea: 1,
  fidejusor: 0,
} as const;

/** A 12-month subscription with 1,000 km a month for an individual. */
export const SUBSCRIPTION_TERMS = {
  person: 1,
  credit_type: 'carSubscription',
  months: 12,
  monthly_km_included: 1000,
  data_preluare: '2026-06-22',
} as const;

/** The contact step's body: who orders, where, and the terms (`extra`) of the order created. */
export function contactBody(
  sku: string,
  place: { judet: number; localitate: string },
  extra: object,
  email = 'ana@example.ro',
) {
  return {
    sku,
    nume: 'Popescu',
    prenume: 'Ana',
    telefon: '+40712345678',
    email,
    email_confirm: email,
    data_nasterii: '1990-04-12',
    judet: place.judet,
    localitate: place.localitate,
    strada: 'Str. Memorandumului 10',
    cod_postal: '400114',
    data_protection: true,
    terms_condition: true,
    ...extra,
  };
}

export const personal = {
  stare_civila: 1,
  studii: 'S',
  stare_locativa: 'O',
  nr_angajati: 3,
  avut_credite: 0,
};
export const noObligations = { contracte_credit: [], carduri_credit: [] };
export const income = (salary: number) => ({
  medie_salariu: salary,
  income: [],
  perioada_contract_munca: 'nedeterminat',
  cresteri_venituri: 0,
  responsability_check: true,
});
