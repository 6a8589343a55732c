CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_uuid" uuid NOT NULL,
	"concluded_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_order_uuid_unique" UNIQUE("order_uuid")
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_order_uuid_client_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."client_orders"("uuid") ON DELETE no action ON UPDATE no action;