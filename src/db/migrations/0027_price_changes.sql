CREATE TABLE "hand_set_prices" (
	"car_id" integer PRIMARY KEY NOT NULL,
	"price" integer NOT NULL,
	"feed_price" integer NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	"staff_id" integer
);
--> statement-breakpoint
CREATE TABLE "price_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"old_price" integer NOT NULL,
	"new_price" integer NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"staff_id" integer
);
--> statement-breakpoint
ALTER TABLE "hand_set_prices" ADD CONSTRAINT "hand_set_prices_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hand_set_prices" ADD CONSTRAINT "hand_set_prices_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_changes_car_changed_idx" ON "price_changes" USING btree ("car_id","changed_at");--> statement-breakpoint
-- Every price change, whatever statement made it (decision 046): the importer's set-based merge, the push API, a
-- workspace edit, an UPDATE typed by a person. Statement-level with transition tables, like the watch_events
-- triggers: an import of a million cars is one call. Who or what made it comes from the transaction's settings
-- (set_config(…, true)); a change made by none of the known paths is "database". A car's own updated_at is the
-- change's moment when the statement set it (the import's and the workspace's clock), else the transaction's.
CREATE FUNCTION record_price_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change_source text := coalesce(nullif(current_setting('forecourt.price_change_source', true), ''), 'database');
  change_staff integer := nullif(current_setting('forecourt.price_change_staff', true), '')::integer;
BEGIN
  INSERT INTO price_changes (car_id, dealership_id, old_price, new_price, changed_at, source, staff_id)
    SELECT n.id, n.dealership_id, o.price, n.price, CASE WHEN n.updated_at IS DISTINCT FROM o.updated_at THEN n.updated_at ELSE now() END, change_source, change_staff
    FROM changed_new n JOIN changed_old o ON o.id = n.id
    WHERE n.price IS DISTINCT FROM o.price;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cars_update_records_price_changes AFTER UPDATE ON cars
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION record_price_changes();
