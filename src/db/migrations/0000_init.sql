CREATE TABLE "site_dealerships" (
	"site_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	CONSTRAINT "site_dealerships_site_id_dealership_id_pk" PRIMARY KEY("site_id","dealership_id")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"template" text NOT NULL,
	"domains" text[] DEFAULT '{}' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "dealerships" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"lead_email" text,
	"average_rating" numeric(2, 1),
	"review_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dealerships_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"location_type" text,
	"location_subtype" text,
	"primary" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"manufacturers" text[] DEFAULT '{}' NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"place_id" text,
	"place_url" text,
	"map_key" text,
	"phone" text,
	"mobile" text,
	"landline_phone" text,
	"image_url" text,
	"average_rating" double precision,
	"review_count" integer DEFAULT 0 NOT NULL,
	"dealer_license_number" text,
	"motor_vehicle_repairer" text,
	"distribution_locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "locations_dealership_slug_uq" UNIQUE("dealership_id","slug")
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"department" text DEFAULT 'sales' NOT NULL,
	"weekday" smallint NOT NULL,
	"status" text NOT NULL,
	"open" text,
	"close" text,
	CONSTRAINT "opening_hours_uq" UNIQUE("location_id","department","weekday")
);
--> statement-breakpoint
CREATE TABLE "special_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"date" date NOT NULL,
	"name" text,
	"status" text NOT NULL,
	"start_hour" text,
	"end_hour" text
);
--> statement-breakpoint
CREATE TABLE "delivery_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"max_distance_km" integer NOT NULL,
	"price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo_url" text,
	CONSTRAINT "manufacturers_name_unique" UNIQUE("name"),
	CONSTRAINT "manufacturers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"new_slug" text,
	"image_url" text,
	"status" text,
	"from_price" integer,
	"short_description" text,
	"override_url" text,
	"manufacturer_body" text,
	"manufacturer_body2" text,
	"manufacturer_body3" text,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"manufacturer_id" integer,
	"model_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"disclaimer" text,
	"category" text,
	"image_url" text,
	"excluded_site_ids" integer[] DEFAULT '{}' NOT NULL,
	"starts_on" date,
	"ends_on" date
);
--> statement-breakpoint
CREATE TABLE "promo_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"start" date,
	"expiry" date,
	"display" text DEFAULT 'search' NOT NULL,
	"strict_display" boolean DEFAULT false NOT NULL,
	"node" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"location_id" integer,
	"customer_name" text NOT NULL,
	"text" text,
	"rating" smallint NOT NULL,
	"image_url" text,
	"review_date" date NOT NULL,
	"reply_text" text,
	"reply_date" date,
	"source" text DEFAULT 'google' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"url" text,
	"image_url" text NOT NULL,
	"hide_overlay" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"location_id" integer,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"year" smallint NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"badge" text,
	"series" text,
	"colour" text,
	"interior_colour" text,
	"gearnum" smallint,
	"bodyconfiguration" text,
	"body" text,
	"transmission" text,
	"trans" text,
	"fuel" text,
	"fuel_detail" text,
	"seats" smallint,
	"doors" smallint,
	"drive" text,
	"engine_size" integer,
	"engine_size_litres" double precision,
	"km" integer DEFAULT 0 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"before_price" integer,
	"offer_price" integer,
	"subscription_price" integer,
	"preorder" boolean DEFAULT false NOT NULL,
	"price_type" text,
	"stocknum" text NOT NULL,
	"vin" text,
	"nvic" text,
	"regplate" text,
	"rego_expiry" date,
	"build_date" date,
	"compliance_date" date,
	"car_type" text NOT NULL,
	"status" text NOT NULL,
	"sold_at" timestamp with time zone,
	"tag" text,
	"reserved" boolean DEFAULT false NOT NULL,
	"certified" boolean DEFAULT false NOT NULL,
	"show_on_dealer_website" boolean DEFAULT true NOT NULL,
	"checkout_enabled" boolean DEFAULT false NOT NULL,
	"city" text,
	"state" text,
	"location_name" text,
	"private_suburb" text,
	"private_postcode" text,
	"item_type" text,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"features" text[] DEFAULT '{}' NOT NULL,
	"dealer_comments" text,
	"carsales_title" text,
	"history_report_url" text,
	"views" integer DEFAULT 0 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"primary_image_url" text,
	"video_url" text,
	"external_video_url" text,
	"walkaround_videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"spin_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"spin_code" text,
	"spin_interior_image" text,
	"hotspots" jsonb,
	"standard_equipment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variant" jsonb,
	"specifications" jsonb,
	"finance_lenders" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payment_processors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"autograb_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cars_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"car_id" integer,
	"category" text NOT NULL,
	"subcategory" text,
	"event_id" smallint,
	"source" text DEFAULT 'Website' NOT NULL,
	"url" text,
	"user_agent" text,
	"name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"postcode" text,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"suspected_spam" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_site_idempotency_uq" UNIQUE("site_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"phone" text NOT NULL,
	"name" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_site_phone_uq" UNIQUE("site_id","phone")
);
--> statement-breakpoint
CREATE TABLE "watchlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_user_car_uq" UNIQUE("user_id","car_id")
);
--> statement-breakpoint
ALTER TABLE "site_dealerships" ADD CONSTRAINT "site_dealerships_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_dealerships" ADD CONSTRAINT "site_dealerships_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_hours" ADD CONSTRAINT "special_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_rates" ADD CONSTRAINT "delivery_rates_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_nodes" ADD CONSTRAINT "promo_nodes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_dealerships_dealership_idx" ON "site_dealerships" USING btree ("dealership_id");--> statement-breakpoint
CREATE INDEX "locations_dealership_idx" ON "locations" USING btree ("dealership_id");--> statement-breakpoint
CREATE INDEX "special_hours_location_date_idx" ON "special_hours" USING btree ("location_id","date");--> statement-breakpoint
CREATE INDEX "delivery_rates_site_idx" ON "delivery_rates" USING btree ("site_id","max_distance_km");--> statement-breakpoint
CREATE INDEX "models_site_idx" ON "models" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "offers_dealership_idx" ON "offers" USING btree ("dealership_id");--> statement-breakpoint
CREATE INDEX "promo_nodes_site_idx" ON "promo_nodes" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "reviews_dealership_idx" ON "reviews" USING btree ("dealership_id","review_date");--> statement-breakpoint
CREATE INDEX "slides_site_idx" ON "slides" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "cars_dealership_status_idx" ON "cars" USING btree ("dealership_id","status");--> statement-breakpoint
CREATE INDEX "cars_make_model_idx" ON "cars" USING btree ("make","model");--> statement-breakpoint
CREATE INDEX "cars_price_idx" ON "cars" USING btree ("price");--> statement-breakpoint
CREATE INDEX "cars_created_at_idx" ON "cars" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_dealership_created_idx" ON "leads" USING btree ("dealership_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_site_created_idx" ON "leads" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "watchlist_site_idx" ON "watchlist_entries" USING btree ("site_id");