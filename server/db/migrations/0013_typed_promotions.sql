ALTER TABLE "client_orders" ADD COLUMN "promotions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Issue 31.2: a promotion is a typed rule the prices apply, or it is not shown. The bare labels
-- stored so far get the kind their text promised where the car can honour it (a first month only
-- on a subscription, a price reduction only on a financed car with a reduced price below the
-- initial one); every other label is dropped, as is a second promotion of one kind.
UPDATE "cars" SET "promo_messages" = COALESCE((
  SELECT jsonb_agg("typed"."promotion" ORDER BY "typed"."position")
  FROM (
    SELECT DISTINCT ON ("kinded"."promotion"->>'kind') "kinded"."promotion", "kinded"."position"
    FROM (
      SELECT "item"."position", CASE
        WHEN "item"."value"->>'kind' IS NOT NULL THEN "item"."value"
        WHEN lower(trim("item"."value"->>'name')) = 'livrare gratuita'
          THEN jsonb_build_object('kind', 'free_delivery', 'name', "item"."value"->>'name')
        WHEN "cars"."category_id" = 1
          AND trim("item"."value"->>'name') ~* '^prima luna -([1-9][0-9]?|100)%$'
          THEN jsonb_build_object(
            'kind', 'first_month_discount',
            'name', "item"."value"->>'name',
            'percent', substring("item"."value"->>'name' from '-([0-9]+)%')::integer)
        WHEN "cars"."category_id" <> 1
          AND "cars"."reduced_price" < "cars"."initial_price"
          AND lower(trim("item"."value"->>'name')) = 'pret promotional'
          THEN jsonb_build_object('kind', 'price_reduction', 'name', "item"."value"->>'name')
      END AS "promotion"
      FROM jsonb_array_elements("cars"."promo_messages") WITH ORDINALITY AS "item"("value", "position")
    ) AS "kinded"
    WHERE "kinded"."promotion" IS NOT NULL
    ORDER BY "kinded"."promotion"->>'kind', "kinded"."position"
  ) AS "typed"
), '[]'::jsonb);
