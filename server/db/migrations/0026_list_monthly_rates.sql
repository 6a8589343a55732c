ALTER TABLE "cars" ADD COLUMN "rate_individual_ron" double precision;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "rate_company_ron" double precision;