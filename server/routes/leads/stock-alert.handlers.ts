import type { StockAlert } from '../../../src/domain/forms/stock-alert-schema.ts';
import { ro } from '../../../src/i18n/ro.ts';
import type { Database } from '../../db/client.ts';
import { stockAlerts } from '../../db/schema.ts';
import { refusedField } from '../../http/request-body.ts';
import { storeWithMails } from '../../mail/store-with-mails.ts';
import { stockAlertMails } from '../../mail/templates/lead-mails.ts';
import { carBySku } from './car-lookup.ts';

/**
 * Stores the alert of a car that exists (any visibility: reserved cars are the usual case), with the
 * business inbox's notification and the shopper's acknowledgement in the same transaction.
 */
export async function storeStockAlert(
  db: Database,
  alert: StockAlert,
  businessInbox: string,
): Promise<{ id: number }> {
  const car = await carBySku(db, alert.sku);
  if (!car) throw refusedField('sku', ro.leads.unknownSku);
  return storeWithMails(
    db,
    businessInbox,
    async (tx) => {
      const [row] = await tx
        .insert(stockAlerts)
        .values({
          sku: alert.sku,
          nume: alert.nume,
          prenume: alert.prenume,
          email: alert.email,
          oras: alert.oras,
          telefon: alert.telefon,
          dataProtection: alert.data_protection,
        })
        .returning({ id: stockAlerts.id });
      if (!row) throw new Error('stock alert insert returned no row');
      return row;
    },
    (_row, inbox) => stockAlertMails(alert, car, inbox),
  );
}
