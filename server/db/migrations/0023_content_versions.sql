CREATE TABLE "content_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"staff_id" integer,
	"staff_email" text,
	"restored_from" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_record_idx" ON "content_versions" USING btree ("kind","record_id","version");