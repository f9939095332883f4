ALTER TABLE "watchlist_entries" ADD COLUMN "saved_price" integer;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD COLUMN "site_origin" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "phone_e164" text;--> statement-breakpoint
CREATE INDEX "watchlist_car_idx" ON "watchlist_entries" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "leads_site_phone_idx" ON "leads" USING btree ("site_id","phone_e164");