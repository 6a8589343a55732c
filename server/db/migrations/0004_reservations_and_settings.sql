CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_reservations" (
	"car_id" integer PRIMARY KEY NOT NULL,
	"order_uuid" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_reservations_order_uuid_unique" UNIQUE("order_uuid"),
	CONSTRAINT "car_reservations_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "car_reservations" ADD CONSTRAINT "car_reservations_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_reservations" ADD CONSTRAINT "car_reservations_order_uuid_client_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."client_orders"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_reservations" ADD CONSTRAINT "car_reservations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Cars paid for before this rule keep their earliest paid order.
INSERT INTO "car_reservations" ("car_id", "order_uuid", "payment_id", "created_at")
SELECT DISTINCT ON (o."car_id") o."car_id", p."order_uuid", p."id", p."updated_at"
FROM "payments" p JOIN "client_orders" o ON o."uuid" = p."order_uuid"
WHERE p."status" = 'success'
ORDER BY o."car_id", p."updated_at", p."id";
--> statement-breakpoint
-- A database that predates the setting gets the seed's rule (end of next year) rather than a
-- failing build; the editors change it with PUT /api/admin/settings/offers_valid_until.
INSERT INTO "settings" ("key", "value")
VALUES ('offers_valid_until', to_char(date_trunc('year', now()) + interval '2 years' - interval '1 day', 'YYYY-MM-DD'))
ON CONFLICT ("key") DO NOTHING;
