/**
 * The stored client order as the order domain sees it. It mirrors the proposed `client_orders`
 * table (camelCase columns as Drizzle selects them); the answers of each wizard step are kept as
 * the spec's snake_case payloads (jsonb), because the site sends and reads them back verbatim.
 *
 * Data flow: POST /client-order creates the row from the contact step, PUT /client-order/{uuid}
 * fills one answer group at a time (guarded by `canApplyUpdate`), the decision jobs write the
 * check results and rating, and GET /client-order/{uuid} maps the row through `toReadBack`.
 */

import type { Promotion } from '../../src/domain/cms-schemas.ts';
import type { Currency, CurrencyName, OrderType, Person } from '../../src/domain/order/order-terms.ts';

/** 1 SRL, 2 SA, 3 PFA, 4 ONG, 5 other. */
export type CompanyType = 1 | 2 | 3 | 4 | 5;
/** Check 1 is 0 or 1; check 2 and the company outcome may also be 2 (approved with a guarantor). */
export type CheckResult = 0 | 1 | 2;

export interface PersonalInfo {
  stare_civila: 1 | 2 | 3;
  studii: 'M' | 'S' | 'P';
  stare_locativa: 'O' | 'R' | 'OT';
  nr_angajati: 1 | 2 | 3;
  avut_credite: 0 | 1;
  avut_intarzieri_credit?: 0 | 1;
  nr_intarzieri_credit?: 1 | 2 | 3 | 4 | 5;
  medie_zile_intarzieri_credit?: 1 | 2 | 3 | 4 | 5;
}

export interface CreditContract {
  valoare_rata_lunara: number;
  moneda_rata_lunara: CurrencyName;
}

export interface CreditCard {
  valoare_limita_aprobata: number;
  moneda_card: CurrencyName;
}

export interface Obligations {
  contracte_credit: CreditContract[];
  carduri_credit: CreditCard[];
}

export interface OtherIncome {
  valoare_alt_venit: number;
  moneda_alt_venit: 'RON';
  tip_alt_venit: 1 | 2 | 3 | 4 | 5;
}

export interface Income {
  medie_salariu: number;
  income: OtherIncome[];
  perioada_contract_munca: 'nedeterminat' | 'determinat';
  cresteri_venituri: 0 | 1;
  motiv_cresteri_venituri?: 0 | 1;
  medie_venituri_an?: number;
  responsability_check: boolean;
}

/** The co-debtor's answers, already stripped of the `_codebitor` suffix by the route. */
export interface Codebtor extends Income, Obligations {}

export interface SrlCompanyDetails {
  specialitate_liceu: 0 | 1;
  specialitate_superioare: 0 | 1;
  fluctuatie_personal: 1 | 2 | 3;
  numar_furnizori: 1 | 2 | 3;
  experienta_domeniu: 1 | 2 | 3 | 4;
  numar_clienti: 1 | 2 | 3;
  certificare_iso: 1 | 2 | 3;
}

export interface OtherCompanyDetails {
  luni_activitate: number;
  experienta_domeniu: 1 | 2 | 3 | 4;
  /** Yearly figures in RON. */
  venit_brut: number;
  venit_net: number;
  profit: number;
}

export type CompanyDetails = SrlCompanyDetails | OtherCompanyDetails;

export interface Guarantor {
  nume_fidejusor: string;
  cui_fidejusor: string;
  nr_recom_fidejusor: string;
}

/** The contact step as posted (spec section 3, Client order), minus the financing terms. */
export interface ContactData {
  nume: string;
  prenume: string;
  telefon: string;
  email: string;
  data_nasterii: string;
  judet: string;
  localitate: string;
  strada: string;
  cod_postal: string;
  nume_companie?: string;
  cui?: string;
  caen?: string;
  data_infiintare?: string;
  nr_recom?: string;
  calitatea?: 1 | 2 | 3 | 4 | 5;
}

export interface Delivery {
  /** 1 free pickup, 2 home delivery. */
  type: 1 | 2;
  judet?: string;
  localitate?: string;
  adresa?: string;
  telefon?: string;
  /** EUR, VAT included for individuals. */
  taxa_livrare: number;
}

/** Where the subscription's identification and signing stands (see sandbox/identification.ts). */
export type IdentificationStatus =
  | 'started'
  | 'consented'
  | 'identified'
  | 'signed'
  | 'error1'
  | 'error2'
  | 'error3'
  | 'error4';

/** A term change from the car's tables that would have fitted the cap (the refusal's suggestion). */
export interface DecisionChange {
  kind: 'months' | 'downpayment' | 'currency';
  months: number;
  downpayment: number;
  residual: number | null;
  currency: Currency;
  /** The instalment in the product's currency and in RON. */
  instalment: number;
  instalment_ron: number;
  debt_service_ratio: number;
}

/**
 * The figures an individual's rating was decided on (issue 15.4), stored with the rating so the
 * refusal screen explains the decision actually taken, and read back as `decision`.
 */
export interface DecisionFacts {
  net_income_ron: number;
  obligations_ron: number;
  instalment_ron: number;
  /** null without income (the ratio is then infinite). */
  debt_service_ratio: number | null;
  cap: number;
  /** The product's currency, which chose the cap. */
  currency: CurrencyName;
  reasons: string[];
  /** The smallest change that would fit; null when approved or when no single change fits. */
  change: DecisionChange | null;
}

export interface OrderRecord {
  uuid: string;
  sku: string;
  productType: OrderType;
  person: Person;
  currency: Currency;
  months: number;
  /** Percent. */
  downpayment: number;
  /** Percent; leasing only. */
  residual: number | null;
  monthlyKmIncluded: number | null;
  /** yyyy-MM-dd */
  dataPreluare: string | null;
  tipCompanie: CompanyType | null;
  contact: ContactData;
  personal: PersonalInfo | null;
  obligations: Obligations | null;
  income: Income | null;
  codebtor: Codebtor | null;
  companyDetails: CompanyDetails | null;
  guarantor: Guarantor | null;
  check1Result: 0 | 1 | null;
  foreignShareholders: boolean;
  check2Result: CheckResult | null;
  /** Individuals: 1 approved, 0 refused. Companies: the combined outcome 0, 1 or 2. */
  rating: CheckResult | null;
  ratingReasons: string[];
  decisionFacts: DecisionFacts | null;
  /** Ticked on the resolution step. */
  resolutionConsent: boolean;
  dochubUrl: string | null;
  identificationStatus: IdentificationStatus | null;
  delivery: Delivery | null;
  /** The car's promotions as they were when the order was placed (src/domain/catalog/promotions.ts). */
  promotions: Promotion[];
  /** The fee (EUR) and the EUR/RON rate in force when the order was placed (server/orders/fees.ts). */
  feeEur: number | null;
  eurRonRate: number | null;
  contactRequested: boolean;
  paidAt: Date | null;
  /** The operations desk's end states (order-status.ts, release-job.ts); read from the row. */
  cancelledAt?: Date | null;
  releasedAt?: Date | null;
  /** The secret of the customer's order page, /comanda/{accessToken}. */
  accessToken: string;
  createdAt: Date;
  updatedAt: Date;
}

export const isCompany = (order: Pick<OrderRecord, 'person'>): boolean => order.person === 2;

/** SRL and SA answer the long questionnaire and must pass the registry before step 2. */
export const isRegisteredCompany = (tip: CompanyType | null): boolean => tip === 1 || tip === 2;
