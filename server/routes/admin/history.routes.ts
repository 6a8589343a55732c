/**
 * The history of back-office content under /api/admin/history (issue 34, content area of roles.ts):
 *   GET  /history/:kind/:id                    the newest versions, each with the fields it changed
 *   GET  /history/:kind/:id/:version           one version's whole record
 *   POST /history/:kind/:id/:version/restore   saves that version's content again
 * A restore is an ordinary save through the same handler (validation, pricing, content event,
 * rebuild), so it is itself a version and an audit entry (content.restore).
 */
import { type Context, Hono } from 'hono';
import type * as v from 'valibot';
import { carPatchSchema } from '../../../src/domain/cms/car-payloads.ts';
import {
  faqsBodySchema,
  slidersBodySchema,
  staticPageBodySchema,
  testimonialsBodySchema,
} from '../../../src/domain/cms/content-payloads.ts';
import {
  changedPaths,
  type HistoryKind,
  isHistoryKind,
  isRecordId,
  versionNumber,
} from '../../../src/domain/cms/history.ts';
import { roHistory } from '../../../src/i18n/ro.ts';
import { auditSourceOf } from '../../audit/audit-log.ts';
import { staffOf } from '../../auth/staff-guard.ts';
import {
  findVersion,
  listVersions,
  type RecordRef,
  type VersionRow,
} from '../../content-history/versions.ts';
import { invalidFields, notFound } from '../../http/errors.ts';
import { parseOr422 } from '../../http/request-body.ts';
import { type AdminCarDeps, updateCar } from './admin-cars.handlers.ts';
import {
  replaceFaqs,
  replaceSliders,
  replaceTestimonials,
  saveStaticPage,
} from './admin-content.handlers.ts';
import type { SaveBy } from './commit-change.ts';
import { SNAPSHOTS } from './content-snapshots.ts';

export interface HistoryDeps extends AdminCarDeps {
  trustedProxies?: number | undefined;
}

/** The panel shows the recent past; older versions stay stored. */
const HISTORY_PAGE = 50;

const parse = <TSchema extends v.GenericSchema>(schema: TSchema, data: unknown) =>
  parseOr422(schema, data, invalidFields);

/** Saves `data` (a stored version) as `kind/id` through the kind's own handler. */
function restorer(
  deps: HistoryDeps,
): Record<HistoryKind, (id: string, data: unknown, by: SaveBy) => Promise<unknown>> {
  return {
    car: (sku, data, by) => updateCar(deps, sku, parse(carPatchSchema, data), by),
    'static-page': (slug, data, by) => saveStaticPage(deps, slug, parse(staticPageBodySchema, data), by),
    sliders: (_id, data, by) => replaceSliders(deps, parse(slidersBodySchema, data), by),
    testimonials: (_id, data, by) => replaceTestimonials(deps, parse(testimonialsBodySchema, data), by),
    faqs: (_id, data, by) => replaceFaqs(deps, parse(faqsBodySchema, data), by),
  };
}

function recordOf(c: Context): RecordRef {
  const kind = c.req.param('kind') ?? '';
  const id = c.req.param('id') ?? '';
  if (!isHistoryKind(kind)) throw notFound(roHistory.kindNotFound);
  if (!isRecordId(kind, id)) throw notFound(roHistory.recordNotFound);
  return { kind, id };
}

function versionOf(c: Context): number {
  const version = versionNumber(c.req.param('version') ?? '');
  if (version === null) throw notFound(roHistory.versionNotFound);
  return version;
}

/** A version as the panel lists it; `changed` null for the oldest one kept (nothing to compare). */
const entry = (row: VersionRow, older: VersionRow | undefined) => ({
  version: row.version,
  at: row.at.toISOString(),
  staff_id: row.staffId,
  staff_email: row.staffEmail,
  restored_from: row.restoredFrom,
  changed: older ? changedPaths(older.data, row.data) : null,
});

export function historyRoutes(deps: HistoryDeps): Hono {
  const { db } = deps;
  const app = new Hono();
  const restore = restorer(deps);

  app.get('/history/:kind/:id', async (c) => {
    const record = recordOf(c);
    // One more than shown: the oldest shown version's changes are against it.
    const rows = await listVersions(db, record, HISTORY_PAGE + 1);
    const shown = rows.slice(0, HISTORY_PAGE);
    c.header('Content-Range', `history 0-${Math.max(0, shown.length - 1)}/${shown.length}`);
    return c.json(shown.map((row, index) => entry(row, rows[index + 1])));
  });

  app.get('/history/:kind/:id/:version', async (c) => {
    const record = recordOf(c);
    const row = await findVersion(db, record, versionOf(c));
    if (!row) throw notFound(roHistory.versionNotFound);
    return c.json({ version: row.version, data: row.data });
  });

  app.post('/history/:kind/:id/:version/restore', async (c) => {
    const record = recordOf(c);
    const version = versionOf(c);
    const row = await findVersion(db, record, version);
    if (!row) throw notFound(roHistory.versionNotFound);
    if ((await SNAPSHOTS[record.kind](db, record.id)) === null) throw notFound(roHistory.recordNotFound);
    const source = auditSourceOf(c, staffOf(c), deps.trustedProxies ?? 0);
    await restore[record.kind](record.id, row.data, { source, restoredFrom: version });
    const [latest, older] = await listVersions(db, record, 2);
    return c.json(latest ? entry(latest, older) : null);
  });
  return app;
}
