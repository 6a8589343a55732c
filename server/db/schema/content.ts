import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const sliders = pgTable('sliders', {
  id: serial('id').primaryKey(),
  position: smallint('position').notNull(),
  image: text('image').notNull(),
  text: text('text').notNull(),
  buttonText: text('button_text'),
  buttonLink: text('button_link'),
});

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  position: smallint('position').notNull(),
  title: text('title').notNull(),
  testimonial: text('testimonial').notNull(),
  author: text('author').notNull(),
  authorPicture: text('author_picture').notNull(),
  videoUrl: text('video_url'),
});

export const faqCategories = pgTable('faq_categories', {
  id: serial('id').primaryKey(),
  position: smallint('position').notNull(),
  name: text('name').notNull(),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => faqCategories.id),
  position: smallint('position').notNull(),
  question: text('question').notNull(),
  /** HTML; sanitized again by the site at build time. */
  answer: text('answer').notNull(),
});

export const staticPages = pgTable('static_pages', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const counties = pgTable('counties', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Home delivery price in EUR without VAT. */
  deliveryPrice: doublePrecision('delivery_price').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    countyId: integer('county_id')
      .notNull()
      .references(() => counties.id),
    name: text('name').notNull(),
    postalCode: text('postal_code').notNull(),
  },
  (t) => [index('cities_county').on(t.countyId)],
);

/**
 * Every e-mail the shop writes (the transactional outbox). The mail dispatcher sends the pending
 * ones over SMTP when SMTP_URL is set; without it they stay here for the local mail page.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
    /** pending (waits for a dispatcher), sent, or failed (refused for good, or out of tries). */
    status: text('status').notNull().default('pending'),
    /** Sending attempts so far, the one in progress included. */
    attempts: integer('attempts').notNull().default(0),
    /** A pending message is not tried before this time (the backoff after a temporary failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The lease of the dispatcher sending it: while in the future no other dispatcher claims the
     * message; a dispatcher that died mid-send lets it lapse and the message is claimed again.
     */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The SMTP server's answer: its acceptance when sent, its refusal or the network error otherwise. */
    lastResponse: text('last_response'),
    /** Extra headers of this message (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
    headers: jsonb('headers').$type<Record<string, string>>(),
  },
  (t) => [index('outbox_due').on(t.status, t.nextAttemptAt)],
);

/**
 * Files sent with an outbox e-mail (the SECCI of a financing order), base64 so PGlite and
 * PostgreSQL store them alike; the local mail page offers them for download.
 */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    id: serial('id').primaryKey(),
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    /** Bytes of the file, so a list shows it without reading the content. */
    size: integer('size').notNull(),
    contentBase64: text('content_base64').notNull(),
  },
  (t) => [index('outbox_attachments_outbox').on(t.outboxId)],
);

/** Lets a rebuild runner know something changed; also the audit of signed webhooks sent. */
export const contentEvents = pgTable('content_events', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  /** What the change is about, when one thing: the car's SKU (car.*), the page's slug (static-page.saved). */
  subject: text('subject'),
  delivered: boolean('delivered').notNull().default(false),
  createdAt: createdAt(),
});

/** Site-wide content settings edited by the business (key → text value), e.g. offers_valid_until. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
