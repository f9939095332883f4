-- Bump stock_versions for every dealership whose cars a statement touched (see stock_versions in
-- src/db/schema/cars.ts). Statement-level with transition tables: a COPY of a million cars costs one
-- small upsert, not a million. Dealerships deleted by the same statement (cascades) are skipped.
CREATE FUNCTION bump_stock_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stock_versions (dealership_id, version, changed_at)
      SELECT DISTINCT c.dealership_id, 1, now() FROM changed_new c JOIN dealerships d ON d.id = c.dealership_id
      ON CONFLICT (dealership_id) DO UPDATE SET version = stock_versions.version + 1, changed_at = now();
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO stock_versions (dealership_id, version, changed_at)
      SELECT DISTINCT u.dealership_id, 1, now()
      FROM (SELECT dealership_id FROM changed_new UNION SELECT dealership_id FROM changed_old) u
      JOIN dealerships d ON d.id = u.dealership_id
      ON CONFLICT (dealership_id) DO UPDATE SET version = stock_versions.version + 1, changed_at = now();
  ELSE
    INSERT INTO stock_versions (dealership_id, version, changed_at)
      SELECT DISTINCT c.dealership_id, 1, now() FROM changed_old c JOIN dealerships d ON d.id = c.dealership_id
      ON CONFLICT (dealership_id) DO UPDATE SET version = stock_versions.version + 1, changed_at = now();
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cars_insert_bumps_stock_version AFTER INSERT ON cars
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION bump_stock_versions();
--> statement-breakpoint
CREATE TRIGGER cars_update_bumps_stock_version AFTER UPDATE ON cars
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION bump_stock_versions();
--> statement-breakpoint
CREATE TRIGGER cars_delete_bumps_stock_version AFTER DELETE ON cars
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION bump_stock_versions();
