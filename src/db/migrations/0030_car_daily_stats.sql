CREATE TABLE "car_daily_stats" (
	"car_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"search_views" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"leads_by_form" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"phone_reveals" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "car_daily_stats_car_id_day_pk" PRIMARY KEY("car_id","day")
);
--> statement-breakpoint
ALTER TABLE "car_view_visits" ADD COLUMN "from_search" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "car_daily_stats" ADD CONSTRAINT "car_daily_stats_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_daily_stats_day_idx" ON "car_daily_stats" USING btree ("day");--> statement-breakpoint
CREATE INDEX "watchlist_created_idx" ON "watchlist_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "phone_reveals_created_idx" ON "phone_reveals" USING btree ("created_at");