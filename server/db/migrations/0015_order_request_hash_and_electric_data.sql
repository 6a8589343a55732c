ALTER TABLE "cars" ADD COLUMN "electric_range_km" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "battery_capacity_kwh" double precision;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "ac_charging_kw" double precision;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "dc_charging_kw" double precision;--> statement-breakpoint
ALTER TABLE "client_orders" ADD COLUMN "idempotency_request_hash" text;