-- The inbox's search by name and e-mail matches ILIKE '%text%' on trigram indexes (decision 043). PostgreSQL has
-- pg_trgm in contrib; PGlite loads it when it starts (src/db/drivers/pglite.ts). Added by hand to drizzle-kit's output.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "cars_stocknum_lower_idx" ON "cars" USING btree (lower("stocknum"));--> statement-breakpoint
CREATE INDEX "cars_vin_lower_idx" ON "cars" USING btree (lower("vin"));--> statement-breakpoint
CREATE INDEX "leads_name_trgm_idx" ON "leads" USING gin ((coalesce("name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_email_trgm_idx" ON "leads" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_vehicle_stocknum_idx" ON "leads" USING btree (lower("payload"->'vehicle'->>'stocknum'));--> statement-breakpoint
CREATE INDEX "leads_vehicle_vin_idx" ON "leads" USING btree (lower("payload"->'vehicle'->>'vin'));--> statement-breakpoint
CREATE INDEX "leads_car_idx" ON "leads" USING btree ("car_id");