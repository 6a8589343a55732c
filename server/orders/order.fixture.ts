/** Test-only order builders shared by the order and sandbox tests. */
import type { OrderRecord } from './order.ts';

export function individualOrder(overrides: Partial<OrderRecord> = {}): OrderRecord {
  const created = new Date(Date.UTC(2026, 2, 2, 9, 0, 0));
  return {
    uuid: '6f1c1f4e-3a57-4b5e-9d3f-2b7d7f1e2a10',
    sku: 'B-101',
    productType: 'credit',
    person: 1,
    currency: 1,
    months: 60,
    downpayment: 55,
    residual: null,
    monthlyKmIncluded: null,
    dataPreluare: null,
    tipCompanie: null,
    contact: {
      nume: 'Popescu',
      prenume: 'Ana',
      telefon: '+40712345678',
      email: 'ana.popescu@example.ro',
      data_nasterii: '1990-04-12',
      judet: 'Cluj',
      localitate: 'Cluj-Napoca',
      strada: 'Str. Memorandumului 10',
      cod_postal: '400114',
    },
    personal: null,
    obligations: null,
    income: null,
    codebtor: null,
    companyDetails: null,
    guarantor: null,
    check1Result: null,
    foreignShareholders: false,
    check2Result: null,
    rating: null,
    ratingReasons: [],
    decisionFacts: null,
    resolutionConsent: false,
    dochubUrl: null,
    identificationStatus: null,
    delivery: null,
    promotions: [],
    feeEur: 220,
    eurRonRate: 5,
    contactRequested: false,
    paidAt: null,
    accessToken: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2',
    createdAt: created,
    updatedAt: created,
    ...overrides,
  };
}

export function companyOrder(overrides: Partial<OrderRecord> = {}): OrderRecord {
  const base = individualOrder();
  return individualOrder({
    productType: 'leasing',
    person: 2,
    currency: 2,
    downpayment: 30,
    residual: 20,
    tipCompanie: 1,
    contact: {
      ...base.contact,
      nume_companie: 'Exemplu Trans SRL',
      cui: '12345674',
      nr_recom: 'J12/345/2015',
      calitatea: 1,
    },
    ...overrides,
  });
}
