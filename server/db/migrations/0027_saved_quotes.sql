CREATE TABLE "saved_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"sku" text NOT NULL,
	"terms" text NOT NULL,
	"email" text NOT NULL,
	"data_protection" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_quotes_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "saved_quotes_sku_length" CHECK (char_length("saved_quotes"."sku") <= 64),
	CONSTRAINT "saved_quotes_terms_length" CHECK (char_length("saved_quotes"."terms") <= 200),
	CONSTRAINT "saved_quotes_email_length" CHECK (char_length("saved_quotes"."email") <= 254)
);
--> statement-breakpoint
CREATE INDEX "saved_quotes_email" ON "saved_quotes" USING btree (lower("email"));