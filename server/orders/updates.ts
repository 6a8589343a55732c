/**
 * PUT /client-order/{uuid} takes one of the spec's partial updates; which one is recognised by its
 * keys, then validated with the same schema the wizard's form uses and turned into an order patch.
 * The step guard (steps.ts) and the decisions that follow are the route's business.
 */
import * as v from 'valibot';
import { codebtorSchema, hasCodebtor } from '../../src/domain/forms/codebtor-schema.ts';
import { companyDetailsSchemaFor } from '../../src/domain/forms/company-details-schema.ts';
import { guarantorSchema } from '../../src/domain/forms/guarantor-schema.ts';
import { incomeSchema } from '../../src/domain/forms/income-schema.ts';
import { obligationsSchema } from '../../src/domain/forms/obligations-schema.ts';
import { adjustTermsSchema } from '../../src/domain/forms/order-terms-schema.ts';
import { personalSchema } from '../../src/domain/forms/personal-schema.ts';
import { resolutionConsentSchema } from '../../src/domain/forms/resolution-consent-schema.ts';
import { ro } from '../../src/i18n/ro.ts';
import { type FieldErrors, toFieldErrors } from '../../src/lib/validation/rules.ts';
import type { Codebtor, Income, OrderRecord, PersonalInfo } from './order.ts';
import type { OrderPatch } from './order-repository.ts';
import type { UpdateKind } from './steps.ts';

type Body = Record<string, unknown>;

const COMPANY_DETAIL_KEYS = ['specialitate_liceu', 'numar_clienti', 'luni_activitate', 'venit_net'];
const TERM_KEYS = ['months', 'downpayment', 'residual'];

/**
 * Step 1's answers sent again for an order that exists (only the contact step asks to confirm the
 * e-mail). Told apart before `updateKindOf`: the body also carries `data_protection`.
 */
export function isContactUpdate(body: Body): boolean {
  return Object.hasOwn(body, 'email_confirm');
}

/** The update a body carries, or null when its keys match none. Checked most specific first. */
export function updateKindOf(body: Body): UpdateKind | null {
  const keys = Object.keys(body);
  const has = (key: string) => keys.includes(key);
  if (keys.some((key) => key.endsWith('_codebitor'))) return 'codebtor';
  if (has('fidejusor_nume') || has('fidejusor_cui') || has('fidejusor')) return 'guarantor';
  if (has('stare_civila')) return 'personal';
  if (has('contracte_credit') || has('carduri_credit')) return 'obligations';
  if (has('medie_salariu')) return 'income';
  if (COMPANY_DETAIL_KEYS.some(has)) return 'company_details';
  if (has('data_protection')) return 'resolution_consent';
  if (TERM_KEYS.some(has)) return 'adjusted_terms';
  return null;
}

export type ParsedUpdate =
  | { ok: true; kind: UpdateKind; patch: OrderPatch; termsChanged: boolean }
  | { ok: false; errors: FieldErrors };

function parse<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: Body,
): { ok: true; value: v.InferOutput<TSchema> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, body);
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, errors: toFieldErrors(result.issues) };
}

/**
 * valibot reports an absent optional answer as `undefined`; the stored payloads leave the key out
 * (exactOptionalPropertyTypes), so the domain types hold only answers that were given.
 */
function compact<T>(value: object): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/** Credit has no residual (its 0 is stored as null); a leasing must keep one of its table's. */
function residualFor(order: Pick<OrderRecord, 'productType'>, residual: number): number | null {
  return order.productType === 'leasing' ? residual : null;
}

/**
 * The resolution offers a leasing only the residual values the car page's calculator prices
 * (5–20 %), never a leasing without one: a 0 sent anyway is refused on its field.
 */
const LEASING_WITHOUT_RESIDUAL: FieldErrors = { residual: ro.orderServer.termsUnavailable };

function codebtorOf(value: v.InferOutput<typeof codebtorSchema>): Codebtor | null {
  if (!hasCodebtor(value) || value.medie_salariu_codebitor === undefined) return null;
  if (
    value.perioada_contract_munca_codebitor === undefined ||
    value.cresteri_venituri_codebitor === undefined
  )
    return null;
  return {
    medie_salariu: value.medie_salariu_codebitor,
    income: value.income_codebitor.map((row) => ({ ...row, moneda_alt_venit: 'RON' as const })),
    perioada_contract_munca: value.perioada_contract_munca_codebitor,
    cresteri_venituri: value.cresteri_venituri_codebitor,
    ...(value.motiv_cresteri_venituri_codebitor === undefined
      ? {}
      : { motiv_cresteri_venituri: value.motiv_cresteri_venituri_codebitor }),
    ...(value.medie_venituri_an_codebitor === undefined
      ? {}
      : { medie_venituri_an: value.medie_venituri_an_codebitor }),
    responsability_check: true,
    contracte_credit: value.contracte_credit_codebitor,
    carduri_credit: value.carduri_credit_codebitor,
  };
}

export function parseUpdate(order: OrderRecord, kind: UpdateKind, body: Body): ParsedUpdate {
  const done = (patch: OrderPatch, termsChanged = false): ParsedUpdate => ({
    ok: true,
    kind,
    patch,
    termsChanged,
  });
  switch (kind) {
    case 'personal': {
      const parsed = parse(personalSchema, body);
      return parsed.ok ? done({ personal: compact<PersonalInfo>(parsed.value) }) : parsed;
    }
    case 'obligations': {
      const parsed = parse(obligationsSchema, body);
      return parsed.ok ? done({ obligations: parsed.value }) : parsed;
    }
    case 'income': {
      const parsed = parse(incomeSchema, body);
      if (!parsed.ok) return parsed;
      const { income, ...rest } = parsed.value;
      const rows = income.map((row) => ({ ...row, moneda_alt_venit: 'RON' as const }));
      return done({ income: compact<Income>({ ...rest, income: rows, responsability_check: true }) });
    }
    case 'company_details': {
      const parsed = parse(companyDetailsSchemaFor(order.tipCompanie ?? 0), body);
      return parsed.ok ? done({ companyDetails: parsed.value }) : parsed;
    }
    case 'guarantor': {
      const parsed = parse(guarantorSchema, body);
      if (!parsed.ok) return parsed;
      const { fidejusor_nume, fidejusor_cui, fidejusor_nr_recom } = parsed.value;
      return done({
        guarantor: {
          nume_fidejusor: fidejusor_nume,
          cui_fidejusor: fidejusor_cui,
          nr_recom_fidejusor: fidejusor_nr_recom,
        },
      });
    }
    case 'codebtor':
    case 'adjusted_terms': {
      const parsed = kind === 'codebtor' ? parse(codebtorSchema, body) : parse(adjustTermsSchema, body);
      if (!parsed.ok) return parsed;
      const { months, downpayment, residual } = parsed.value;
      if (order.productType === 'leasing' && residual === 0)
        return { ok: false, errors: LEASING_WITHOUT_RESIDUAL };
      const terms = { months, downpayment, residual: residualFor(order, residual) };
      if (kind === 'adjusted_terms') return done(terms, true);
      const codebtor = codebtorOf(parsed.value as v.InferOutput<typeof codebtorSchema>);
      return done(codebtor ? { ...terms, codebtor } : terms, true);
    }
    case 'resolution_consent': {
      const parsed = parse(resolutionConsentSchema, body);
      return parsed.ok ? done({ resolutionConsent: true }) : parsed;
    }
  }
}
