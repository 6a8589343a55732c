/**
 * The e-mails of the leads (contact form, stock alert, other financing, refund request, viewing):
 * the business inbox's notification with everything staff need to answer, and the shopper's
 * acknowledgement. Texts from the catalogue (ro.leadMails); every typed value is escaped.
 */
import { slotLabel } from '../../../src/domain/catalog/viewing-slots.ts';
import { formatAmount, formatDate } from '../../../src/domain/format.ts';
import type { ContactMessage } from '../../../src/domain/forms/contact-schema.ts';
import type { OtherFinancing } from '../../../src/domain/forms/other-financing-schema.ts';
import { type RefundRequest, refundProductLabels } from '../../../src/domain/forms/refund-schema.ts';
import type { StockAlert } from '../../../src/domain/forms/stock-alert-schema.ts';
import type { ViewingRequest } from '../../../src/domain/forms/viewing-schema.ts';
import { fill, ro } from '../../../src/i18n/ro.ts';
import type { MailAttachment, MailMessage } from '../outbox.ts';
import { htmlParagraph } from './mail-html.ts';

const t = ro.leadMails;

/** The car a lead is about, as the notification names it. */
export interface LeadCar {
  productName: string;
  sku: string;
}

function mail(to: string, subject: string, paragraphs: readonly string[], attachments?: MailAttachment[]) {
  const message: MailMessage = { to, subject, html: paragraphs.join('\n') };
  return attachments ? { ...message, attachments } : message;
}

/** A message typed by the shopper, its line breaks kept. */
const typedText = (text: string) => htmlParagraph('{text}', { text }).replace(/\r?\n/g, '<br>');

const ack = (name: string, body: readonly string[]) => [
  htmlParagraph(t.greeting, { name }),
  ...body,
  htmlParagraph(t.signature),
];

export function contactMails(message: ContactMessage, businessInbox: string): MailMessage[] {
  return [
    mail(businessInbox, fill(t.businessContactSubject, { name: message.name }), [
      htmlParagraph(t.businessContactBody, { name: message.name, email: message.email }),
      typedText(message.message),
    ]),
    mail(
      message.email,
      t.ackContactSubject,
      ack(message.name, [
        htmlParagraph(t.ackContactBody),
        htmlParagraph(t.ackContactCopy),
        typedText(message.message),
      ]),
    ),
  ];
}

export function stockAlertMails(alert: StockAlert, car: LeadCar, businessInbox: string): MailMessage[] {
  const name = `${alert.prenume} ${alert.nume}`;
  return [
    mail(businessInbox, fill(t.businessStockAlertSubject, { car: car.productName }), [
      htmlParagraph(t.businessStockAlertBody, {
        name,
        email: alert.email,
        phone: alert.telefon,
        city: alert.oras,
        car: car.productName,
        sku: car.sku,
      }),
    ]),
    mail(
      alert.email,
      fill(t.ackStockAlertSubject, { car: car.productName }),
      ack(name, [htmlParagraph(t.ackStockAlertBody, { car: car.productName })]),
    ),
  ];
}

export function otherFinancingMails(
  request: OtherFinancing,
  car: LeadCar,
  businessInbox: string,
): MailMessage[] {
  const type = t.financingTypes[request.credit_type];
  return [
    mail(businessInbox, fill(t.businessOtherFinancingSubject, { car: car.productName }), [
      htmlParagraph(t.businessOtherFinancingBody, {
        name: request.nume,
        email: request.email,
        phone: request.telefon,
        city: request.localitate,
        type,
        currency: request.currency,
        person: t.persons[request.person],
        car: car.productName,
        sku: car.sku,
      }),
    ]),
    mail(
      request.email,
      fill(t.ackOtherFinancingSubject, { car: car.productName }),
      ack(request.nume, [
        htmlParagraph(t.ackOtherFinancingBody, { type, currency: request.currency, car: car.productName }),
      ]),
    ),
  ];
}

/** The statement goes to the business with its notification; the shopper's own e-mail is optional. */
export function refundMails(
  request: RefundRequest,
  statement: MailAttachment,
  businessInbox: string,
): MailMessage[] {
  const values = {
    name: request.payer_name,
    amount: formatAmount(request.payment_value),
    date: formatDate(request.payment_date),
    product: refundProductLabels[request.financial_product],
    account: request.account,
  };
  const business = mail(
    businessInbox,
    fill(t.businessRefundSubject, values),
    [htmlParagraph(t.businessRefundBody, { ...values, email: request.email || t.notProvided })],
    [statement],
  );
  if (request.email === '') return [business];
  return [
    business,
    mail(
      request.email,
      t.ackRefundSubject,
      ack(request.payer_name, [htmlParagraph(t.ackRefundBody, values)]),
    ),
  ];
}

/** The business's notice of a booked viewing (the visitor gets viewingConfirmationMail). */
export function viewingNoticeMail(
  request: ViewingRequest,
  car: LeadCar,
  locationName: string,
  businessInbox: string,
): MailMessage {
  const date = formatDate(request.date);
  const hour = slotLabel(request.hour);
  return mail(businessInbox, fill(t.businessViewingSubject, { car: car.productName, date, hour }), [
    htmlParagraph(t.businessViewingBody, {
      name: `${request.first_name} ${request.last_name}`,
      email: request.email,
      phone: request.phone_no,
      car: car.productName,
      sku: car.sku,
      date,
      hour,
      location: locationName,
    }),
  ]);
}
