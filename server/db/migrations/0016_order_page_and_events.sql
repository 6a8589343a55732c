CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" text,
	"at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "client_orders" ADD COLUMN "access_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_uuid_client_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."client_orders"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_uuid","id");--> statement-breakpoint
CREATE INDEX "order_events_waiting" ON "order_events" USING btree ("id") WHERE "order_events"."notified_at" is null;--> statement-breakpoint
ALTER TABLE "client_orders" ADD CONSTRAINT "client_orders_access_token_unique" UNIQUE("access_token");--> statement-breakpoint
-- An order's events are written by the database in the statement that changes the order, whoever
-- writes it (the wizard's steps, the decision jobs, the identification, the payment, the desk).
-- Events whose e-mail is sent by the code that made the change (the order received, the payment
-- confirmed) or that have none are written as already notified; the order notifier handles the rest.
CREATE FUNCTION "client_orders_record_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "order_events" ("order_uuid", "kind", "at", "notified_at") VALUES (NEW."uuid", 'created', NEW."created_at", NEW."created_at");
    RETURN NULL;
  END IF;
  IF NEW."rating" IS DISTINCT FROM OLD."rating" AND NEW."person" = 1 THEN
    INSERT INTO "order_events" ("order_uuid", "kind", "detail", "at") VALUES (NEW."uuid", 'rating', NEW."rating"::text, NEW."updated_at");
  END IF;
  IF NEW."check1_result" IS DISTINCT FROM OLD."check1_result" THEN
    INSERT INTO "order_events" ("order_uuid", "kind", "detail", "at") VALUES (NEW."uuid", 'check1', NEW."check1_result"::text, NEW."updated_at");
  END IF;
  IF NEW."check2_result" IS DISTINCT FROM OLD."check2_result" THEN
    INSERT INTO "order_events" ("order_uuid", "kind", "detail", "at") VALUES (NEW."uuid", 'check2', NEW."check2_result"::text, NEW."updated_at");
  END IF;
  IF NEW."guarantor" IS DISTINCT FROM OLD."guarantor" THEN
    INSERT INTO "order_events" ("order_uuid", "kind", "at") VALUES (NEW."uuid", 'guarantor', NEW."updated_at");
  END IF;
  IF NEW."identification_status" IS DISTINCT FROM OLD."identification_status" THEN
    INSERT INTO "order_events" ("order_uuid", "kind", "detail", "at") VALUES (NEW."uuid", 'identification', NEW."identification_status", NEW."updated_at");
  END IF;
  IF NEW."paid_at" IS DISTINCT FROM OLD."paid_at" AND NEW."paid_at" IS NOT NULL THEN
    INSERT INTO "order_events" ("order_uuid", "kind", "at", "notified_at") VALUES (NEW."uuid", 'paid', NEW."paid_at", NEW."paid_at");
  END IF;
  IF NEW."delivery" IS DISTINCT FROM OLD."delivery" THEN
    INSERT INTO "order_events" ("order_uuid", "kind", "detail", "at", "notified_at") VALUES (NEW."uuid", 'delivery', NEW."delivery"->>'type', NEW."updated_at", NEW."updated_at");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "client_orders_events" AFTER INSERT OR UPDATE ON "client_orders" FOR EACH ROW EXECUTE FUNCTION "client_orders_record_events"();
