import type { OtherFinancing } from '../../../src/domain/forms/other-financing-schema.ts';
import { ro } from '../../../src/i18n/ro.ts';
import type { Database } from '../../db/client.ts';
import { otherCreditRequests } from '../../db/schema.ts';
import { refusedField } from '../../http/request-body.ts';
import { carBySku } from './car-lookup.ts';

export async function storeOtherCreditRequest(
  db: Database,
  request: OtherFinancing,
): Promise<{ id: number }> {
  if (!(await carBySku(db, request.sku))) throw refusedField('sku', ro.leads.unknownSku);
  const [row] = await db
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
}
