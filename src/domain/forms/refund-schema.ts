/**
 * Refund form (`/formular-ramburs`) and the fields of its multipart `POST /refunds`. Multipart
 * sends every value as text, so the amount accepts '1.234,56' and the consents accept 'on'/'true'.
 * The bank statement is checked apart (`refundFileRules`): the browser sees name, type and size,
 * the server also the first bytes. `today` (yyyy-MM-dd, Romanian time) is injected.
 */
import * as v from 'valibot';
import { fill, roContent, roValidation } from '../../i18n/ro.ts';
import { isPdfBytes, MAX_UPLOAD_BYTES, PDF_ACCEPT, pdfUpload } from '../../lib/validation/file.ts';
import {
  checked,
  iban,
  isoDate,
  leiAmount,
  minLength2,
  notAfter,
  optionalEmail,
  stringChoice,
} from '../../lib/validation/rules.ts';
import { formatNumber } from '../format.ts';

const m = roValidation;

export const REFUND_PRODUCTS = ['credit_auto', 'leasing_clasic', 'abonament_auto'] as const;
export type RefundProduct = (typeof REFUND_PRODUCTS)[number];

export const refundProductLabels: Record<RefundProduct, string> = {
  credit_auto: roContent.productCredit,
  leasing_clasic: roContent.productLeasing,
  abonament_auto: roContent.productSubscription,
};

/**
 * The largest refund the form takes. Refunds are of fees paid online: the 220 EUR reservation fee or
 * the 800 EUR subscription guarantee, in lei at EUR_RON_RATE (about 5). 6.000 lei covers the
 * guarantee up to a rate of 7,5 lei/EUR; anything above is a typing mistake, not a fee.
 */
export const MAX_REFUND_LEI = 6000;

export const refundFileRules = {
  field: 'file',
  accept: PDF_ACCEPT,
  maxBytes: MAX_UPLOAD_BYTES,
  /** Browser and server: presence, PDF name/type, size. */
  schema: pdfUpload(m.statementRequired),
  /** Server only: the content really is a PDF. */
  isPdfBytes,
} as const;

export function createRefundSchema(today: string) {
  return v.object({
    payer_name: minLength2(m.nameRequired, m.nameMin),
    payment_value: leiAmount(m.paymentValueRequired, {
      max: MAX_REFUND_LEI,
      maxMessage: fill(m.refundTooLarge, { max: formatNumber(MAX_REFUND_LEI) }),
    }),
    payment_date: v.pipe(isoDate(m.paymentDateRequired), notAfter(today)),
    financial_product: stringChoice(REFUND_PRODUCTS, m.chooseOption),
    account: iban(),
    email: optionalEmail(),
    terms_gdpr: checked(m.dataProtection),
    terms: checked(m.terms),
  });
}

/** The whole form, file included, for the browser. */
export function createRefundFormSchema(today: string) {
  return v.object({ ...createRefundSchema(today).entries, file: refundFileRules.schema });
}

export type RefundInput = v.InferInput<ReturnType<typeof createRefundSchema>>;
export type RefundRequest = v.InferOutput<ReturnType<typeof createRefundSchema>>;
export type RefundFormInput = v.InferInput<ReturnType<typeof createRefundFormSchema>>;
