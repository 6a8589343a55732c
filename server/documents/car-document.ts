/**
 * The opening every car document of GET /timetable shares: its title, the group company that
 * issues it, then the car and the date of issue.
 */

import { formatDate } from '../../src/domain/format.ts';
import { groupEntities } from '../../src/domain/site/site-config.ts';
import { ro } from '../../src/i18n/ro.ts';
import { createPdfWriter, type PdfWriter } from './pdf-writer.ts';

export interface CarDocumentOpening {
  readonly title: string;
  /** Which group company issues it: mobility for subscriptions, leasing for financing. */
  readonly issuer: (typeof groupEntities)[number]['key'];
  readonly car: { readonly sku: string; readonly productName: string };
  /** yyyy-MM-dd */
  readonly issuedOn: string;
}

export async function openCarDocument({
  title,
  issuer,
  car,
  issuedOn,
}: CarDocumentOpening): Promise<PdfWriter> {
  const text = ro.financing.pdf;
  const entity = groupEntities.find((candidate) => candidate.key === issuer) ?? groupEntities[0];
  const pdf = await createPdfWriter({ title: `${title} ${car.sku}`, author: ro.site.name });
  pdf.title(title);
  if (entity) {
    pdf.paragraph(`${entity.legalName}, ${entity.address}`, { muted: true });
    pdf.paragraph(`${ro.footer.cui} ${entity.cui}, ${ro.footer.regNumber} ${entity.registration}`, {
      muted: true,
    });
  }
  pdf.gap();
  pdf.field(text.car, car.productName);
  pdf.field(text.sku, car.sku);
  pdf.field(text.issuedOn, formatDate(issuedOn));
  return pdf;
}
