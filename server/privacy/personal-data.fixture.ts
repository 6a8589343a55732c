/** Test-only: one person's records in every table that keeps an e-mail, written as the forms would. */
import { asc } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  cars,
  consentRecords,
  contactMessages,
  locations,
  otherCreditRequests,
  outbox,
  outboxAttachments,
  priceAlerts,
  refunds,
  reservations,
  savedQuotes,
  stockAlerts,
  subscribers,
} from '../db/schema.ts';
import type { MemoryStorage } from '../test/memory-storage.ts';

/** The next viewing hour: each call books its own slot. */
let slot = 0;

export interface LeadRows {
  stockAlert: number;
  viewing: number;
  contactMessage: number;
  otherCredit: number;
  savedQuote: number;
  subscriber: number;
  priceAlert: number;
  refund: string;
  refundFile: string;
  consent: number;
  mail: number;
}

/** Every kind of lead for `email`, created at `at`; the refund's statement put in `storage`. */
export async function addLeads(
  db: Database,
  email: string,
  at: Date,
  storage?: MemoryStorage,
  extra: { consentId?: string; viewingDate?: string; mailStatus?: string } = {},
): Promise<LeadRows> {
  const [car] = await db.select({ id: cars.id, sku: cars.sku }).from(cars).orderBy(asc(cars.id)).limit(1);
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .orderBy(asc(locations.id))
    .limit(1);
  if (!car || !location) throw new Error('the seed has no car or location');
  const person = { nume: 'Ionescu', prenume: 'Maria', telefon: '+40712345678', email };
  const [alert] = await db
    .insert(stockAlerts)
    .values({ sku: car.sku, ...person, oras: 'Cluj', dataProtection: true, createdAt: at })
    .returning();
  const [viewing] = await db
    .insert(reservations)
    .values({
      carId: car.id,
      locationId: location.id,
      firstName: 'Maria',
      lastName: 'Ionescu',
      phoneNo: '+40712345678',
      email,
      date: extra.viewingDate ?? at.toISOString().slice(0, 10),
      hour: 8 + (slot++ % 10),
      createdAt: at,
    })
    .returning();
  const [message] = await db
    .insert(contactMessages)
    .values({ name: 'Maria Ionescu', email, message: 'Buna ziua', dataProtection: true, createdAt: at })
    .returning();
  const [other] = await db
    .insert(otherCreditRequests)
    .values({
      sku: car.sku,
      person: 'PF',
      creditType: 'leasing',
      currency: 'EUR',
      nume: 'Maria Ionescu',
      email,
      localitate: 'Cluj',
      telefon: '+40712345678',
      dataProtection: true,
      createdAt: at,
    })
    .returning();
  const [quote] = await db
    .insert(savedQuotes)
    .values({
      tokenHash: crypto.randomUUID(),
      sku: car.sku,
      terms: 'tip=credit&luni=48&avans=35',
      email,
      dataProtection: true,
      createdAt: at,
      expiresAt: new Date(at.getTime() + 30 * 86_400_000),
    })
    .returning();
  const [subscriber] = await db
    .insert(subscribers)
    .values({ email: email.toLowerCase(), createdAt: at, confirmedAt: at })
    .returning();
  const [priceAlert] = await db
    .insert(priceAlerts)
    .values({
      sku: car.sku,
      email: email.toLowerCase(),
      confirmTokenHash: crypto.randomUUID(),
      unsubscribeToken: crypto.randomUUID(),
      confirmationSentAt: at,
      confirmedAt: at,
      createdAt: at,
    })
    .returning();
  const fileKey = `refunds/${crypto.randomUUID()}.pdf`;
  await storage?.put(fileKey, new TextEncoder().encode('%PDF-1.4 extras'), 'application/pdf');
  const [refund] = await db
    .insert(refunds)
    .values({
      payerName: 'Maria Ionescu',
      paymentValue: 500,
      paymentDate: '2026-10-01',
      financialProduct: 'credit',
      account: 'RO49AAAA1B31007593840000',
      email,
      terms: true,
      termsGdpr: true,
      fileKey,
      fileName: 'extras.pdf',
      fileSize: 15,
      createdAt: at,
    })
    .returning();
  const [consent] = await db
    .insert(consentRecords)
    .values({
      consentId: extra.consentId ?? crypto.randomUUID(),
      policyVersion: 1,
      method: 'accept_all',
      analytics: true,
      marketing: true,
      deviceClass: 'desktop',
      browserFamily: 'firefox',
      createdAt: at,
    })
    .returning();
  const [mail] = await db
    .insert(outbox)
    .values({
      to: email,
      subject: 'Am primit cererea ta',
      html: '<p>Salut Maria</p>',
      createdAt: at,
      status: extra.mailStatus ?? 'sent',
      sentAt: extra.mailStatus === 'pending' ? null : at,
    })
    .returning();
  if (
    !alert ||
    !viewing ||
    !message ||
    !other ||
    !quote ||
    !subscriber ||
    !priceAlert ||
    !refund ||
    !consent ||
    !mail
  ) {
    throw new Error('insert failed');
  }
  await db.insert(outboxAttachments).values({
    outboxId: mail.id,
    fileName: 'secci.pdf',
    contentType: 'application/pdf',
    size: 4,
    contentBase64: 'JVBERg==',
  });
  return {
    stockAlert: alert.id,
    viewing: viewing.id,
    contactMessage: message.id,
    otherCredit: other.id,
    savedQuote: quote.id,
    subscriber: subscriber.id,
    priceAlert: priceAlert.id,
    refund: refund.uuid,
    refundFile: fileKey,
    consent: consent.id,
    mail: mail.id,
  };
}
