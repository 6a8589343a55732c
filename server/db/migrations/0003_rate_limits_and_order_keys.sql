CREATE TABLE "install_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "client_orders" ADD CONSTRAINT "client_orders_idempotency_key_unique" UNIQUE("idempotency_key");