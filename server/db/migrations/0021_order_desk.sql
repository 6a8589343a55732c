CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_uuid" uuid NOT NULL,
	"author_id" integer,
	"author_email" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_orders" ADD COLUMN "handover_date" date;--> statement-breakpoint
ALTER TABLE "client_orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "client_orders" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "actor" text;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "notified_sku" text;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_uuid_client_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."client_orders"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order" ON "order_notes" USING btree ("order_uuid","id");--> statement-breakpoint
-- The release job's scan: open reservations (not paid, released or cancelled), oldest first.
CREATE INDEX "client_orders_unpaid_open" ON "client_orders" USING btree ("created_at") WHERE "paid_at" IS NULL AND "released_at" IS NULL AND "cancelled_at" IS NULL;--> statement-breakpoint
-- The trigger of migration 0016, now also recording each wizard step's answers (for the desk's
-- timeline) and the desk's states. Who made a change is the transaction's `shop.actor` setting
-- (set_config(..., true), set by the desk); unset: the customer or the system. The desk and the
-- release job write their e-mails in the change's own transaction, so those events are notified.
CREATE OR REPLACE FUNCTION "client_orders_record_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  who text := NULLIF(current_setting('shop.actor', true), '');
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "order_events" ("order_uuid", "kind", "at", "notified_at", "actor") VALUES (NEW."uuid", 'created', NEW."created_at", NEW."created_at", who);
    RETURN NULL;
  END IF;
  IF NEW."personal" IS DISTINCT FROM OLD."personal" THEN
    INSERT INTO "order_events" ("order_uuid", "kind", "detail", "at", "notified_at", "actor") VALUES (NEW."uuid", 'step', 'personal', NEW."updated_at", NEW."updated_at", who);
  END IF;
  IF NEW."obligations" IS DISTINCT FROM OLD."obligations" THEN
    INSERT INTO "order_events" ("order_uuid", "kind", "detail", "at", "notified_at", "actor") VALUES (NEW."uuid", 'step', 'obligations', NEW."updated_at", NEW."updated_at", who);
  END IF;
  IF NEW."income" IS DISTINCT FROM OLD."income" THEN
    INSERT INTO "order_events" ("order_uuid", "kind", "detail", "at", "notified_at", "actor") VALUES (NEW."uuid", 'step', 'income', NEW."updated_at", NEW."updated_at", who);
  END IF;
  IF NEW."codebtor" IS DISTINCT FROM OLD."codebtor" THEN
    INSERT INTO "order_events" ("order_uuid", "kind", "detail", "at", "notified_at", "actor") VALUES (NEW."uuid", 'step', 'codebtor', NEW."updated_at", NEW."updated_at", who);
  END IF;
  IF NEW."company_details" IS DISTINCT FROM OLD."company_details" THEN
    INSERT INTO "order_events" ("order_uuid", "kind", "detail", "at", "notified_at", "actor") VALUES (NEW."uuid", 'step', 'company', NEW."updated_at", NEW."updated_at", who);
  END IF;
  IF NEW."rating" IS DISTINCT FROM OLD."rating" AND NEW."person" = 1 THEN
    INSERT INTO "order_events" ("order_uuid", "kind", "detail", "at", "actor") VALUES (NEW."uuid", 'rating', NEW."rating"::text, NEW."updated_at", who);
  END IF;
  IF NEW."check1_result" IS DISTINCT FROM OLD."check1_result" THEN
    INSERT INTO "order_events" ("order_uuid", "kind", "detail", "at", "actor") VALUES (NEW."uuid", 'check1', NEW."check1_result"::text, NEW."updated_at", who);
  END IF;
  IF NEW."check2_result" IS DISTINCT FROM OLD."check2_result" THEN
    INSERT INTO "order_events" ("order_uuid", "kind", "detail", "at", "actor") VALUES (NEW."uuid", 'check2', NEW."check2_result"::text, NEW."updated_at", who);
  END IF;
  IF NEW."guarantor" IS DISTINCT FROM OLD."guarantor" THEN
    INSERT INTO "order_events" ("order_uuid", "kind", "at", "actor") VALUES (NEW."uuid", 'guarantor', NEW."updated_at", who);
  END IF;
  IF NEW."identification_status" IS DISTINCT FROM OLD."identification_status" THEN
    INSERT INTO "order_events" ("order_uuid", "kind", "detail", "at", "actor") VALUES (NEW."uuid", 'identification', NEW."identification_status", NEW."updated_at", who);
  END IF;
  IF NEW."paid_at" IS DISTINCT FROM OLD."paid_at" AND NEW."paid_at" IS NOT NULL THEN
    INSERT INTO "order_events" ("order_uuid", "kind", "at", "notified_at", "actor") VALUES (NEW."uuid", 'paid', NEW."paid_at", NEW."paid_at", who);
  END IF;
  IF NEW."delivery" IS DISTINCT FROM OLD."delivery" THEN
    INSERT INTO "order_events" ("order_uuid", "kind", "detail", "at", "notified_at", "actor") VALUES (NEW."uuid", 'delivery', NEW."delivery"->>'type', NEW."updated_at", NEW."updated_at", who);
  END IF;
  IF NEW."handover_date" IS DISTINCT FROM OLD."handover_date" AND NEW."handover_date" IS NOT NULL THEN
    INSERT INTO "order_events" ("order_uuid", "kind", "detail", "at", "notified_at", "actor") VALUES (NEW."uuid", 'handover_date', NEW."handover_date"::text, NEW."updated_at", NEW."updated_at", who);
  END IF;
  IF NEW."delivered_at" IS DISTINCT FROM OLD."delivered_at" AND NEW."delivered_at" IS NOT NULL THEN
    INSERT INTO "order_events" ("order_uuid", "kind", "at", "notified_at", "actor") VALUES (NEW."uuid", 'delivered', NEW."delivered_at", NEW."delivered_at", who);
  END IF;
  IF NEW."cancelled_at" IS DISTINCT FROM OLD."cancelled_at" AND NEW."cancelled_at" IS NOT NULL THEN
    INSERT INTO "order_events" ("order_uuid", "kind", "detail", "at", "notified_at", "actor") VALUES (NEW."uuid", 'cancelled', NEW."cancel_reason", NEW."cancelled_at", NEW."cancelled_at", who);
  END IF;
  IF NEW."released_at" IS DISTINCT FROM OLD."released_at" AND NEW."released_at" IS NOT NULL THEN
    INSERT INTO "order_events" ("order_uuid", "kind", "at", "notified_at", "actor") VALUES (NEW."uuid", 'released', NEW."released_at", NEW."released_at", who);
  END IF;
  RETURN NULL;
END
$$;
