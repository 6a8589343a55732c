/**
 * The operations desk's customer requests under /api/admin (issue 35), for the credit role and
 * admins (roles.ts: reviews, withdrawals, refunds, leads are the 'operations' area):
 *   GET  /reviews, /reviews/{id}; POST /reviews/{id}/decision
 *   GET  /withdrawals, /withdrawals/{id}; POST /withdrawals/{id}/processed
 *   GET  /refunds, /refunds/{id}, /refunds/{id}/statement; POST /refunds/{id}/decision
 *   GET  /leads/{kind}, /leads/{kind}/{id}, /leads/viewings/calendar; POST /leads/{kind}/{id}/handled
 * Lists answer every row (bounded) with Content-Range, as react-admin reads them.
 */
import { type Context, Hono } from 'hono';
import { isLeadKind, type LeadKind } from '../../../src/domain/desk/desk-payloads.ts';
import { roDesk } from '../../../src/i18n/ro/desk.ts';
import { staffOf } from '../../auth/staff-guard.ts';
import { ApiError } from '../../http/errors.ts';
import { jsonBody, refusedField } from '../../http/request-body.ts';
import { requestOrigin } from '../client-order/order-deps.ts';
import { auditOf, type DeskDeps, idParam, listAnswer } from './desk-deps.ts';
import { CALENDAR_DAYS_MAX, deskLead, handleLead, listLeads, viewingCalendar } from './desk-leads.ts';
import {
  decideRefund,
  deskRefund,
  inlineDisposition,
  listDeskRefunds,
  refundNotFound,
  refundStatement,
} from './desk-refunds.ts';
import { decideReview, deskReview, listDeskReviews, reviewNotFound } from './desk-reviews.ts';
import { deskWithdrawal, listDeskWithdrawals, processWithdrawal } from './desk-withdrawals.ts';

const DEFAULT_CALENDAR_DAYS = 14;

function idOr404(c: Context, notFound: () => ApiError): number {
  const id = idParam(c.req.param('id') ?? '');
  if (id === null) throw notFound();
  return id;
}

function kindOf(c: Context): LeadKind {
  const kind = c.req.param('kind') ?? '';
  if (!isLeadKind(kind)) throw new ApiError(404, roDesk.leadKindUnknown);
  return kind;
}

function calendarDays(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_CALENDAR_DAYS;
  const days = /^\d{1,2}$/.test(raw) ? Number(raw) : 0;
  if (days < 1 || days > CALENDAR_DAYS_MAX) throw refusedField('days', roDesk.calendarDaysInvalid);
  return days;
}

export function deskRequestRoutes(deps: DeskDeps): Hono {
  const { db } = deps;
  const app = new Hono();
  const withdrawalNotFound = () => new ApiError(404, roDesk.withdrawalNotFound);
  const leadNotFound = () => new ApiError(404, roDesk.leadNotFound);

  app.get('/reviews', async (c) => listAnswer(c, 'reviews', await listDeskReviews(deps)));
  app.get('/reviews/:id', async (c) => {
    const review = await deskReview(deps, idOr404(c, reviewNotFound), staffOf(c));
    if (!review) throw reviewNotFound();
    return c.json(review);
  });
  app.post('/reviews/:id/decision', async (c) => {
    const id = idOr404(c, reviewNotFound);
    const origin = deps.siteOrigin ?? requestOrigin(c);
    return c.json(await decideReview(deps, id, await jsonBody(c), staffOf(c), auditOf(deps, c), origin));
  });

  app.get('/withdrawals', async (c) => listAnswer(c, 'withdrawals', await listDeskWithdrawals(db)));
  app.get('/withdrawals/:id', async (c) => {
    const withdrawal = await deskWithdrawal(db, idOr404(c, withdrawalNotFound));
    if (!withdrawal) throw withdrawalNotFound();
    return c.json(withdrawal);
  });
  app.post('/withdrawals/:id/processed', async (c) => {
    const id = idOr404(c, withdrawalNotFound);
    return c.json(await processWithdrawal(deps, id, await jsonBody(c), staffOf(c), auditOf(deps, c)));
  });

  app.get('/refunds', async (c) => listAnswer(c, 'refunds', await listDeskRefunds(db)));
  app.get('/refunds/:id', async (c) => {
    const refund = await deskRefund(db, idOr404(c, refundNotFound));
    if (!refund) throw refundNotFound();
    return c.json(refund);
  });
  app.get('/refunds/:id/statement', async (c) => {
    const { bytes, fileName } = await refundStatement(deps, idOr404(c, refundNotFound));
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': inlineDisposition(fileName),
      'Content-Length': String(bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      // The API's own policy with the one exception the browser's PDF viewer needs (its embed).
      'Content-Security-Policy': "default-src 'none'; object-src 'self'; frame-ancestors 'none'",
    });
  });
  app.post('/refunds/:id/decision', async (c) => {
    const id = idOr404(c, refundNotFound);
    return c.json(await decideRefund(deps, id, await jsonBody(c), staffOf(c), auditOf(deps, c)));
  });

  // Before /leads/:kind/:id, which would take "calendar" for an id.
  app.get('/leads/viewings/calendar', async (c) => {
    const from = deps.today();
    const days = calendarDays(c.req.query('days'));
    return c.json(await viewingCalendar(db, from, days));
  });
  app.get('/leads/:kind', async (c) => {
    const kind = kindOf(c);
    return listAnswer(c, kind, await listLeads(db, kind));
  });
  app.get('/leads/:kind/:id', async (c) => {
    const kind = kindOf(c);
    const lead = await deskLead(db, kind, idOr404(c, leadNotFound));
    if (!lead) throw leadNotFound();
    return c.json(lead);
  });
  app.post('/leads/:kind/:id/handled', async (c) => {
    const kind = kindOf(c);
    const id = idOr404(c, leadNotFound);
    return c.json(await handleLead(deps, kind, id, await jsonBody(c), staffOf(c), auditOf(deps, c)));
  });
  return app;
}
