ALTER TABLE "cars" ADD COLUMN "payment_info_packed" text;--> statement-breakpoint
CREATE FUNCTION "cars_forget_stale_packing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."payment_info_packed" := NULL;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cars_packing_follows_tables" BEFORE UPDATE ON "cars" FOR EACH ROW
  WHEN (NEW."payment_info"::text IS DISTINCT FROM OLD."payment_info"::text
    AND NEW."payment_info_packed" IS NOT DISTINCT FROM OLD."payment_info_packed")
  EXECUTE FUNCTION "cars_forget_stale_packing"();
