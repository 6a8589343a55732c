/**
 * The SECCI PDF of GET /secci and of the order e-mail: the Standard European Consumer Credit
 * Information form for one simulation. The content (sections, figures, texts) is the pure
 * secciSections (src/domain/financing/secci.ts); this module only lays it out with the shop's PDF
 * writer, short fields as label/value lines and longer texts as paragraphs.
 */

import type { IsoDate } from '../../src/domain/dates.ts';
import type { RepresentativeExample } from '../../src/domain/financing/representative-example.ts';
import { secciSections } from '../../src/domain/financing/secci.ts';
import { formatDate } from '../../src/domain/format.ts';
import { groupEntities } from '../../src/domain/site/site-config.ts';
import { fill, ro } from '../../src/i18n/ro.ts';
import { setNewest } from '../http/bounded-map.ts';
import { createPdfWriter } from './pdf-writer.ts';

export interface SecciDocument {
  readonly car: { readonly sku: string; readonly productName: string };
  readonly example: RepresentativeExample;
  readonly issuedOn: IsoDate;
  readonly validUntil: IsoDate | null;
  /** The creditor's contact the form prints: the support phone and e-mail settings. */
  readonly support: { readonly phone: string; readonly email: string };
}

/** Credit and leasing are granted by the group's leasing company (spec section 1). */
function creditor(support: SecciDocument['support']) {
  const entity = groupEntities.find((candidate) => candidate.key === 'leasing');
  if (!entity) throw new Error('site-config has no leasing company: the SECCI needs its creditor');
  return { ...entity, phone: support.phone, email: support.email };
}

async function renderSecci({
  car,
  example,
  issuedOn,
  validUntil,
  support,
}: SecciDocument): Promise<Uint8Array> {
  const t = ro.secci;
  // Dated by its day of issue, so one form's bytes depend on its inputs only.
  const pdf = await createPdfWriter({
    title: `SECCI ${car.sku}`,
    author: ro.site.name,
    createdAt: new Date(`${issuedOn}T00:00:00Z`),
  });
  pdf.title('SECCI');
  pdf.paragraph(t.title);
  pdf.gap();
  pdf.paragraph(ro.creditAds.warning);
  pdf.field(t.issuedOn, formatDate(issuedOn));
  for (const section of secciSections({ example, creditor: creditor(support), car, validUntil })) {
    pdf.heading(section.heading);
    for (const item of section.items) {
      if (item.kind === 'field') pdf.field(item.label, item.value);
      else
        pdf.paragraph(item.label ? `${item.label}: ${item.text}` : item.text, { muted: item.label === '' });
    }
  }
  return pdf.finish((page, pages) => `SECCI ${car.sku} - ${fill(t.page, { page, pages })}`);
}

/** Forms already laid out, by their inputs: a popular car's default terms are asked for all day. */
const rendered = new Map<string, Promise<Uint8Array>>();
const MAX_RENDERED = 64;

/**
 * The form for these inputs, laid out once: each individual's credit order attaches one, and the
 * layout took about 13 of the 32 ms an order request cost. Callers share the bytes and must not
 * change them.
 */
export function secciPdf(document: SecciDocument): Promise<Uint8Array> {
  const { car, example, issuedOn, validUntil, support } = document;
  const key = JSON.stringify([car.sku, car.productName, example, issuedOn, validUntil, support]);
  const known = rendered.get(key);
  if (known) return known;
  const made = renderSecci(document);
  made.catch(() => rendered.delete(key));
  setNewest(rendered, key, made, MAX_RENDERED);
  return made;
}
