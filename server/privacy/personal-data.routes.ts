/**
 * "Date personale" (admins only, roles.ts): POST /personal-data/search answers the summary,
 * /export the whole records as a JSON file (the refund statements inside, base64), /erase deletes
 * or anonymises what the law does not require to keep. POST, so the address never sits in a URL or
 * an access log. The export and the erasure write their audit entry (counts and ids, never the
 * data) in the same transaction as their reads and changes.
 */
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { roPrivacy } from '../../src/i18n/ro/privacy.ts';
import { email } from '../../src/lib/validation/rules.ts';
import { auditSourceOf, recordAudit } from '../audit/audit-log.ts';
import { staffOf } from '../auth/staff-guard.ts';
import type { Database } from '../db/client.ts';
import { invalidFields } from '../http/errors.ts';
import { jsonBody, parseOr422 } from '../http/request-body.ts';
import type { Storage } from '../storage/storage.ts';
import { erasePersonalData } from './personal-data-erase.ts';
import {
  collectPersonalData,
  countsOf,
  normalEmail,
  type PersonalData,
  summaryOf,
} from './personal-data-find.ts';

export interface PersonalDataDeps {
  db: Database;
  /** Where refund statements are kept (never served). */
  privateStorage: Storage;
  now: () => Date;
  trustedProxies: number;
  log?: ((line: string) => void) | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The search's and the export's body (the fuzz knows it too). */
export const personalDataRequestSchema = v.strictObject({
  email: email(roPrivacy.api.emailRequired),
  consent_id: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(36, roPrivacy.api.consentIdInvalid),
      v.check((id) => id === '' || UUID.test(id), roPrivacy.api.consentIdInvalid),
    ),
  ),
});

const eraseSchema = v.strictObject({
  ...personalDataRequestSchema.entries,
  /** The address typed again: an erasure cannot be undone. */
  confirm: v.pipe(v.string(), v.trim(), v.maxLength(254)),
});

/** The address itself is personal data: the entries name the kind of request, and the records by id. */
const TARGET = 'personal-data';

const idsOf = (data: PersonalData) => ({
  orders: data.orders.map((order) => order.uuid),
  refunds: data.refunds.map((refund) => refund.uuid),
});

export function personalDataRoutes(deps: PersonalDataDeps): Hono {
  const { db } = deps;
  const app = new Hono();
  const parse = async (c: Context, schema: v.GenericSchema) =>
    parseOr422(schema, await jsonBody(c), invalidFields) as {
      email: string;
      consent_id?: string;
      confirm?: string;
    };

  app.post('/personal-data/search', async (c) => {
    const body = await parse(c, personalDataRequestSchema);
    const data = await collectPersonalData(db, body.email, body.consent_id || null);
    return c.json({ email: normalEmail(body.email), counts: countsOf(data), items: summaryOf(data) });
  });

  app.post('/personal-data/export', async (c) => {
    const body = await parse(c, personalDataRequestSchema);
    const source = auditSourceOf(c, staffOf(c), deps.trustedProxies);
    const now = deps.now();
    const data = await db.transaction(async (tx) => {
      const found = await collectPersonalData(tx, body.email, body.consent_id || null);
      await recordAudit(
        tx,
        source,
        { action: 'data.export', target: TARGET, after: { counts: countsOf(found), ids: idsOf(found) } },
        now,
      );
      return found;
    });
    // The statements themselves, so the person receives their files with the rest.
    const refunds = await Promise.all(
      data.refunds.map(async ({ fileKey, ...refund }) => {
        const file = await deps.privateStorage.get(fileKey);
        return {
          ...refund,
          file: file
            ? { contentType: file.contentType, base64: Buffer.from(file.bytes).toString('base64') }
            : null,
        };
      }),
    );
    const document = { email: normalEmail(body.email), exportedAt: now.toISOString(), ...data, refunds };
    const day = now.toISOString().slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="date-personale-${day}.json"`);
    return c.json(document);
  });

  app.post('/personal-data/erase', async (c) => {
    const body = await parse(c, eraseSchema);
    if (normalEmail(body.confirm ?? '') !== normalEmail(body.email)) {
      return c.json(
        { message: roPrivacy.api.confirmMismatch, errors: { confirm: roPrivacy.api.confirmMismatch } },
        422,
      );
    }
    const source = auditSourceOf(c, staffOf(c), deps.trustedProxies);
    const now = deps.now();
    const outcome = await db.transaction(async (tx) => {
      const found = await collectPersonalData(tx, body.email, body.consent_id || null);
      const erased = await erasePersonalData(tx, found, now);
      const { files: _files, ...recorded } = erased;
      await recordAudit(
        tx,
        source,
        { action: 'data.erase', target: TARGET, before: { counts: countsOf(found) }, after: recorded },
        now,
      );
      return erased;
    });
    // After the commit: a file is removed only once nothing points to it any more.
    const failed: string[] = [];
    for (const key of outcome.files) {
      await deps.privateStorage.delete(key).catch((error: unknown) => {
        failed.push(key);
        (deps.log ?? console.error)(`personal data: could not delete ${key}: ${String(error)}`);
      });
    }
    const { files, ...answer } = outcome;
    return c.json({ ...answer, filesDeleted: files.length - failed.length, filesLeft: failed.length });
  });
  return app;
}
