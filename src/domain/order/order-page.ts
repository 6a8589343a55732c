/**
 * The order page's answer (`GET /order-status/{token}`), one schema for the server that writes it
 * and the island that reads it (validated on read, like every API answer).
 */
import * as v from 'valibot';
import { REVIEW_OUTCOMES } from '../desk/review-deadline.ts';
import { ORDER_TYPES } from './order-terms.ts';

const isoInstant = v.pipe(v.string(), v.isoTimestamp());

export const orderPageSchema = v.object({
  order_code: v.pipe(v.string(), v.uuid()),
  product: v.picklist(ORDER_TYPES),
  car: v.object({ name: v.string(), sku: v.string(), photo: v.nullable(v.string()) }),
  terms: v.array(v.object({ term: v.string(), text: v.string(), note: v.nullable(v.string()) })),
  timeline: v.array(
    v.object({
      key: v.picklist([
        'request',
        'preApproval',
        'identification',
        'signing',
        'payment',
        'handoverDate',
        'handover',
        'withdrawal',
        'cancelled',
        'released',
      ]),
      state: v.picklist(['done', 'failed', 'current', 'upcoming', 'cancelled']),
      at: v.nullable(isoInstant),
    }),
  ),
  next: v.object({
    action: v.picklist(['continue', 'resolution', 'pay', 'review', 'contact', 'wait']),
    /** The site page that does it; null for `wait`. */
    href: v.nullable(v.string()),
    /** Why the customer waits: paid, review asked, contact asked, withdrawn, refused. */
    waiting: v.nullable(
      v.picklist([
        'paid',
        'handover',
        'delivered',
        'cancelled',
        'released',
        'review',
        'contact',
        'withdrawn',
        'refused',
        'pending',
      ]),
    ),
    /** The handover date staff agreed (yyyy-MM-dd), once there is one. */
    handover_date: v.optional(v.nullable(v.pipe(v.string(), v.isoDate()))),
  }),
  /** Paths under the API (`/secci?…`, `/timetable?…`, `/order-status/{token}/contract`). */
  documents: v.array(
    v.object({ kind: v.picklist(['secci', 'schedule', 'offer', 'contract']), path: v.string() }),
  ),
  /** While the 14-day right applies: its last day (yyyy-MM-dd) and the withdrawal page. */
  withdrawal: v.nullable(v.object({ last_day: v.pipe(v.string(), v.isoDate()), href: v.string() })),
  /** The answer to a human review of a refusal (issue 35), once a reviewer gave it; else null. */
  review: v.optional(
    v.nullable(
      v.object({
        outcome: v.picklist(REVIEW_OUTCOMES),
        reason: v.string(),
        decided_at: isoInstant,
      }),
    ),
    null,
  ),
});

export type OrderPageAnswer = v.InferOutput<typeof orderPageSchema>;
