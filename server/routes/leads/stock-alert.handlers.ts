import type { StockAlert } from '../../../src/domain/forms/stock-alert-schema.ts';
import { ro } from '../../../src/i18n/ro.ts';
import type { Database } from '../../db/client.ts';
import { stockAlerts } from '../../db/schema.ts';
import { refusedField } from '../../http/request-body.ts';
import { carBySku } from './car-lookup.ts';

/** Stores the alert of a car that exists (any visibility: reserved cars are the usual case). */
export async function storeStockAlert(db: Database, alert: StockAlert): Promise<{ id: number }> {
  if (!(await carBySku(db, alert.sku))) throw refusedField('sku', ro.leads.unknownSku);
  const [row] = await db
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
}
