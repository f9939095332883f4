CREATE TABLE "feed_row_hashes" (
	"dealership_id" integer NOT NULL,
	"stocknum" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "feed_row_hashes_dealership_id_stocknum_pk" PRIMARY KEY("dealership_id","stocknum")
);
--> statement-breakpoint
CREATE TABLE "remote_photos" (
	"key" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_row_hashes" ADD CONSTRAINT "feed_row_hashes_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cars_dealership_stocknum_idx" ON "cars" USING btree ("dealership_id","stocknum");