CREATE TABLE "site_page_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"format" text NOT NULL,
	"body" text NOT NULL,
	"saved_by" integer,
	"saved_at" timestamp with time zone NOT NULL,
	"restored_from" integer,
	CONSTRAINT "site_page_versions_page_version_uq" UNIQUE("page_id","version")
);
--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_page_versions" ADD CONSTRAINT "site_page_versions_page_id_site_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."site_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_page_versions" ADD CONSTRAINT "site_page_versions_saved_by_staff_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Each page as it stands becomes its version 1, written by no one (decision 049).
INSERT INTO "site_page_versions" ("page_id", "version", "title", "summary", "format", "body", "saved_at") SELECT "id", 1, "title", "summary", "format", "body", "updated_at" FROM "site_pages";
