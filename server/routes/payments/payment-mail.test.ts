/**
 * The payment confirmation e-mail holds what the result page promises ("Ti-am trimis un e-mail cu
 * detaliile comenzii"): the order's terms, the delivery address and cost, a clickable link to the
 * order and, for a subscription, the signed contract as a PDF attachment.
 */
import { and, eq, like } from 'drizzle-orm';
import { clientOrders, outbox } from '../../db/schema.ts';
import { listAttachments, readAttachment } from '../../mail/outbox.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import {
  answerSteps,
  approvedCreditOrder,
  contactBody,
  createOrder,
  jsonInit,
  orderableSku,
  PAYING_APP,
  put,
  SHOP,
  SUBSCRIPTION_TERMS,
  someLocality,
} from '../client-order/testing/order-test-kit.ts';

describe.each(testBackends())('the payment confirmation e-mail on $name', (backend) => {
  const t = useTestApp(backend, { ...PAYING_APP, siteOrigin: SHOP });

  const pay = async (uuid: string) => {
    const { token } = (await t.request(`/api/payments?order_code=${uuid}`)).body as { token: string };
    const body = new URLSearchParams({
      origin: SHOP,
      token,
      number: '4111111111111111',
      expiry: '12/39',
      cvc: '123',
    });
    await t.app.request('/sandbox/payment/charge', { method: 'POST', body });
  };
  const paymentMail = async (uuid: string) => {
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(like(outbox.subject, 'Plata confirmata%'), like(outbox.html, `%${uuid}%`)));
    if (!mail) throw new Error('no payment e-mail');
    return mail;
  };
  const sign = async (uuid: string) => {
    for (const fields of [
      { action: 'consent', consent: '1' },
      { action: 'video_success' },
      { action: 'sign_success' },
    ]) {
      await t.app.request(`/sandbox/identification/${uuid}`, {
        method: 'POST',
        body: new URLSearchParams(fields),
      });
    }
  };

  it('a subscription: its terms, the delivery address and cost, anchors, and the signed contract attached', async () => {
    const place = await someLocality(t.db);
    const uuid = await createOrder(
      t,
      contactBody(await orderableSku(t.db, [1], 3), place, SUBSCRIPTION_TERMS),
    );
    await answerSteps(t, uuid, 60_000);
    await put(t, uuid, { data_protection: true });
    await sign(uuid);
    const delivery = {
      order_code: uuid,
      judet: place.judet,
      localitate: place.localitate,
      adresa: 'Str. Lalelelor 7',
      telefon: '+40712345678',
      terms_conditions: true,
    };
    expect((await t.request('/api/client-order/delivery', jsonInit('POST', delivery))).status).toBe(200);
    await pay(uuid);

    const mail = await paymentMail(uuid);
    for (const term of [
      'Codul comenzii',
      'Durata',
      '12 luni',
      'Kilometri inclusi',
      'Data preluarii',
      '22.06.2026',
      'Pret lunar',
      'Garantie',
      'Livrare la domiciliu',
    ]) {
      expect(mail.html).toContain(term);
    }
    expect(mail.html).not.toContain('Indisponibil');
    expect(mail.html).toContain(`Str. Lalelelor 7, ${place.localitate}, jud.`);
    // The link to the order's own page (issue 32), by its secret, not the order code.
    const [order] = await t.db
      .select({ token: clientOrders.accessToken })
      .from(clientOrders)
      .where(eq(clientOrders.uuid, uuid));
    expect(mail.html).toContain(
      `<a href="${SHOP}/comanda/${order?.token}">${SHOP}/comanda/${order?.token}</a>`,
    );
    expect(mail.html.replace(/<a href="[^"]*">[^<]*<\/a>/g, '')).not.toMatch(/https?:\/\//);
    const [file] = await listAttachments(t.db, [mail.id]);
    expect(file).toMatchObject({ fileName: `contract-${uuid}.pdf`, contentType: 'application/pdf' });
    const pdf = await readAttachment(t.db, mail.id, file?.id ?? 0);
    expect(new TextDecoder().decode(pdf?.content.slice(0, 5))).toBe('%PDF-');
    expect(mail.html).toContain(`contract-${uuid}.pdf`);
  });

  it('a credit: the monthly rate and the free pickup, no contract attached', async () => {
    const uuid = await approvedCreditOrder(t, await orderableSku(t.db, [2, 3], 4));
    await pay(uuid);
    const mail = await paymentMail(uuid);
    for (const term of ['Rata lunara', 'Avans', 'Taxa de rezervare', 'Preluare gratuita']) {
      expect(mail.html).toContain(term);
    }
    expect(mail.html).not.toContain('Indisponibil');
    expect(await listAttachments(t.db, [mail.id])).toEqual([]);
  });
});
