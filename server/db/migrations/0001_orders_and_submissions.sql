CREATE TABLE "client_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"car_id" integer NOT NULL,
	"sku" text NOT NULL,
	"product_type" text NOT NULL,
	"person" smallint NOT NULL,
	"currency" smallint NOT NULL,
	"months" smallint NOT NULL,
	"downpayment" smallint NOT NULL,
	"residual" smallint,
	"monthly_km_included" integer,
	"data_preluare" date,
	"tip_companie" smallint,
	"contact" jsonb NOT NULL,
	"personal" jsonb,
	"obligations" jsonb,
	"income" jsonb,
	"codebtor" jsonb,
	"company_details" jsonb,
	"guarantor" jsonb,
	"check1_result" smallint,
	"foreign_shareholders" boolean DEFAULT false NOT NULL,
	"check2_result" smallint,
	"rating" smallint,
	"rating_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resolution_consent" boolean DEFAULT false NOT NULL,
	"dochub_url" text,
	"identification_status" text,
	"delivery" jsonb,
	"contact_requested" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_orders_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"data_protection" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "decision_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "other_credit_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"person" text NOT NULL,
	"credit_type" text NOT NULL,
	"currency" text NOT NULL,
	"nume" text NOT NULL,
	"email" text NOT NULL,
	"localitate" text NOT NULL,
	"telefon" text NOT NULL,
	"data_protection" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_uuid" uuid NOT NULL,
	"token" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"amount_eur" numeric(12, 2) NOT NULL,
	"amount_ron" numeric(12, 2) NOT NULL,
	"card_last4" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_token_unique" UNIQUE("token"),
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"payer_name" text NOT NULL,
	"payment_value" numeric(12, 2) NOT NULL,
	"payment_date" date NOT NULL,
	"financial_product" text NOT NULL,
	"account" text NOT NULL,
	"email" text,
	"terms" boolean NOT NULL,
	"terms_gdpr" boolean NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"nume" text NOT NULL,
	"prenume" text NOT NULL,
	"email" text NOT NULL,
	"oras" text NOT NULL,
	"telefon" text NOT NULL,
	"data_protection" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "client_orders" ADD CONSTRAINT "client_orders_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_jobs" ADD CONSTRAINT "decision_jobs_order_uuid_client_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."client_orders"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_uuid_client_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."client_orders"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "decision_jobs_open_due" ON "decision_jobs" USING btree ("due_at") WHERE "decision_jobs"."completed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success_per_order" ON "payments" USING btree ("order_uuid") WHERE "payments"."status" = 'success';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_order" ON "payments" USING btree ("order_uuid") WHERE "payments"."status" in ('pending', 'challenge');