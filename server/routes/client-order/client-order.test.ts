import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { ro } from '../../../src/i18n/ro.ts';
import { cars, clientOrders, decisionJobs, outbox } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import {
  answerSteps,
  COMPANY_LEASING,
  CREDIT_TERMS,
  contactBody,
  createOrder,
  get,
  income,
  jsonInit,
  LEASING_EUR,
  noObligations,
  orderableSku,
  personal,
  put,
  SUBSCRIPTION_TERMS,
  someLocality,
  ZERO_DELAYS,
} from './testing/order-test-kit.ts';

const srlDetailsForGuarantor = {
  specialitate_liceu: 1,
  specialitate_superioare: 1,
  fluctuatie_personal: 1,
  numar_furnizori: 3,
  experienta_domeniu: 1,
  numar_clienti: 3,
  certificare_iso: 2,
};

describe.each(testBackends())('client order API on $name', (backend) => {
  const t = useTestApp(backend, { decisionDelays: ZERO_DELAYS, eurRonRate: 5 });
  let financingSku: string;
  let subscriptionSku: string;
  let place: Awaited<ReturnType<typeof someLocality>>;

  beforeAll(async () => {
    financingSku = await orderableSku(t.db, [2, 3]);
    subscriptionSku = await orderableSku(t.db, [1]);
    place = await someLocality(t.db);
  });

  it('creates an individual credit order, answers its uuid as a JSON string and e-mails the customer', async () => {
    const uuid = await createOrder(t, contactBody(financingSku, place, CREDIT_TERMS));
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    const order = await get(t, uuid);
    expect(order).toMatchObject({
      order_code: uuid,
      credit_type: 'credit',
      rating: null,
      taxa_rezervare: 220,
    });
    expect(order.taxa_rezervare_ron).toBe(1100);
    // The car's tables as stored, as a JSON string (written pre-escaped: car-payment-info.ts).
    const [car] = await t.db
      .select({ paymentInfo: cars.paymentInfo })
      .from(cars)
      .where(eq(cars.sku, financingSku));
    expect(typeof order.payment_info).toBe('string');
    expect(JSON.parse(order.payment_info as string)).toEqual(car?.paymentInfo);
    // A browser's poll gets the same answer gzipped, the tables compressed once (gzip-parts.ts).
    for (let poll = 0; poll < 2; poll++) {
      const zipped = await t.app.request(`/api/client-order/${uuid}`, {
        headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
      });
      expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
      expect(zipped.headers.get('Vary')).toContain('Accept-Encoding');
      const body = new Uint8Array(await zipped.arrayBuffer());
      expect(body.byteLength).toBeLessThan(JSON.stringify(order).length / 3);
      expect(JSON.parse(gunzipSync(body).toString())).toEqual(order);
    }
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, 'ana@example.ro'));
    expect(mails.some((mail) => mail.html.includes(uuid))).toBe(true);
  });

  it.each([
    [
      'an email confirmation that differs',
      { email_confirm: 'x@example.ro' },
      'email_confirm',
      ro.validation.emailsDiffer,
    ],
    ['a phone without +40', { telefon: '0712345678' }, 'telefon', undefined],
    ['a minor', { data_nasterii: '2015-01-01' }, 'data_nasterii', ro.validation.minAge],
    ['a wrong CUI check digit', { ...COMPANY_LEASING, cui: '12345675' }, 'cui', ro.validation.cuiInvalid],
  ])('refuses %s with 422 and the spec message', async (_name, override, field, message) => {
    const res = await t.request(
      '/api/client-order',
      jsonInit('POST', contactBody(financingSku, place, { ...CREDIT_TERMS, ...override })),
    );
    expect(res.status).toBe(422);
    const errors = (res.body as { errors: Record<string, string> }).errors;
    expect(errors[field]).toBeDefined();
    if (message) expect(errors[field]).toBe(message);
  });

  it('refuses a subscription on a financing car and terms the car table lacks', async () => {
    const wrongCar = await t.request(
      '/api/client-order',
      jsonInit('POST', contactBody(financingSku, place, SUBSCRIPTION_TERMS)),
    );
    expect(wrongCar.status).toBe(422);
    expect((wrongCar.body as { message: string }).message).toBe(ro.orderServer.productNotOffered);
    const noCell = await t.request(
      '/api/client-order',
      jsonInit('POST', contactBody(financingSku, place, { ...CREDIT_TERMS, downpayment: 10 })),
    );
    expect(noCell.status).toBe(422);
  });

  it('answers 404 for an unknown or malformed order', async () => {
    expect((await t.request('/api/client-order/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.request('/api/client-order/nope')).status).toBe(404);
  });

  it('individual credit: refuses skipped steps, then approves a high income', async () => {
    const uuid = await createOrder(t, contactBody(financingSku, place, CREDIT_TERMS));
    const early = await put(t, uuid, income(50_000));
    expect(early.status).toBe(409);
    expect((early.body as { message: string }).message).toBe(ro.orderServer.personalMissing);
    expect((await put(t, uuid, { ...personal, studii: 'X' })).status).toBe(422);
    expect((await put(t, uuid, personal)).status).toBe(200);
    expect((await put(t, uuid, noObligations)).status).toBe(200);
    const decided = await put(t, uuid, income(50_000));
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({ rating: 1 });
  });

  it('individual: GET and PUT answer the furthest step reached, one stored step at a time', async () => {
    const uuid = await createOrder(t, contactBody(financingSku, place, CREDIT_TERMS));
    expect(await get(t, uuid)).toMatchObject({ reached_step: 2 });
    const afterPersonal = await put(t, uuid, personal);
    expect(afterPersonal.body).toMatchObject({ reached_step: 3, order_code: uuid });
    // A step's answer leaves out the car's ~100 KB of tables: a step never changes them.
    expect(afterPersonal.body).not.toHaveProperty('payment_info');
    expect(await get(t, uuid)).toMatchObject({ reached_step: 3 });
    expect((await put(t, uuid, noObligations)).status).toBe(200);
    expect(await get(t, uuid)).toMatchObject({ reached_step: 4 });
    expect((await put(t, uuid, income(50_000))).body).toMatchObject({ reached_step: 5 });
  });

  it('individual leasing in EUR: refused on a low income, approved after adding a co-debtor', async () => {
    const uuid = await createOrder(t, contactBody(financingSku, place, LEASING_EUR));
    expect((await answerSteps(t, uuid, 1000)).body).toMatchObject({ rating: 0 });
    const withCodebtor = await put(t, uuid, {
      months: 60,
      downpayment: 50,
      residual: 20,
      medie_salariu_codebitor: 200_000,
      income_codebitor: [],
      perioada_contract_munca_codebitor: 'nedeterminat',
      cresteri_venituri_codebitor: 0,
      contracte_credit_codebitor: [],
      carduri_credit_codebitor: [],
      responsability_check: true,
    });
    expect(withCodebtor.status).toBe(200);
    expect(withCodebtor.body).toMatchObject({ rating: 1, downpayment: 50 });
    const again = await put(t, uuid, { months: 48, downpayment: 50, residual: 20 });
    expect(again.status).toBe(409);
  });

  it('individual leasing refused: a 0 % residual (no residual) is refused on its field, 5–20 % taken', async () => {
    const uuid = await createOrder(t, contactBody(financingSku, place, LEASING_EUR));
    expect((await answerSteps(t, uuid, 1000)).body).toMatchObject({ rating: 0 });
    const none = await put(t, uuid, { months: 60, downpayment: 50, residual: 0 });
    expect(none.status).toBe(422);
    expect((none.body as { errors: Record<string, string> }).errors).toEqual({
      residual: ro.orderServer.termsUnavailable,
    });
    expect(await get(t, uuid)).toMatchObject({ residual: 20, downpayment: 30 });
    const other = await put(t, uuid, { months: 60, downpayment: 50, residual: 15 });
    expect(other.status).toBe(200);
    expect(await get(t, uuid)).toMatchObject({ residual: 15, downpayment: 50 });
  });

  it('company SRL: check 1 then check 2 as jobs, outcome 2, guarantor, approved', async () => {
    const uuid = await createOrder(t, contactBody(financingSku, place, COMPANY_LEASING));
    const jobs = await t.db.select().from(decisionJobs).where(eq(decisionJobs.orderUuid, uuid));
    expect(jobs.map((job) => job.kind)).toEqual(['check1']);
    expect(await get(t, uuid)).toMatchObject({
      check1_result: 1,
      check2_result: null,
      rating: null,
      reached_step: 2,
    });
    expect((await put(t, uuid, { ...srlDetailsForGuarantor, numar_clienti: 9 })).status).toBe(422);
    expect((await put(t, uuid, srlDetailsForGuarantor)).status).toBe(200);
    expect(await get(t, uuid)).toMatchObject({ check2_result: 2, rating: 2, reached_step: 3 });
    const guarantor = {
      fidejusor_nume: 'Garant SA',
      fidejusor_cui: '12345674',
      fidejusor_nr_recom: 'J40/1/2000',
      fidejusor: 1,
    };
    expect((await put(t, uuid, guarantor)).status).toBe(200);
    expect(await get(t, uuid)).toMatchObject({ check2_result: 2, rating: 1, fidejusor: 1 });
  });

  it('company PFA: step 2 is open right after check 1', async () => {
    const pfa = { ...COMPANY_LEASING, tip_companie: 3, caen: '4520', data_infiintare: '2020-01-01' };
    const uuid = await createOrder(t, contactBody(financingSku, place, pfa));
    expect(await get(t, uuid)).toMatchObject({ check1_result: 1 });
    const details = {
      luni_activitate: 12,
      experienta_domeniu: 4,
      venit_brut: 2_000_000,
      venit_net: 1_500_000,
      profit: 500_000,
    };
    expect((await put(t, uuid, details)).status).toBe(200);
    expect(await get(t, uuid)).toMatchObject({ check2_result: 1, rating: 1 });
  });

  it('subscription: consent after approval sets dochub_url; contact request is sent once', async () => {
    const uuid = await createOrder(t, contactBody(subscriptionSku, place, SUBSCRIPTION_TERMS));
    expect((await put(t, uuid, { data_protection: true })).status).toBe(409);
    expect((await answerSteps(t, uuid, 60_000)).body).toMatchObject({ rating: 1, taxa_rezervare: 800 });
    expect((await put(t, uuid, { data_protection: false })).status).toBe(422);
    const consent = await put(t, uuid, { data_protection: true });
    expect((consent.body as { dochub_url: string }).dochub_url).toMatch(`/sandbox/identification/${uuid}`);

    const before = await t.db.$count(outbox, eq(outbox.to, 'comenzi@autoabonament.ro'));
    for (const _ of [1, 2]) {
      const res = await t.request(
        '/api/client-order/request-contact',
        jsonInit('POST', { order_code: uuid }),
      );
      expect(res.status).toBe(200);
    }
    expect(await t.db.$count(outbox, eq(outbox.to, 'comenzi@autoabonament.ro'))).toBe(before + 1);
  });

  it.each([
    ['a county the shop does not know', () => ({ judet: 2_000_000, localitate: place.localitate }), 'judet'],
    ['a locality of another county', () => ({ judet: place.judet, localitate: 'Nicaieri' }), 'localitate'],
  ])('refuses %s, naming the field', async (_case, where, field) => {
    const res = await t.request(
      '/api/client-order',
      jsonInit('POST', contactBody(financingSku, { ...place, ...where() }, CREDIT_TERMS)),
    );
    expect(res.status).toBe(422);
    expect((res.body as { errors: Record<string, string> }).errors).toEqual({
      [field]: ro.validation.chooseFromList,
    });
  });

  it('delivery: stores the county price with VAT for an individual, whatever the body says', async () => {
    const uuid = await createOrder(t, contactBody(financingSku, place, CREDIT_TERMS));
    await answerSteps(t, uuid, 50_000);
    const body = {
      order_code: uuid,
      judet: place.judet,
      localitate: place.localitate,
      adresa: 'Str. 1',
      telefon: '+40712345678',
      taxa_livrare: 1,
      terms_conditions: true,
    };
    const res = await t.request('/api/client-order/delivery', jsonInit('POST', body));
    expect(res.status).toBe(200);
    const expected = Math.round(place.price * 1.21 * 100) / 100;
    expect(await get(t, uuid)).toMatchObject({ delivery_type: 2, taxa_livrare: expected });
    const bad = await t.request('/api/client-order/delivery', jsonInit('POST', { ...body, adresa: '' }));
    expect(bad.status).toBe(422);
    expect((bad.body as { errors: Record<string, string> }).errors.adresa).toBe(ro.validation.streetRequired);
    const [row] = await t.db.select().from(clientOrders).where(eq(clientOrders.uuid, uuid));
    expect(row?.delivery?.taxa_livrare).toBe(expected);
  });
});
