/** The orders screens' texts and the shapes the admin API answers (server/orders/desk-orders.ts). */
import { roBackOfficeOrders } from '../../i18n/ro/back-office-orders.ts';

export const d = roBackOfficeOrders.orderDesk;

export type DeskStatus = keyof typeof d.statuses;

export interface OrderRow {
  id: string;
  created_at: string;
  status: DeskStatus;
  product_type: keyof typeof d.products;
  person: keyof typeof d.persons;
  sku: string;
  product_name: string;
  name: string;
  email: string;
  phone: string;
  paid_at: string | null;
  handover_date: string | null;
}

export interface TimelineEntry {
  at: string;
  kind: string;
  title: string;
  details: string[];
  actor: keyof typeof d.actors;
  actor_email: string | null;
}

export interface OrderDetail extends OrderRow {
  cancel_reason: string | null;
  actions: ('handover' | 'delivered' | 'cancel')[];
  timeline: TimelineEntry[];
}

/** An instant as the shop's local date and time: 28.11.2026, 10:45. */
export const localTime = (iso: string) =>
  new Date(iso).toLocaleString('ro-RO', {
    timeZone: 'Europe/Bucharest',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
