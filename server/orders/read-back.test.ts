import * as v from 'valibot';
import { orderReadBackSchema } from '../../src/domain/order/order-read-back.ts';
import { financingInfo } from '../../src/features/financing/payment-info.fixture.ts';
import { companyOrder, individualOrder } from './order.fixture.ts';
import { toReadBack } from './read-back.ts';

const car = { product_name: 'Dacia Duster 1.5 dCi' };
const fee = { eur: 220, ron: 1100 };

describe('toReadBack', () => {
  it("answers, with the car's tables joined in as a GET does, what the site's one read-back schema parses (wizard and checkout alike)", () => {
    for (const order of [individualOrder({ rating: 1 }), companyOrder({ check1Result: 1 })]) {
      const readBack = { payment_info: JSON.stringify(financingInfo), ...toReadBack(order, car, fee, null) };
      const parsed = v.safeParse(orderReadBackSchema, readBack);
      expect(parsed.issues).toBeUndefined();
      expect(parsed.output).toMatchObject({ payment_info: financingInfo, taxa_rezervare: 220 });
    }
  });

  it('maps an individual order to the spec fields', () => {
    const body = toReadBack(individualOrder({ rating: 1 }), car, fee, 'tok_1');
    expect(body).toMatchObject({
      order_code: '6f1c1f4e-3a57-4b5e-9d3f-2b7d7f1e2a10',
      credit_type: 'credit',
      sku: 'B-101',
      months: 60,
      downpayment: 55,
      currency: 1,
      person: 1,
      rating: 1,
      product_name: 'Dacia Duster 1.5 dCi',
      email: 'ana.popescu@example.ro',
      telefon: '+40712345678',
      taxa_rezervare: 220,
      taxa_rezervare_ron: 1100,
      authorizationToken: 'tok_1',
      paid: 0,
      paid_at: null,
      delivery_type: null,
    });
    expect(body).not.toHaveProperty('payment_info');
    expect(body).not.toHaveProperty('cui');
    expect(body).not.toHaveProperty('fidejusor');
    expect(body).not.toHaveProperty('stare_civila');
  });

  it("carries an individual's saved personal information, so step 2 shows it when revisited", () => {
    const personal = {
      stare_civila: 2,
      studii: 'S',
      stare_locativa: 'O',
      nr_angajati: 3,
      avut_credite: 1,
      avut_intarzieri_credit: 0,
    } as const;
    expect(toReadBack(individualOrder({ personal }), car, fee, null)).toMatchObject(personal);
  });

  it.each([
    ['outcome 2 without a guarantor', null, 2, 0],
    ['outcome 2 with an accepted guarantor becomes 1', '12345674', 1, 1],
  ] as const)('company: %s', (_, guarantorCui, rating, fidejusor) => {
    const order = companyOrder({
      check1Result: 1,
      check2Result: 2,
      foreignShareholders: true,
      guarantor: guarantorCui
        ? { nume_fidejusor: 'Garant SRL', cui_fidejusor: guarantorCui, nr_recom_fidejusor: 'J40/1/2020' }
        : null,
      companyDetails: {
        specialitate_liceu: 0,
        specialitate_superioare: 1,
        fluctuatie_personal: 2,
        numar_furnizori: 2,
        experienta_domeniu: 2,
        numar_clienti: 2,
        certificare_iso: 2,
      },
    });
    const body = toReadBack(order, car, fee, null);
    expect(body).toMatchObject({
      tip_companie: 1,
      check1_result: 1,
      check2_result: 2,
      rating,
      reached_step: 3,
      actionariat_strain: 1,
      cui: '12345674',
      nume_companie: 'Exemplu Trans SRL',
      numar_clienti: 2,
      fidejusor,
    });
  });

  it('reports delivery and payment once known', () => {
    const order = individualOrder({
      delivery: {
        type: 2,
        judet: 'Cluj',
        localitate: 'Turda',
        adresa: 'Str. A 1',
        telefon: '+40712345678',
        taxa_livrare: 121,
      },
      paidAt: new Date(),
    });
    expect(toReadBack(order, car, fee, null)).toMatchObject({
      delivery_type: 2,
      taxa_livrare: 121,
      paid: 1,
      paid_at: order.paidAt?.toISOString(),
    });
  });
});
