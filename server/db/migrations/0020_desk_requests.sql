ALTER TABLE "reservations" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "handled_note" text;--> statement-breakpoint
ALTER TABLE "decision_reviews" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "decision_reviews" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "decision_reviews" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "decision_reviews" ADD COLUMN "decided_by_id" integer;--> statement-breakpoint
ALTER TABLE "decision_reviews" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_note" text;--> statement-breakpoint
ALTER TABLE "other_credit_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "other_credit_requests" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "other_credit_requests" ADD COLUMN "handled_note" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "amount_paid" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "handled_note" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "handled_note" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "money_returned_on" date;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "processed_by" text;--> statement-breakpoint
-- The desk's decisions: a decided row carries its outcome, when and by whom, all or nothing.
ALTER TABLE "decision_reviews" ADD CONSTRAINT "decision_reviews_decided" CHECK (("outcome" IS NULL AND "decided_at" IS NULL) OR ("outcome" IN ('approved', 'upheld') AND "decided_at" IS NOT NULL AND "decided_by" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_decided" CHECK (("decision" IS NULL AND "decided_at" IS NULL) OR ("decision" = 'approved' AND "decided_at" IS NOT NULL AND "amount_paid" > 0 AND "paid_on" IS NOT NULL) OR ("decision" = 'refused' AND "decided_at" IS NOT NULL AND "decision_reason" IS NOT NULL));
