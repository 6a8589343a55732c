CREATE TABLE "consent_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"consent_id" uuid NOT NULL,
	"policy_version" integer NOT NULL,
	"method" text NOT NULL,
	"analytics" boolean NOT NULL,
	"marketing" boolean NOT NULL,
	"device_class" text NOT NULL,
	"browser_family" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consent_records_consent_id_idx" ON "consent_records" USING btree ("consent_id");