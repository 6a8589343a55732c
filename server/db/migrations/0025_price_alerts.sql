CREATE TABLE "price_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"confirmation_sent_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"reference_price" double precision,
	"reference_unit" text,
	"checked_event_id" integer DEFAULT 0 NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "price_alerts_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "price_alerts_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "price_alerts_sku_email" UNIQUE("sku","email")
);
--> statement-breakpoint
CREATE INDEX "price_alerts_email" ON "price_alerts" USING btree ("email");