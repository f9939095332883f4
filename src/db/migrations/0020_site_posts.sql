CREATE TABLE "site_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"source" text DEFAULT 'content' NOT NULL,
	"external_id" text NOT NULL,
	"message" text,
	"image_url" text,
	"link_url" text,
	"posted_at" timestamp with time zone NOT NULL,
	"fetched_at" timestamp with time zone,
	CONSTRAINT "site_posts_site_source_external_uq" UNIQUE("site_id","source","external_id"),
	CONSTRAINT "site_posts_source_check" CHECK ("site_posts"."source" in ('content', 'facebook'))
);
--> statement-breakpoint
ALTER TABLE "site_posts" ADD CONSTRAINT "site_posts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;