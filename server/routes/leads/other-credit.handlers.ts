import type { OtherFinancing } from '../../../src/domain/forms/other-financing-schema.ts';
import { ro } from '../../../src/i18n/ro.ts';
import type { Database } from '../../db/client.ts';
import { otherCreditRequests } from '../../db/schema.ts';
import { refusedField } from '../../http/request-body.ts';
import { storeWithMails } from '../../mail/store-with-mails.ts';
import { otherFinancingMails } from '../../mail/templates/lead-mails.ts';
import { carBySku } from './car-lookup.ts';

/** Stores the request with the business inbox's notification and the shopper's acknowledgement. */
export async function storeOtherCreditRequest(
  db: Database,
  request: OtherFinancing,
  businessInbox: string,
): Promise<{ id: number }> {
  const car = await carBySku(db, request.sku);
  if (!car) throw refusedField('sku', ro.leads.unknownSku);
  return storeWithMails(
    db,
    businessInbox,
    async (tx) => {
      const [row] = await tx
        .insert(otherCreditRequests)
        .values({
          sku: request.sku,
          person: request.person,
          creditType: request.credit_type,
          currency: request.currency,
          nume: request.nume,
          email: request.email,
          localitate: request.localitate,
          telefon: request.telefon,
          dataProtection: request.data_protection,
        })
        .returning({ id: otherCreditRequests.id });
      if (!row) throw new Error('other credit request insert returned no row');
      return row;
    },
    (_row, inbox) => otherFinancingMails(request, car, inbox),
  );
}
