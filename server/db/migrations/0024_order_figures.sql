ALTER TABLE "client_orders" ADD COLUMN "fee_eur" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "client_orders" ADD COLUMN "eur_ron_rate" numeric(10, 4);--> statement-breakpoint
-- Orders placed before the figures were stored paid the fees of that time (the guarantee for a subscription).
UPDATE "client_orders" SET "fee_eur" = CASE WHEN "product_type" = 'carSubscription' THEN 800 ELSE 220 END WHERE "fee_eur" IS NULL;--> statement-breakpoint
-- The business figures become settings, with the values the shop used until now (src/domain/business-figures.ts
-- DEFAULT_FIGURES). The EUR/RON rate stays unset: the server's EUR_RON_RATE applies until an editor sets it.
INSERT INTO "settings" ("key", "value") VALUES
  ('reservation_fee_eur', '220'),
  ('subscription_guarantee_eur', '800'),
  ('file_fee_pct', '1'),
  ('file_fee_min_eur', '150'),
  ('support_phone', '+40 21 300 40 50'),
  ('support_email', 'contact@autoabonament.ro'),
  ('support_hours', 'Luni - Vineri 09:00-18:00')
ON CONFLICT ("key") DO NOTHING;
