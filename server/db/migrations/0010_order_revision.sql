ALTER TABLE "client_orders" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "client_orders_next_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."revision" := OLD."revision" + 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "client_orders_revision" BEFORE UPDATE ON "client_orders" FOR EACH ROW EXECUTE FUNCTION "client_orders_next_revision"();
