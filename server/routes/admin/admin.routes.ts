/**
 * The admin API under /api/admin (content editing, and the operations desk's requests), behind
 * a staff session or `Authorization: Bearer <ADMIN_TOKEN>`, each route open to the roles of
 * server/auth/roles.ts.
 * Every accepted write records a content event and hands it to `notify`, which announces it to
 * the rebuild webhook in the background.
 */
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { carCloneSchema, carCreateSchema, carPatchSchema } from '../../../src/domain/cms/car-payloads.ts';
import {
  faqsBodySchema,
  SLUG_PATTERN,
  slidersBodySchema,
  staticPageBodySchema,
  testimonialsBodySchema,
} from '../../../src/domain/cms/content-payloads.ts';
import { SKU_PATTERN } from '../../../src/domain/ids.ts';
import { roStaff } from '../../../src/i18n/ro/staff.ts';
import { fill, roAdminApi, roPublicApi } from '../../../src/i18n/ro.ts';
import { FORM_ERROR_KEY } from '../../../src/lib/validation/rules.ts';
import { auditRoutes } from '../../audit/audit.routes.ts';
import { auditSourceOf } from '../../audit/audit-log.ts';
import { staffRoutes } from '../../auth/staff.routes.ts';
import { staffGuard, staffOf } from '../../auth/staff-guard.ts';
import { createAddressThrottle } from '../../auth/throttle.ts';
import type { NotifyContentChange } from '../../content-events/content-events.ts';
import type { Database } from '../../db/client.ts';
import { BODY_LIMITS } from '../../http/body-limits.ts';
import { ApiError, invalidFields, notFound } from '../../http/errors.ts';
import { bodyLimitOf, jsonBody, parseOr422 } from '../../http/request-body.ts';
import { personalDataRoutes } from '../../privacy/personal-data.routes.ts';
import type { BuildLog } from '../../rebuild/build-log.ts';
import type { Storage } from '../../storage/storage.ts';
import { listFaqCategories, listSliders, listTestimonials } from '../content/content.handlers.ts';
import { deskRequestRoutes } from '../desk/desk-requests.routes.ts';
import {
  ADMIN_ONLY_SETTINGS,
  isSettingKey,
  readSettings,
  SETTING_VALUES,
  type SettingKey,
  saveSetting,
  saveSettings,
  settingsPatchSchema,
} from '../settings/settings.handlers.ts';
import { adminCar, carListQuerySchema, carLookups, listAdminCars } from './admin-car-reads.ts';
import { cloneCar, createCar, hideCar, updateCar } from './admin-cars.handlers.ts';
import {
  replaceFaqs,
  replaceSliders,
  replaceTestimonials,
  saveStaticPage,
} from './admin-content.handlers.ts';
import { adminContentReads } from './admin-content-reads.ts';
import { carMediaRoutes } from './car-media.routes.ts';
import type { SaveBy } from './commit-change.ts';
import { historyRoutes } from './history.routes.ts';

export interface AdminRouteDeps {
  db: Database;
  /** Unset or empty: the admin API is off and answers 401. */
  adminToken: string | undefined;
  notify: NotifyContentChange;
  eurRonRate: number;
  today: () => string;
  /** The clock of sessions and lockouts; default the real time. */
  now?: (() => Date) | undefined;
  /** Origins whose pages may write with the session cookie (besides the server's own). */
  allowedOrigins?: readonly string[] | undefined;
  /** How many proxies of ours stand in front (TRUST_PROXY): the client address of the throttle. */
  trustedProxies?: number | undefined;
  /** The publish state of the rebuilds (build-log.ts); unset: GET /builds answers an empty list. */
  buildLog?: BuildLog | undefined;
  /** Where the desk's e-mails link to (SITE_URL); unset: the request's own origin. */
  siteOrigin?: string | null | undefined;
  /** Uploads never served (refund statements): opened by the desk, exported and erased with a person's data. */
  privateStorage?: Storage | undefined;
  /** Where uploaded photos and PDFs go (the same storage /storage serves). */
  storage: Storage;
  /** The operations routes of other modules (the payment refund), behind the same door. */
  operations?: Hono | undefined;
}

const skuParam = (sku: string) => {
  if (!SKU_PATTERN.test(sku)) throw notFound(roPublicApi.carNotFound);
  return sku;
};

/** Admin bodies refuse with the summary message and every field named (editors fix several at once). */
const parseBody = async <TSchema extends v.GenericSchema>(c: Context, schema: TSchema) =>
  parseOr422(schema, await jsonBody(c), invalidFields);

export function adminRoutes(deps: AdminRouteDeps): Hono {
  const { db } = deps;
  const auditOf = (c: Context) => auditSourceOf(c, staffOf(c), deps.trustedProxies ?? 0);
  const app = new Hono();
  /** The staff member saving, for the record's history and the audit trail. */
  const by = (c: Context): SaveBy => ({ source: auditSourceOf(c, staffOf(c), deps.trustedProxies ?? 0) });
  app.use(
    '*',
    staffGuard({
      db,
      adminToken: deps.adminToken,
      throttle: createAddressThrottle(db),
      now: deps.now ?? (() => new Date()),
      allowedOrigins: deps.allowedOrigins ?? [],
      trustedProxies: deps.trustedProxies ?? 0,
    }),
  );
  // Uploads carry their own limits (above the JSON limit below), so they come first.
  app.route(
    '/',
    carMediaRoutes({
      db,
      notify: deps.notify,
      storage: deps.storage,
      trustedProxies: deps.trustedProxies ?? 0,
    }),
  );
  app.use('*', bodyLimitOf(BODY_LIMITS.admin));

  app.route('/staff', staffRoutes({ db }));
  app.route('/', auditRoutes({ db }));
  if (deps.privateStorage) {
    app.route(
      '/',
      personalDataRoutes({
        db,
        privateStorage: deps.privateStorage,
        now: deps.now ?? (() => new Date()),
        trustedProxies: deps.trustedProxies ?? 0,
      }),
    );
  }
  if (deps.operations) app.route('/', deps.operations);
  app.route('/', adminContentReads({ db, eurRonRate: deps.eurRonRate }));
  app.route('/', historyRoutes(deps));

  // The desk's customer requests (issue 35): reviews, withdrawals, refunds, leads.
  app.route(
    '/',
    deskRequestRoutes({
      db,
      now: deps.now ?? (() => new Date()),
      today: deps.today,
      siteOrigin: deps.siteOrigin ?? null,
      privateStorage: deps.privateStorage,
      trustedProxies: deps.trustedProxies ?? 0,
    }),
  );
  // The back office's reads: a list answers with Content-Range (react-admin reads the total there).
  app.get('/cars', async (c) => {
    const query = parseOr422(carListQuerySchema, c.req.query(), invalidFields);
    const { items, total, offset } = await listAdminCars(db, query);
    c.header('Content-Range', `cars ${offset}-${offset + Math.max(0, items.length - 1)}/${total}`);
    return c.json(items);
  });
  app.get('/cars/:sku', async (c) => {
    const car = await adminCar(db, skuParam(c.req.param('sku')));
    if (!car) throw notFound(roPublicApi.carNotFound);
    return c.json(car);
  });
  app.get('/builds', (c) => {
    const entries = deps.buildLog?.list() ?? [];
    c.header('Content-Range', `builds 0-${Math.max(0, entries.length - 1)}/${entries.length}`);
    return c.json(entries);
  });
  app.get('/lookups', async (c) => c.json(await carLookups(db)));
  app.patch('/cars/:sku', async (c) => {
    const sku = skuParam(c.req.param('sku'));
    return c.json(await updateCar(deps, sku, await parseBody(c, carPatchSchema), by(c)));
  });
  app.post('/cars', async (c) => {
    const body = await jsonBody(c);
    const isClone = typeof body === 'object' && body !== null && 'from_sku' in body;
    const car = isClone
      ? await cloneCar(deps, parseOr422(carCloneSchema, body, invalidFields), by(c))
      : await createCar(deps, parseOr422(carCreateSchema, body, invalidFields), by(c));
    return c.json(car, 201);
  });
  app.delete('/cars/:sku', async (c) => {
    await hideCar(deps, skuParam(c.req.param('sku')), by(c));
    return c.body(null, 204);
  });

  app.put('/static-pages/:slug', async (c) => {
    const slug = c.req.param('slug');
    if (!SLUG_PATTERN.test(slug)) throw notFound(roAdminApi.pageSlugInvalid);
    const page = await parseBody(c, staticPageBodySchema);
    const outcome = await saveStaticPage(deps, slug, page, by(c));
    return c.json({ slug, ...page }, outcome === 'created' ? 201 : 200);
  });
  app.put('/settings/:key', async (c) => {
    const key = c.req.param('key');
    if (!isSettingKey(key))
      throw notFound(fill(roAdminApi.settingNotFound, { keys: Object.keys(SETTING_VALUES).join(', ') }));
    const staff = staffOf(c);
    if (ADMIN_ONLY_SETTINGS.has(key) && staff.role !== 'admin') {
      throw new ApiError(403, roStaff.totpSettingAdminOnly);
    }
    const { value } = await parseBody(c, v.strictObject({ value: SETTING_VALUES[key](deps.today()) }));
    await saveSetting(deps, key, value, auditOf(c));
    return c.json({ key, value });
  });
  // Setari saves every changed setting at once: one rebuild, and each refusal named by its key.
  app.patch('/settings', async (c) => {
    const changes = await parseBody(c, settingsPatchSchema(deps.today()));
    if (Object.keys(changes).length === 0) throw invalidFields({ [FORM_ERROR_KEY]: roAdminApi.patchEmpty });
    const adminOnly = Object.keys(changes).some((key) => ADMIN_ONLY_SETTINGS.has(key as SettingKey));
    if (adminOnly && staffOf(c).role !== 'admin') throw new ApiError(403, roStaff.totpSettingAdminOnly);
    await saveSettings(deps, changes, auditOf(c));
    return c.json(await readSettings(db));
  });
  app.put('/sliders', async (c) => {
    await replaceSliders(deps, await parseBody(c, slidersBodySchema), by(c));
    return c.json(await listSliders(db));
  });
  app.put('/testimonials', async (c) => {
    await replaceTestimonials(deps, await parseBody(c, testimonialsBodySchema), by(c));
    return c.json(await listTestimonials(db));
  });
  app.put('/faqs', async (c) => {
    await replaceFaqs(deps, await parseBody(c, faqsBodySchema), by(c));
    return c.json(await listFaqCategories(db));
  });

  return app;
}
