CREATE TABLE "decision_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_uuid" uuid NOT NULL,
	"point_of_view" text NOT NULL,
	"answer_due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "decision_reviews_order_uuid_unique" UNIQUE("order_uuid")
);
--> statement-breakpoint
ALTER TABLE "client_orders" ADD COLUMN "decision_facts" jsonb;--> statement-breakpoint
ALTER TABLE "decision_reviews" ADD CONSTRAINT "decision_reviews_order_uuid_client_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."client_orders"("uuid") ON DELETE no action ON UPDATE no action;