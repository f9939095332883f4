CREATE TABLE "otp_check_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"client_ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "browser_hash" text;--> statement-breakpoint
ALTER TABLE "otp_check_failures" ADD CONSTRAINT "otp_check_failures_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_check_failures_ip_idx" ON "otp_check_failures" USING btree ("site_id","client_ip","created_at");