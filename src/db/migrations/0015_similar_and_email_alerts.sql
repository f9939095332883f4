CREATE TABLE "email_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text,
	"unsubscribe_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_messages_site_dedupe_uq" UNIQUE("site_id","dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "watch_events" DROP CONSTRAINT "watch_events_car_id_cars_id_fk";
--> statement-breakpoint
ALTER TABLE "watch_alerts" ADD COLUMN "similar_car_id" integer;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_messages_due_idx" ON "email_messages" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "watch_alerts" ADD CONSTRAINT "watch_alerts_similar_car_id_cars_id_fk" FOREIGN KEY ("similar_car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_alerts" ADD CONSTRAINT "watch_alerts_user_similar_car_uq" UNIQUE("user_id","similar_car_id");--> statement-breakpoint
-- Records each car that arrives on the dealer websites (inserted in stock or coming soon and shown, or changed to
-- that) with a price and the make, model and body of a car on someone's watchlist, whatever statement made it: the
-- stock importer's merge, a DMS push, an INSERT typed by a person. This is only a cheap first cut (no price window,
-- no site scope): the worker applies the similar-car rule (src/domain/watchlist/similar-arrival.ts) and each
-- watcher's site scope. Statement-level with transition tables, like record_watch_events: an import of 100,000 cars
-- is one call, and the watched kinds are read once per statement. Only a car not shown before can arrive by an
-- UPDATE, so the common one (a re-import changing shown cars' prices) stops at that check. Otherwise the old and new
-- rows are grouped by id rather than joined: transition tables have no statistics, and a join the planner guessed
-- small ran as a nested loop over every pair of a large UPDATE's rows.
CREATE FUNCTION record_car_arrivals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO watch_events (car_id, kind, old_price, new_price)
      SELECT n.id, 'arrived', n.price, n.price FROM changed_new n
      WHERE n.status IN ('in_stock', 'coming_soon') AND n.show_on_dealer_website AND n.price > 0
        AND (lower(btrim(n.make)), lower(btrim(n.model)), lower(btrim(n.body))) IN (
          SELECT lower(btrim(c.make)), lower(btrim(c.model)), lower(btrim(c.body)) FROM watchlist_entries w JOIN cars c ON c.id = w.car_id);
  ELSIF EXISTS (SELECT 1 FROM changed_old o WHERE NOT (o.status IN ('in_stock', 'coming_soon') AND o.show_on_dealer_website)) THEN
    INSERT INTO watch_events (car_id, kind, old_price, new_price)
      SELECT id, 'arrived', max(price), max(price) FROM (
        SELECT n.id, n.price FROM changed_new n
        WHERE n.status IN ('in_stock', 'coming_soon') AND n.show_on_dealer_website AND n.price > 0
          AND (lower(btrim(n.make)), lower(btrim(n.model)), lower(btrim(n.body))) IN (
            SELECT lower(btrim(c.make)), lower(btrim(c.model)), lower(btrim(c.body)) FROM watchlist_entries w JOIN cars c ON c.id = w.car_id)
        UNION ALL
        SELECT o.id, NULL FROM changed_old o WHERE NOT (o.status IN ('in_stock', 'coming_soon') AND o.show_on_dealer_website)
      ) changed GROUP BY id HAVING count(*) = 2;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cars_insert_records_arrivals AFTER INSERT ON cars
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION record_car_arrivals();
--> statement-breakpoint
CREATE TRIGGER cars_update_records_arrivals AFTER UPDATE ON cars
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION record_car_arrivals();
