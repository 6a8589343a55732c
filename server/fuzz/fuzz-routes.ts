/**
 * Every route that takes a body or changes state, with a valid body to mutate and the shared schema
 * that decides whether a body may be accepted. Routes whose acceptance depends on stored state (an
 * order's step, a payment token) leave `accepts` out: for them the fuzz asserts no 5xx and Romanian
 * reasons only.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { carCloneSchema, carCreateSchema, carPatchSchema } from '../../src/domain/cms/car-payloads.ts';
import {
  faqsBodySchema,
  slidersBodySchema,
  staticPageBodySchema,
  testimonialsBodySchema,
} from '../../src/domain/cms/content-payloads.ts';
import { codebtorSchema } from '../../src/domain/forms/codebtor-schema.ts';
import { contactSchema } from '../../src/domain/forms/contact-schema.ts';
import { createContactStepSchema } from '../../src/domain/forms/contact-step-schema.ts';
import { deliverySchema } from '../../src/domain/forms/delivery-schema.ts';
import { guarantorSchema } from '../../src/domain/forms/guarantor-schema.ts';
import { incomeSchema } from '../../src/domain/forms/income-schema.ts';
import { newsletterSchema } from '../../src/domain/forms/newsletter-schema.ts';
import { obligationsSchema } from '../../src/domain/forms/obligations-schema.ts';
import { adjustTermsSchema } from '../../src/domain/forms/order-terms-schema.ts';
import { otherFinancingSchema } from '../../src/domain/forms/other-financing-schema.ts';
import { personalSchema } from '../../src/domain/forms/personal-schema.ts';
import { priceAlertSchema } from '../../src/domain/forms/price-alert-schema.ts';
import { createRefundSchema } from '../../src/domain/forms/refund-schema.ts';
import { resolutionConsentSchema } from '../../src/domain/forms/resolution-consent-schema.ts';
import { stockAlertSchema } from '../../src/domain/forms/stock-alert-schema.ts';
import { createViewingRequestSchema } from '../../src/domain/forms/viewing-schema.ts';
import { withdrawalConfirmSchema, withdrawalLookupSchema } from '../../src/domain/forms/withdrawal-schema.ts';
import { sandboxPaths } from '../../src/domain/site/sandbox-paths.ts';
import { personalDataRequestSchema } from '../privacy/personal-data.routes.ts';
import { CREDIT_TERMS, contactBody } from '../routes/client-order/testing/order-test-kit.ts';
import { TEST_TODAY } from '../test/harness.ts';
import { type FuzzRequest, formRoute, json, jsonRoute, listRoute, segment } from './fuzz-requests.ts';
import { mutatedBody } from './fuzz-values.ts';

/** What the seeded database offers the valid bodies. */
export interface FuzzContext {
  sku: string;
  carId: number;
  place: { judet: number; localitate: string };
  orderUuid: string;
  pdf: Uint8Array;
}

export interface FuzzRoute {
  readonly name: string;
  readonly admin?: boolean;
  readonly request: fc.Arbitrary<FuzzRequest>;
  /** True when the body may be accepted; absent: acceptance depends on stored state. */
  readonly accepts?: (body: unknown) => boolean;
}

const passes =
  (...schemas: v.GenericSchema[]) =>
  (body: unknown) =>
    schemas.some((schema) => v.safeParse(schema, body).success);

const person = { last_name: 'Popescu', first_name: 'Ana', phone_no: '+40712345678', email: 'ana@example.ro' };

export function fuzzRoutes(ctx: FuzzContext): FuzzRoute[] {
  const files = fc.oneof(
    fc.constant(ctx.pdf),
    fc.constant(undefined),
    fc.uint8Array({ maxLength: 64 }),
    fc
      .uint8Array({ maxLength: 64 })
      .map((tail) => new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), ...tail])),
  );
  const car = { product_name: 'Dacia Test', category_id: 2, car_visibility_id: 2, initial_price: 20000 };
  // Photo and price-table uploads: truncated or corrupt image headers, and JSON that is almost right.
  const imageHeaders = [
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52],
    [0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11],
    [...new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8X')],
  ];
  const photos = fc.oneof(
    fc.constant(undefined),
    fc.uint8Array({ maxLength: 64 }),
    fc
      .tuple(fc.constantFrom(...imageHeaders), fc.uint8Array({ maxLength: 48 }))
      .map(([head, tail]) => new Uint8Array([...head, ...tail])),
  );
  const tables = fc.oneof(
    fc.constant(undefined),
    fc.uint8Array({ maxLength: 64 }),
    fc.json({ maxDepth: 4 }).map((text) => new TextEncoder().encode(text)),
    fc
      .string({ maxLength: 40 })
      .map((tail) => new TextEncoder().encode(`{"kind":"subscription","exchangeRate":5,${tail}`)),
  );
  const put = (request: fc.Arbitrary<FuzzRequest>) =>
    request.map((fuzz) => ({ ...fuzz, init: { ...fuzz.init, method: 'PUT' } }));
  return [
    {
      name: 'POST /api/contact-form',
      request: json('POST', '/api/contact-form', {
        name: 'Ana Pop',
        email: 'ana@example.ro',
        message: 'Buna ziua, as dori o oferta.',
        data_protection: true,
      }),
      accepts: passes(contactSchema),
    },
    {
      name: 'POST /api/subscribers',
      request: json('POST', '/api/subscribers', { email: 'ana@example.ro', data_protection: true }),
      accepts: passes(newsletterSchema),
    },
    {
      name: 'POST /api/price-alerts',
      request: json('POST', '/api/price-alerts', {
        sku: ctx.sku,
        email: 'ana@example.ro',
        data_protection: true,
      }),
      accepts: passes(priceAlertSchema),
    },
    {
      name: 'POST /api/stock-alert',
      request: json('POST', '/api/stock-alert', {
        sku: ctx.sku,
        nume: 'Pop',
        prenume: 'Ana',
        email: 'ana@example.ro',
        oras: 'Cluj',
        telefon: '+40712345678',
        data_protection: true,
      }),
      accepts: passes(stockAlertSchema),
    },
    {
      name: 'POST /api/client-order/other-credit-type',
      request: json('POST', '/api/client-order/other-credit-type', {
        sku: ctx.sku,
        person: 'fizica',
        credit_type: 'credit',
        currency: 'EUR',
        nume: 'Ana Pop',
        email: 'ana@example.ro',
        localitate: 'Cluj',
        telefon: '+40712345678',
        data_protection: true,
      }),
      accepts: passes(otherFinancingSchema),
    },
    {
      name: 'POST /api/reservations',
      request: json('POST', '/api/reservations', {
        car_id: ctx.carId,
        ...person,
        date: '2026-03-10',
        hour: 10,
      }),
      accepts: passes(createViewingRequestSchema(TEST_TODAY)),
    },
    {
      // Acceptance also depends on whether the car prices the terms.
      name: 'POST /api/saved-quotes',
      request: json('POST', '/api/saved-quotes', {
        sku: ctx.sku,
        terms: 'tip=credit&luni=48&avans=35',
        email: 'ana@example.ro',
        data_protection: true,
      }),
    },
    {
      name: 'GET /api/saved-quotes/:token',
      request: segment('A'.repeat(43)).map((token) => ({
        path: `/api/saved-quotes/${token}`,
        init: { method: 'GET' },
        parsed: undefined,
      })),
    },
    {
      name: 'DELETE /api/reservations/:uuid',
      request: segment(crypto.randomUUID()).map((uuid) => ({
        path: `/api/reservations/${uuid}`,
        init: { method: 'DELETE' },
        parsed: undefined,
      })),
    },
    {
      name: 'POST /api/client-order',
      request: json('POST', '/api/client-order', contactBody(ctx.sku, ctx.place, CREDIT_TERMS)),
      accepts: passes(createContactStepSchema(TEST_TODAY)),
    },
    {
      name: 'PUT /api/client-order/:uuid',
      request: jsonRoute(
        'PUT',
        segment(ctx.orderUuid).map((uuid) => `/api/client-order/${uuid}`),
        { stare_civila: 1, studii: 'S', stare_locativa: 'O', nr_angajati: 3, avut_credite: 0 },
      ),
      accepts: passes(
        personalSchema,
        obligationsSchema,
        incomeSchema,
        guarantorSchema,
        codebtorSchema,
        adjustTermsSchema,
        resolutionConsentSchema,
      ),
    },
    {
      name: 'POST /api/client-order/request-contact',
      request: json('POST', '/api/client-order/request-contact', { order_code: ctx.orderUuid }),
    },
    {
      name: 'POST /api/client-order/:uuid/review',
      request: jsonRoute(
        'POST',
        segment(ctx.orderUuid).map((uuid) => `/api/client-order/${uuid}/review`),
        { punct_de_vedere: 'Am si venituri din chirii, pe care cererea nu le-a cuprins.' },
      ),
    },
    {
      name: 'POST /api/client-order/delivery',
      request: json('POST', '/api/client-order/delivery', {
        order_code: ctx.orderUuid,
        ...ctx.place,
        adresa: 'Str. Lunga 1',
        telefon: '+40712345678',
        taxa_livrare: 0,
        terms_conditions: true,
      }),
      accepts: passes(deliverySchema),
    },
    {
      name: 'POST /api/withdrawals/check',
      request: json('POST', '/api/withdrawals/check', { order_code: ctx.orderUuid, email: 'ana@example.ro' }),
      accepts: passes(withdrawalLookupSchema),
    },
    {
      name: 'POST /api/withdrawals',
      request: json('POST', '/api/withdrawals', {
        order_code: ctx.orderUuid,
        email: 'ana@example.ro',
        confirm: true,
      }),
      accepts: passes(withdrawalConfirmSchema),
    },
    {
      name: 'POST /api/refunds',
      request: formRoute(
        '/api/refunds',
        {
          payer_name: 'Ana Pop',
          payment_value: '1.100,00',
          payment_date: '2026-02-20',
          financial_product: 'credit_auto',
          account: 'RO49AAAA1B31007593840000',
          email: 'ana@example.ro',
          terms_gdpr: 'on',
          terms: 'on',
        },
        files,
      ),
      accepts: passes(createRefundSchema(TEST_TODAY)),
    },
    {
      name: 'POST /sandbox/payment/charge',
      request: formRoute(sandboxPaths.charge, {
        token: 'x',
        origin: 'http://localhost',
        number: '4111111111111111',
        expiry: '12/30',
        cvc: '123',
      }),
    },
    {
      name: 'POST /sandbox/payment/challenge',
      request: formRoute(sandboxPaths.challenge, {
        token: 'x',
        origin: 'http://localhost',
        decision: 'approve',
      }),
    },
    {
      name: 'POST /sandbox/identification/:uuid',
      request: formRoute(sandboxPaths.identification(ctx.orderUuid), { action: 'consent', consent: '1' }),
    },
    {
      name: 'PATCH /api/admin/cars/:sku',
      admin: true,
      request: jsonRoute(
        'PATCH',
        segment(ctx.sku).map((sku) => `/api/admin/cars/${sku}`),
        {
          reduced_price: 19000,
          km_no: 100,
          color_id: 1,
          feature_message: 'Oferta',
        },
      ),
      accepts: passes(carPatchSchema),
    },
    {
      name: 'POST /api/admin/cars',
      admin: true,
      request: json('POST', '/api/admin/cars', { from_sku: ctx.sku, sku: 'FUZZ-1', overrides: car }),
      accepts: passes(carCloneSchema, carCreateSchema),
    },
    // An erasure is left out: it would anonymise the order the other routes are fuzzed against.
    ...(['search', 'export'] as const).map((action) => ({
      name: `POST /api/admin/personal-data/${action}`,
      admin: true,
      request: json('POST', `/api/admin/personal-data/${action}`, {
        email: 'ana@example.ro',
        consent_id: '7f3c2a10-5b1e-4c6d-9a8b-0e1f2a3b4c5d',
      }),
      accepts: passes(personalDataRequestSchema),
    })),
    {
      name: 'POST /api/admin/cars/:sku/photos',
      admin: true,
      request: formRoute(`/api/admin/cars/${ctx.sku}/photos`, { label: 'poza' }, photos),
    },
    {
      name: 'PUT /api/admin/cars/:sku/photos',
      admin: true,
      request: json('PUT', `/api/admin/cars/${ctx.sku}/photos`, {
        profile_photo: `cars/${ctx.sku}/profile.svg`,
        gallery: [`cars/${ctx.sku}/gallery-1.svg`],
      }),
    },
    {
      name: 'PUT /api/admin/cars/:sku/documents/:kind',
      admin: true,
      request: put(formRoute(`/api/admin/cars/${ctx.sku}/documents/equipment-list`, { label: 'pdf' }, files)),
    },
    {
      name: 'PUT /api/admin/cars/:sku/price-tables',
      admin: true,
      request: put(formRoute(`/api/admin/cars/${ctx.sku}/price-tables`, { label: 'json' }, tables)),
    },
    {
      name: 'DELETE /api/admin/cars/:sku',
      admin: true,
      request: segment('NO-SUCH-CAR').map((sku) => ({
        path: `/api/admin/cars/${sku}`,
        init: { method: 'DELETE' },
        parsed: undefined,
      })),
    },
    {
      name: 'PUT /api/admin/static-pages/:slug',
      admin: true,
      request: jsonRoute(
        'PUT',
        segment('fuzz-page').map((slug) => `/api/admin/static-pages/${slug}`),
        {
          name: 'Pagina',
          content: '<p>Text</p>',
        },
      ),
      accepts: passes(staticPageBodySchema),
    },
    {
      name: 'PUT /api/admin/sliders',
      admin: true,
      request: listRoute('/api/admin/sliders', fc.constant({ image: 'media/a.svg', text: 'Slide' })),
      accepts: passes(slidersBodySchema),
    },
    {
      name: 'PUT /api/admin/testimonials',
      admin: true,
      request: listRoute(
        '/api/admin/testimonials',
        fc.constant({ title: 'T', testimonial: 'Bun', author: 'Ana', author_picture: 'media/a.svg' }),
      ),
      accepts: passes(testimonialsBodySchema),
    },
    {
      name: 'PUT /api/admin/faqs',
      admin: true,
      request: listRoute(
        '/api/admin/faqs',
        fc.array(mutatedBody({ question: 'Ce?', answer: 'Asa.' }), { maxLength: 2 }).map((faqs) => ({
          name: 'General',
          faqs,
        })),
      ),
      accepts: passes(faqsBodySchema),
    },
    // The desk's actions (issue 35): acceptance depends on a stored request (and its dates).
    {
      name: 'POST /api/admin/reviews/:id/decision',
      admin: true,
      request: json('POST', '/api/admin/reviews/1/decision', {
        outcome: 'upheld',
        reason: 'Motivul deciziei.',
      }),
    },
    {
      name: 'POST /api/admin/withdrawals/:id/processed',
      admin: true,
      request: json('POST', '/api/admin/withdrawals/1/processed', { money_returned_on: TEST_TODAY }),
    },
    {
      name: 'POST /api/admin/refunds/:id/decision',
      admin: true,
      request: json('POST', '/api/admin/refunds/1/decision', {
        decision: 'approved',
        amount_paid: '100',
        paid_on: TEST_TODAY,
      }),
    },
    {
      name: 'POST /api/admin/leads/:kind/:id/handled',
      admin: true,
      request: json('POST', '/api/admin/leads/contact/1/handled', { note: 'Sunat.' }),
    },
    // The operations desk's order actions with a body (issue 35); acceptance depends on the order's stage.
    ...(['handover', 'cancel', 'notes'] as const).map((action) => ({
      name: `POST /api/admin/orders/:uuid/${action}`,
      admin: true,
      request: json('POST', `/api/admin/orders/${ctx.orderUuid}/${action}`, DESK_BODIES[action]),
    })),
    {
      name: 'POST /api/admin/history/:kind/:id/:version/restore',
      admin: true,
      request: fc
        .tuple(fc.constantFrom('faqs', 'car', 'static-page'), segment('current'), segment('1'))
        .map(([kind, id, version]) => ({
          path: `/api/admin/history/${kind}/${id}/${version}/restore`,
          init: { method: 'POST' },
          parsed: undefined,
        })),
    },
  ];
}

const DESK_BODIES = {
  handover: { date: '2026-12-01' },
  cancel: { reason: 'Clientul a renuntat.' },
  notes: { text: 'O nota interna.' },
} as const;
