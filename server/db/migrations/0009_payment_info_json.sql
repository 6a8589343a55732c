ALTER TABLE "cars" ALTER COLUMN "payment_info" SET DATA TYPE json USING "payment_info"::json;
