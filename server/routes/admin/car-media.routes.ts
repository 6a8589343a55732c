/**
 * /api/admin/cars/:sku/{photos,documents,price-tables}: the back office's uploads. Each file is a
 * multipart `file` field checked by its bytes, not its name (src/lib/validation/image.ts, file.ts);
 * a bad file is a 422 with a Romanian message, never a 5xx. These routes carry their own body
 * limits, above the admin API's 2 MB for JSON, so they are mounted before that limit.
 */

import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { MAX_PRICE_FILE_BYTES } from '../../../src/domain/financing/price-table-file.ts';
import { SKU_PATTERN } from '../../../src/domain/ids.ts';
import { roCarMedia as m } from '../../../src/i18n/ro/car-media.ts';
import { fill, roPublicApi } from '../../../src/i18n/ro.ts';
import { isPdfBytes, MAX_UPLOAD_BYTES } from '../../../src/lib/validation/file.ts';
import {
  imageFacts,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_SIDE,
  MIN_PHOTO_HEIGHT,
  MIN_PHOTO_WIDTH,
  PHOTO_EXTENSION,
  type PhotoRefusal,
  photoRefusal,
} from '../../../src/lib/validation/image.ts';
import { storagePathSchema } from '../../../src/lib/validation/urls.ts';
import { auditSourceOf } from '../../audit/audit-log.ts';
import { staffOf } from '../../auth/staff-guard.ts';
import { cars } from '../../db/schema.ts';
import { invalidFields, notFound } from '../../http/errors.ts';
import { bodyLimitOf, formBody, jsonBody, parseOr422, refusedField } from '../../http/request-body.ts';
import {
  addPhoto,
  arrangePhotos,
  type CarMediaDeps,
  DOCUMENT_KINDS,
  type DocumentKind,
  replacePriceTables,
  saveDocument,
} from './car-media.handlers.ts';

export interface CarMediaRouteDeps extends CarMediaDeps {
  trustedProxies: number;
}

const MB = 1024 * 1024;
/** Room for the multipart framing around the file. */
const FRAMING = 64 * 1024;

const PHOTO_MESSAGES: Record<PhotoRefusal, string> = {
  empty: m.photoEmpty,
  tooLarge: fill(m.photoTooLarge, { max: MAX_PHOTO_BYTES / MB }),
  type: m.photoType,
  tooSmall: fill(m.photoTooSmall, { width: MIN_PHOTO_WIDTH, height: MIN_PHOTO_HEIGHT }),
  tooBig: fill(m.photoTooBig, { max: MAX_PHOTO_SIDE }),
};

const photosSchema = v.strictObject({
  profile_photo: storagePathSchema('profile_photo'),
  gallery: v.pipe(v.array(storagePathSchema('gallery')), v.maxLength(60)),
});

const skuOf = (c: Context) => {
  const sku = c.req.param('sku') ?? '';
  if (!SKU_PATTERN.test(sku)) throw notFound(roPublicApi.carNotFound);
  return sku;
};

const documentKindOf = (c: Context): DocumentKind => {
  const kind = c.req.param('kind') ?? '';
  if (!Object.hasOwn(DOCUMENT_KINDS, kind)) throw notFound(m.documentKindUnknown);
  return kind as DocumentKind;
};

/** The uploaded `file` field's bytes, or the field's 422. */
async function fileOf(c: Context, maxBytes: number, tooLarge: string): Promise<Uint8Array> {
  const { file } = await formBody(c);
  if (!(file instanceof File)) throw refusedField('file', m.fileMissing);
  if (file.size > maxBytes) throw refusedField('file', tooLarge);
  return new Uint8Array(await file.arrayBuffer());
}

export function carMediaRoutes(deps: CarMediaRouteDeps): Hono {
  const app = new Hono();
  const audit = (c: Context) => auditSourceOf(c, staffOf(c), deps.trustedProxies);
  const limit = (bytes: number, message: string) =>
    bodyLimitOf(bytes + FRAMING, () => refusedField('file', message));
  const pdfTooLarge = fill(m.pdfTooLarge, { max: MAX_UPLOAD_BYTES / MB });
  const priceTooLarge = fill(m.priceFileTooLarge, { max: MAX_PRICE_FILE_BYTES / 1024 });

  app.post('/cars/:sku/photos', limit(MAX_PHOTO_BYTES, PHOTO_MESSAGES.tooLarge), async (c) => {
    const sku = skuOf(c);
    const bytes = await fileOf(c, MAX_PHOTO_BYTES, PHOTO_MESSAGES.tooLarge);
    const refusal = photoRefusal(bytes);
    const facts = imageFacts(bytes);
    if (refusal !== null || facts === null) throw refusedField('file', PHOTO_MESSAGES[refusal ?? 'type']);
    const photo = { bytes, contentType: facts.type, extension: PHOTO_EXTENSION[facts.type] };
    return c.json(await addPhoto(deps, sku, audit(c), photo), 201);
  });

  app.put('/cars/:sku/photos', bodyLimitOf(64 * 1024), async (c) => {
    const sku = skuOf(c);
    const wanted = parseOr422(photosSchema, await jsonBody(c), invalidFields);
    return c.json(await arrangePhotos(deps, sku, audit(c), wanted));
  });

  app.put('/cars/:sku/documents/:kind', limit(MAX_UPLOAD_BYTES, pdfTooLarge), async (c) => {
    const sku = skuOf(c);
    const kind = documentKindOf(c);
    const bytes = await fileOf(c, MAX_UPLOAD_BYTES, pdfTooLarge);
    if (bytes.length === 0) throw refusedField('file', m.photoEmpty);
    if (!isPdfBytes(bytes)) throw refusedField('file', m.pdfType);
    return c.json(await saveDocument(deps, sku, audit(c), kind, bytes));
  });

  app.delete('/cars/:sku/documents/:kind', async (c) => {
    const sku = skuOf(c);
    await saveDocument(deps, sku, audit(c), documentKindOf(c), null);
    return c.body(null, 204);
  });

  // The car's tables as a file, the template an editor changes and imports back.
  app.get('/cars/:sku/price-tables', async (c) => {
    const sku = skuOf(c);
    const [row] = await deps.db
      .select({ info: cars.paymentInfo })
      .from(cars)
      .where(eq(cars.sku, sku))
      .limit(1);
    if (!row) throw notFound(roPublicApi.carNotFound);
    c.header('Content-Disposition', `attachment; filename="tabele-pret-${sku}.json"`);
    return c.body(JSON.stringify(row.info, null, 2), 200, {
      'Content-Type': 'application/json; charset=utf-8',
    });
  });

  app.put('/cars/:sku/price-tables', limit(MAX_PRICE_FILE_BYTES, priceTooLarge), async (c) => {
    const sku = skuOf(c);
    const bytes = await fileOf(c, MAX_PRICE_FILE_BYTES, priceTooLarge);
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
    } catch {
      throw refusedField('file', m.priceFileNotText);
    }
    return c.json(await replacePriceTables(deps, sku, audit(c), text));
  });
  return app;
}
