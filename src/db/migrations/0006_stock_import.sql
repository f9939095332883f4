CREATE TABLE "remote_photos" (
	"key" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cars_dealership_stocknum_idx" ON "cars" USING btree ("dealership_id","stocknum");