CREATE TABLE "car_bodies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "car_bodies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"product_name" text NOT NULL,
	"category_id" smallint NOT NULL,
	"car_visibility_id" smallint NOT NULL,
	"availability_date" date,
	"feature_message" text,
	"promo_messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"initial_price" double precision NOT NULL,
	"reduced_price" double precision,
	"price" double precision NOT NULL,
	"price_ron" double precision NOT NULL,
	"payment_info" jsonb NOT NULL,
	"disclaimer" text,
	"dealer" jsonb NOT NULL,
	"location_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"transmission_id" integer NOT NULL,
	"fuel_id" integer NOT NULL,
	"pollution_norm_id" integer NOT NULL,
	"traction_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"car_body_id" integer NOT NULL,
	"km_no" integer NOT NULL,
	"combined_consumption" double precision,
	"doors" smallint NOT NULL,
	"seats" smallint NOT NULL,
	"horsepower" integer NOT NULL,
	"weight" integer,
	"cylindrical_capacity" integer,
	"co2_emissions" integer,
	"chassis_series" text,
	"first_registration" date,
	"warranty_until" date,
	"warranty_features" text,
	"equipment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"equipment_list_pdf" text,
	"maintenance_history_pdf" text,
	"profile_photo" text NOT NULL,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_360" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cars_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"county_id" integer NOT NULL,
	"name" text NOT NULL,
	"postal_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "colors_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "content_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"delivered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counties" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"delivery_price" double precision NOT NULL,
	CONSTRAINT "counties_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fuels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "fuels_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"link" text NOT NULL,
	"address" text NOT NULL,
	"weekday_start" smallint,
	"weekday_end" smallint,
	"saturday_start" smallint,
	"saturday_end" smallint,
	"sunday_start" smallint,
	"sunday_end" smallint,
	"break_start" smallint,
	"break_end" smallint,
	CONSTRAINT "locations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "manufacturers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pollution_norms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "pollution_norms_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"car_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_no" text NOT NULL,
	"email" text NOT NULL,
	"date" date NOT NULL,
	"hour" smallint NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"image" text NOT NULL,
	"text" text NOT NULL,
	"button_text" text,
	"button_link" text
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"title" text NOT NULL,
	"testimonial" text NOT NULL,
	"author" text NOT NULL,
	"author_picture" text NOT NULL,
	"video_url" text
);
--> statement-breakpoint
CREATE TABLE "tractions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "tractions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "transmissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "transmissions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_transmission_id_transmissions_id_fk" FOREIGN KEY ("transmission_id") REFERENCES "public"."transmissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_fuel_id_fuels_id_fk" FOREIGN KEY ("fuel_id") REFERENCES "public"."fuels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_pollution_norm_id_pollution_norms_id_fk" FOREIGN KEY ("pollution_norm_id") REFERENCES "public"."pollution_norms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_traction_id_tractions_id_fk" FOREIGN KEY ("traction_id") REFERENCES "public"."tractions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_car_body_id_car_bodies_id_fk" FOREIGN KEY ("car_body_id") REFERENCES "public"."car_bodies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cars_category_visibility" ON "cars" USING btree ("category_id","car_visibility_id");--> statement-breakpoint
CREATE INDEX "cars_manufacturer_model" ON "cars" USING btree ("manufacturer_id","model_id");--> statement-breakpoint
CREATE INDEX "cities_county" ON "cities" USING btree ("county_id");--> statement-breakpoint
CREATE UNIQUE INDEX "models_manufacturer_name" ON "models" USING btree ("manufacturer_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_live_slot" ON "reservations" USING btree ("location_id","date","hour") WHERE "reservations"."cancelled_at" is null;