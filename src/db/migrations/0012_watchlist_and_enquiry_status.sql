CREATE TABLE "watch_alert_subscriptions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"token" text NOT NULL,
	"stopped_at" timestamp with time zone,
	CONSTRAINT "watch_alert_subscriptions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "watch_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"kind" text NOT NULL,
	"alert_day" date NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_alerts_user_car_day_uq" UNIQUE("user_id","car_id","alert_day")
);
--> statement-breakpoint
CREATE TABLE "watch_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"kind" text NOT NULL,
	"old_price" integer NOT NULL,
	"new_price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD COLUMN "saved_price" integer;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD COLUMN "site_origin" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "phone_e164" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status_token" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "watch_alert_subscriptions" ADD CONSTRAINT "watch_alert_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_alert_subscriptions" ADD CONSTRAINT "watch_alert_subscriptions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_alerts" ADD CONSTRAINT "watch_alerts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_alerts" ADD CONSTRAINT "watch_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_alerts" ADD CONSTRAINT "watch_alerts_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_events" ADD CONSTRAINT "watch_events_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watch_alerts_site_created_idx" ON "watch_alerts" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "watchlist_car_idx" ON "watchlist_entries" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "leads_site_phone_idx" ON "leads" USING btree ("site_id","phone_e164");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_token_unique" UNIQUE("status_token");--> statement-breakpoint
-- Records, for cars on someone's watchlist, a price that dropped (to a price, not to 'Enquire for price.') or a
-- sale, whatever statement made it: the stock importer's merge, a DMS push, an UPDATE typed by a person.
-- Statement-level with transition tables, like bump_stock_versions: an import of a million cars is one call.
CREATE FUNCTION record_watch_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO watch_events (car_id, kind, old_price, new_price)
    SELECT n.id, CASE WHEN n.status = 'sold' THEN 'sold' ELSE 'price_drop' END, o.price, n.price
    FROM changed_new n JOIN changed_old o ON o.id = n.id
    WHERE ((n.status = 'sold' AND o.status <> 'sold') OR (n.status <> 'sold' AND n.price > 0 AND n.price < o.price))
      AND EXISTS (SELECT 1 FROM watchlist_entries w WHERE w.car_id = n.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cars_update_records_watch_events AFTER UPDATE ON cars
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION record_watch_events();
