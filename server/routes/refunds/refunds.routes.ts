/**
 * POST /refunds (multipart, 201 stored / 200 already stored under this idempotency key) and
 * GET /refunds/:key, the sender's receipt: whether the request and its statement file are stored,
 * nothing personal. The body limit answers 413 from the Content-Length alone, and counts streamed
 * bytes otherwise, so an oversized upload is cut off before it fills memory.
 */
import { Hono } from 'hono';
import { ro } from '../../../src/i18n/ro.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../src/lib/validation/rules.ts';
import type { Database } from '../../db/client.ts';
import { BODY_LIMITS } from '../../http/body-limits.ts';
import { ApiError } from '../../http/errors.ts';
import { bodyLimitOf, formBody, refusedFields } from '../../http/request-body.ts';
import type { Storage } from '../../storage/storage.ts';
import { idempotencyKeyOf } from '../contact/idempotency-key.ts';
import { refundUuid } from './refund-key.ts';
import { readRefundUpload } from './refund-upload.ts';
import { findRefund, storeRefund } from './refunds.handlers.ts';

export interface RefundsRouteDeps {
  db: Database;
  /** Private storage: nothing here is ever served. */
  storage: Storage;
  today: () => string;
  /** Where requests are notified when the `business_inbox` setting is not set. */
  businessInbox: string;
}

export function refundsRoutes({ db, storage, today, businessInbox }: RefundsRouteDeps): Hono {
  const app = new Hono();
  app.post(
    '/refunds',
    bodyLimitOf(
      BODY_LIMITS.refund,
      () => new ApiError(413, ro.validation.fileTooLarge, { file: ro.validation.fileTooLarge }),
    ),
    async (c) => {
      if (!c.req.header('Content-Type')?.startsWith('multipart/form-data')) {
        throw new ApiError(415, ro.publicApi.multipartRequired);
      }
      const result = await readRefundUpload(await formBody(c), today());
      if (!result.ok) throw refusedFields(result.errors);
      const uuid = refundUuid(idempotencyKeyOf(c, result.upload.idempotencyKey));
      const outcome = await storeRefund(db, storage, uuid, result.upload, businessInbox);
      return c.json({ message: ro.common.success }, outcome === 'created' ? 201 : 200);
    },
  );
  app.get('/refunds/:key', async (c) => {
    const key = c.req.param('key');
    c.header('Cache-Control', 'no-store');
    const row = IDEMPOTENCY_KEY_PATTERN.test(key) ? await findRefund(db, refundUuid(key)) : null;
    const file = row ? await storage.get(row.fileKey) : null;
    return c.json({
      received: row !== null,
      file_stored: file !== null && file.bytes.byteLength === row?.fileSize,
    });
  });
  return app;
}
